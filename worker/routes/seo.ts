// Found and shared (decision 067): GET /robots.txt, GET /sitemap.xml (the sitemap index) and
// GET /sitemaps/{file}.xml (a storefront's sitemap, worker/seo/sitemaps.ts), all absolute to the
// host asked. Sitemaps come from the edge cache (a CMS publish moves them to a new key); a
// service that fails gives a plain 503 (the copy kept for errors when there is one), never the
// HTML error page.
import { Hono, type Context } from 'hono';
import { cachedAnswer } from '../cache/answer-cache';
import { toAppError } from '../errors';
import { CacheLong, CacheSitemap, cacheHeaders } from '../http/cache-control';
import { robotsTxt } from '../seo/robots';
import { SITEMAP_CONTENT_TYPE, sitemapIndexXml, urlsetStream } from '../seo/sitemap-xml';
import { sitemapEntries, sitemapFiles } from '../seo/sitemaps';
import type { AppEnv } from '../types';

const PLAIN = { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' };
const XML = { 'content-type': SITEMAP_CONTENT_TYPE, 'x-content-type-options': 'nosniff', ...cacheHeaders(CacheSitemap) };
const FILE = /^[a-z0-9-]{1,40}\.xml$/;

/** A sitemap from the edge cache or from `build`; a failing service is a plain-text error. */
function sitemap(c: Context<AppEnv>, build: (origin: string) => Promise<Response>) {
  return cachedAnswer(c, CacheSitemap, [], async () => {
    try {
      return await build(new URL(c.req.url).origin);
    } catch (error) {
      const failure = toAppError(error);
      c.get('log')(failure.status >= 500 ? 'error' : 'warn', 'Sitemap not built', {
        path: c.req.path,
        code: failure.code,
        error: String(error),
      });
      if (failure.retryAfter) c.header('retry-after', String(failure.retryAfter));
      return c.body(failure.message, failure.status, PLAIN);
    }
  });
}

export const seo = new Hono<AppEnv>()
  .get('/robots.txt', (c) => c.body(robotsTxt(new URL(c.req.url).origin), 200, { ...PLAIN, ...cacheHeaders(CacheLong) }))
  .get('/sitemap.xml', (c) =>
    sitemap(c, async (origin) => {
      const files = await sitemapFiles(c.var.services, origin);
      return c.body(sitemapIndexXml(files.map((file) => `${origin}/sitemaps/${file.name}`)), 200, XML);
    }),
  )
  .get('/sitemaps/:file', (c) =>
    sitemap(c, async (origin) => {
      const name = c.req.param('file');
      const entries = FILE.test(name) ? await sitemapEntries(c.var.services, origin, name) : undefined;
      if (!entries) return c.body(`No sitemap: ${name}`, 404, PLAIN);
      return c.body(urlsetStream(entries), 200, XML);
    }),
  );
