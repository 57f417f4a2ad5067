// Plain HTML form posts (decision 071): the body is read as a form, and the answer is a 303 back
// to the page the shopper was on, with the outcome in `?outcome=` (markets/form-outcomes.ts).
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isStorefrontCode, OUTCOME_PARAM, type FormOutcome, type Market, type StorefrontCode } from '../../markets';
import { AppError, badRequest } from '../errors';
import { applyMarket } from '../market-resolution';
import type { AppEnv } from '../types';

/** Middleware: only a form body (urlencoded or multipart) is read; anything else is a 415. */
export const requireForm = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i.test(type)) {
    throw new AppError(415, 'unsupported_media_type', 'Expected a form body');
  }
  await next();
});

/** The form's text fields (a file or a repeated field counts as absent). */
export async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/**
 * The page a form was posted from: the Referer when it is ours (it has the page's query, which a
 * cached page's `back` field cannot hold), else the form's `back` path; undefined when neither
 * is a path of this site. A parameter whose name or value holds an '@' is dropped, so no e-mail
 * address ever reaches a URL this way; so is an earlier outcome.
 */
export function formPage(c: Context<AppEnv>, back: string | undefined): URL | undefined {
  const origin = new URL(c.req.url).origin;
  const url = [c.req.header('referer'), back]
    .map((candidate) => {
      if (!candidate || /^\/[/\\]/.test(candidate)) return undefined;
      try {
        const parsed = new URL(candidate, origin);
        return parsed.origin === origin ? parsed : undefined;
      } catch {
        return undefined;
      }
    })
    .find((parsed) => parsed !== undefined);
  if (!url) return undefined;
  for (const [name, value] of [...url.searchParams]) {
    if (name === OUTCOME_PARAM || value.includes('@') || name.includes('@')) url.searchParams.delete(name);
  }
  url.hash = '';
  return url;
}

/**
 * The page a form was posted from and its storefront and market, resolved from the request as
 * the page's render resolved them (the form carries neither); a page that is no storefront's is
 * a 400.
 */
export function formMarket(c: Context<AppEnv>, back: string | undefined): { page: URL; store: StorefrontCode; market: Market } {
  const page = formPage(c, back);
  const store = page?.pathname.split('/')[1] ?? '';
  if (!page || !isStorefrontCode(store)) throw badRequest('Invalid back: expected a page of a storefront');
  return { page, store, market: applyMarket(c, store) };
}

/** The 303 back to the form's `page` with `outcome` (uncached, as every form answer: app.ts). */
export function seeOther(c: Context<AppEnv>, page: URL, outcome: FormOutcome): Response {
  page.searchParams.set(OUTCOME_PARAM, outcome);
  return c.redirect(`${page.pathname}${page.search}`, 303);
}
