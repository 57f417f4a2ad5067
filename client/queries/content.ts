// Content queries: one builder per content item, the storefront (and preview flags) in every key.
import { queryOptions } from '@tanstack/react-query';
import type { Story } from '../../worker/upstreams/content/schemas';
import { ApiError, getJson, type ApiFetch } from './api';
import { STALE_TIME_MS } from './query-client';

/** Stories as the content API answers them (the worker's domain type, imported as a type only). */
export type { Story } from '../../worker/upstreams/content/schemas';

export interface Layout {
  navigation: Story;
  footer: Story;
  topBanner: Story;
  newsletter: Story;
}

/** Preview flags carried from the page URL to the content API (`bust`, release, editor). */
export type PreviewQuery = string;

/** The flags, and the visual editor's signature that lets the worker honour them (docs/decisions/014). */
const PREVIEW_PARAMS = [
  'bust',
  '_storyblok_release',
  '_storyblok',
  '_storyblok_tk[space_id]',
  '_storyblok_tk[timestamp]',
  '_storyblok_tk[token]',
] as const;

/** The preview part of a page's query string, e.g. '?_storyblok_release=12' or ''. */
export function previewQueryOf(searchStr: string): PreviewQuery {
  const from = new URLSearchParams(searchStr);
  const to = new URLSearchParams();
  for (const name of PREVIEW_PARAMS) {
    const value = from.get(name);
    if (value !== null) to.set(name, value);
  }
  const s = to.toString();
  return s ? `?${s}` : '';
}

/** Content changes rarely; the spec's stale time is one hour. */
const staleTime = STALE_TIME_MS;

export const layoutOptions = (api: ApiFetch, storefront: string, preview: PreviewQuery = '') =>
  queryOptions({
    queryKey: ['content', storefront, 'layout', preview],
    queryFn: () => getJson<Layout>(api, `/api/content/${storefront}/layout${preview}`),
    staleTime,
  });

export const storyOptions = (api: ApiFetch, storefront: string, slug: string, preview: PreviewQuery = '') =>
  queryOptions({
    queryKey: ['content', storefront, 'story', slug, preview],
    queryFn: async () => (await getJson<{ story: Story }>(api, `/api/content/${storefront}/stories/${slug}${preview}`)).story,
    staleTime,
  });

/** A story whose absence is normal (e.g. 'checkout-message-banner'): null when there is none. */
export const optionalStoryOptions = (api: ApiFetch, storefront: string, slug: string, preview: PreviewQuery = '') =>
  queryOptions({
    queryKey: ['content', storefront, 'optional-story', slug, preview],
    queryFn: async () => {
      try {
        return (await getJson<{ story: Story }>(api, `/api/content/${storefront}/stories/${slug}${preview}`)).story;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime,
  });

/** The product page's enhanced blocks story for a product (decision 018), or null. */
export const productEnhancedOptions = (
  api: ApiFetch,
  storefront: string,
  product: { sku: string; collections: readonly string[] },
  preview: PreviewQuery = '',
) => {
  const search = new URLSearchParams(preview);
  if (product.collections.length > 0) search.set('collections', product.collections.join(','));
  const query = search.size > 0 ? `?${search}` : '';
  return queryOptions({
    queryKey: ['content', storefront, 'pdp-enhanced', product.sku, product.collections, preview],
    queryFn: async () =>
      (await getJson<{ story: Story | null }>(api, `/api/content/${storefront}/pdp-enhanced/${encodeURIComponent(product.sku)}${query}`))
        .story,
    staleTime,
  });
};

export const sharedContentOptions = (api: ApiFetch, storefront: string, preview: PreviewQuery = '') =>
  queryOptions({
    queryKey: ['content', storefront, 'shared', preview],
    queryFn: async () => (await getJson<{ stories: Story[] }>(api, `/api/content/${storefront}/shared${preview}`)).stories,
    staleTime,
  });

export const translationsOptions = (api: ApiFetch, storefront: string, preview: PreviewQuery = '') =>
  queryOptions({
    queryKey: ['content', storefront, 'translations', preview],
    queryFn: async () =>
      (await getJson<{ locale: string; translations: Record<string, string> }>(api, `/api/content/${storefront}/translations${preview}`))
        .translations,
    staleTime,
  });

/** Shop constants (datasource 'constants'): strings such as returnDays or freeShippingDefault. */
export const constantsOptions = (api: ApiFetch, storefront: string, preview: PreviewQuery = '') =>
  queryOptions({
    queryKey: ['content', storefront, 'constants', preview],
    queryFn: async () =>
      (await getJson<{ constants: Record<string, string> }>(api, `/api/content/${storefront}/constants${preview}`)).constants,
    staleTime,
  });
