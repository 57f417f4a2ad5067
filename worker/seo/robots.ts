// robots.txt (decision 067): crawlers may read every storefront, but not the API, checkout
// steps, search results or listing variations (a filter, price range or sort: the parameters of
// markets/seo.ts, which also makes those pages `noindex, follow`); the sitemap index by absolute
// URL. Patterns use the `*` and `$` that Google, Bing and the robots.txt RFC (9309) read.
import { LISTING_VARIATION_PARAMS, SEARCH_SEGMENT, STOREFRONT_CODES } from '../../markets';

/** Route segments no crawler needs: the shopper's checkout steps and search results. */
const CLOSED_SEGMENTS = ['checkout', SEARCH_SEGMENT];

/** A route and everything under it, but not a category whose slug merely starts with its name. */
const closed = (path: string) => [`Disallow: ${path}$`, `Disallow: ${path}/`, `Disallow: ${path}?`];

/** The robots.txt of a host. */
export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', ...STOREFRONT_CODES.map((code) => `Allow: /${code}/`), 'Disallow: /api/'];
  for (const code of STOREFRONT_CODES) for (const segment of CLOSED_SEGMENTS) lines.push(...closed(`/${code}/${segment}`));
  for (const name of LISTING_VARIATION_PARAMS) lines.push(`Disallow: /*?${name}=`, `Disallow: /*&${name}=`);
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
