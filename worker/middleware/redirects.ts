// Applies the CMS's route rules (content/redirects.ts) before any page route: GET and HEAD page
// requests only, the query string kept. The rules are read through the content cache like the
// translations (an hour fresh, the webhook refreshes them) and parsed once per loaded value. A
// content outage means no rules for that request, never a failed page.
import { createMiddleware } from 'hono/factory';
import { CacheShort, cacheHeaders } from '../http/cache-control';
import { parseRedirectRules, redirectLocation, rulePath, type RedirectRules } from '../content/redirects';
import type { AppEnv } from '../types';

const parsed = new WeakMap<object, RedirectRules>();
const NOT_PAGES = /^\/(?:api|builds|images)\//;

export const redirects = createMiddleware<AppEnv>(async (c, next) => {
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || NOT_PAGES.test(c.req.path)) return next();
  const services = c.var.services;
  let rules: RedirectRules | undefined;
  try {
    const entries = await services.content.redirects();
    rules = parsed.get(entries);
    if (!rules) {
      rules = parseRedirectRules(entries, services.log).rules;
      parsed.set(entries, rules);
    }
  } catch (error) {
    services.log('warn', 'Redirects unavailable', { error: String(error) });
    return next();
  }
  const rule = rules.get(rulePath(c.req.path));
  if (!rule) return next();
  // Shared briefly, like a page: an edited rule takes effect within a minute.
  for (const [name, value] of Object.entries(cacheHeaders(CacheShort))) c.header(name, value);
  return c.redirect(redirectLocation(rule, new URL(c.req.url).searchParams), rule.status);
});
