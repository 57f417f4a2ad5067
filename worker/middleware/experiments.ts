// Split tests at the edge (docs/decisions/039). On a storefront's page GETs, the visitor's
// assignment in each experiment running there: a valid one from the experiment cookie is kept,
// anything else is drawn (traffic share, then weight). It goes on the request context before the
// edge cache's lookup, so the page key, the server render and the page state all see it.
// The cookie is set on the way out, after the edge cache has answered or stored the page: a
// stored copy never carries one, and a hit still gives a new visitor theirs.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { pageMetaOf, readCookie } from '../../markets';
import {
  assignVariants,
  EXPERIMENT_COOKIE,
  EXPERIMENT_COOKIE_MAX_AGE,
  NO_EXPERIMENTS,
  pageExperiments,
  runningExperiments,
  type PageExperiments,
} from '../../markets/experiments';
import type { AppEnv } from '../types';

/**
 * The Set-Cookie value: Secure and SameSite=Strict (docs/spec/commerce-core.md §9), 180 days, for every path.
 * Not HttpOnly: after a client-side navigation the browser reads it (decision 039).
 */
export const experimentCookie = (value: string) =>
  `${EXPERIMENT_COOKIE}=${value}; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE}; Path=/; Secure; SameSite=Strict`;

export const experiments = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET') return next();
  const running = runningExperiments(c.req.path.split('/')[1] ?? '', c.get('config').experiments);
  if (running.length === 0) return next();
  const { variants, cookie } = assignVariants(running, readCookie(c.req.header('cookie') ?? '', EXPERIMENT_COOKIE));
  c.set('experiments', pageExperiments(running, variants, pageMetaOf(c.req.path).type));
  await next();
  if (cookie === undefined) return;
  try {
    c.res.headers.append('set-cookie', experimentCookie(cookie));
  } catch {
    // A fetched answer's headers are immutable: copy it first.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append('set-cookie', experimentCookie(cookie));
  }
});

/** The request's split tests as the page shows them; none outside a page of a storefront where one runs. */
export const experimentsOf = (c: Context<AppEnv>): PageExperiments => c.get('experiments') ?? NO_EXPERIMENTS;

/**
 * The part of a page's cache key that the experiments decide: the assignments shown on it, e.g.
 * `~pdp-buy-box-first:control`; '' where no running experiment touches the page (its key is unchanged).
 */
export function experimentKeyPart(c: Context<AppEnv>): string {
  const shown = Object.entries(experimentsOf(c).variants);
  return shown.length === 0 ? '' : `~${shown.map(([id, variant]) => `${id}:${variant}`).join('.')}`;
}
