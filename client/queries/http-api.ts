// The browser's Api: each call is HTTP to the worker's `/api` route over the same service,
// answered as JSON and read back as the service's own type.
import { ApiError } from '../../contract/api-error';
import { getJson, type Answer, type Api, type ApiFetch } from './api';
import { createHttpShopperApi } from './http-shopper-api';
import { createHttpMarketApi } from './market';

type Content = Api['content'];
type Catalogue = Api['catalogue'];

const qs = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
};

/** A page's preview flags (a query string such as '?bust=…') plus other parameters. */
const withPreview = (preview: string | undefined, params: Record<string, string>) => {
  const search = new URLSearchParams(preview);
  for (const [k, v] of Object.entries(params)) search.set(k, v);
  return search.size > 0 ? `?${search}` : '';
};

export function createHttpApi(fetch: ApiFetch): Api {
  const content = (storefront: string, path: string, preview = '') => `/api/content/${storefront}/${path}${preview}`;
  const catalogue = (storefront: string, path: string) => `/api/catalogue/${storefront}/${path}`;
  return {
    ...createHttpShopperApi(fetch),
    market: createHttpMarketApi(fetch),
    content: {
      layout: (storefront, preview) => getJson<Answer<Content['layout']>>(fetch, content(storefront, 'layout', preview)),
      story: async (storefront, slug, preview) =>
        (await getJson<{ story: Answer<Content['story']> }>(fetch, content(storefront, `stories/${slug}`, preview))).story,
      optionalStory: async (storefront, slug, preview) => {
        try {
          return (await getJson<{ story: Answer<Content['story']> }>(fetch, content(storefront, `stories/${slug}`, preview))).story;
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      productEnhanced: async (storefront, product, preview) => {
        const query = withPreview(preview, product.collections.length > 0 ? { collections: product.collections.join(',') } : {});
        const path = `/api/content/${storefront}/pdp-enhanced/${encodeURIComponent(product.sku)}${query}`;
        return (await getJson<{ story: Answer<Content['productEnhanced']> }>(fetch, path)).story;
      },
      sharedContent: async (storefront, preview) =>
        (await getJson<{ stories: Answer<Content['sharedContent']> }>(fetch, content(storefront, 'shared', preview))).stories,
      translations: (storefront, preview) => getJson<Answer<Content['translations']>>(fetch, content(storefront, 'translations', preview)),
      constants: async (storefront, preview) =>
        (await getJson<{ constants: Answer<Content['constants']> }>(fetch, content(storefront, 'constants', preview))).constants,
      categories: async (storefront, preview) =>
        (await getJson<{ categories: Answer<Content['categories']> }>(fetch, content(storefront, 'categories', preview))).categories,
      segments: (storefront, preview) => getJson<Answer<Content['segments']>>(fetch, content(storefront, 'segments', preview)),
    },
    catalogue: {
      listing: (storefront, country, slugs, params = {}) =>
        getJson<Answer<Catalogue['listing']>>(fetch, catalogue(storefront, `listing/${slugs}${qs({ country, ...params })}`)),
      search: (storefront, country, term, page, price = {}) =>
        getJson<Answer<Catalogue['search']>>(fetch, catalogue(storefront, `search${qs({ country, term, page, ...price })}`)),
      suggest: (storefront, country, term, limit) =>
        getJson<Answer<Catalogue['suggest']>>(fetch, catalogue(storefront, `suggest${qs({ country, term, limit })}`)),
      product: (storefront, country, sku) =>
        getJson<Answer<Catalogue['product']>>(fetch, catalogue(storefront, `product/${encodeURIComponent(sku)}${qs({ country })}`)),
    },
  };
}

/** The browser's one Api, over the page's own origin. */
export const browserApi: Api = createHttpApi((path, init) => fetch(path, init));
