// Loader of the product and product diagnostics pages: the product (with recommendations) for
// the storefront and market, plus the CMS content the page shows beside it (size guide, feature
// icons, free-shipping thresholds, shop constants, enhanced blocks). A 404 from the API is the
// router's not-found; missing optional content only leaves its section out.
import { productOptions, type Product } from '../../queries/catalogue';
import { constantsOptions, previewQueryOf, productEnhancedOptions, storyOptions } from '../../queries/content';
import { orNotFound } from '../or-not-found';
import type { LoaderContext } from '../router-context';

export const FEATURE_ICONS_SLUG = 'product-feature-icons';
export const FREE_SHIPPING_SLUG = 'free-shipping-bar';

/** The CMS size guide of a product: kids or adults. */
export const sizeGuideSlug = (product: Pick<Product, 'ageGroup'>) => `size-guides/${product.ageGroup === 'kids' ? 'kids' : 'adults'}`;

/** Loads the product; `withContent` also loads the page's CMS content (not needed by diagnostics). */
export async function loadProduct({ context, location }: LoaderContext, sku: string, withContent = true) {
  const { queryClient, api, bootstrap, market } = context;
  const preview = previewQueryOf(location.searchStr);
  const optional = (promise: Promise<unknown>) => promise.catch(() => undefined);
  const content = withContent
    ? [
        optional(queryClient.ensureQueryData(storyOptions(api, bootstrap.storefront, FEATURE_ICONS_SLUG, preview))),
        optional(queryClient.ensureQueryData(storyOptions(api, bootstrap.storefront, FREE_SHIPPING_SLUG, preview))),
        optional(queryClient.ensureQueryData(constantsOptions(api, bootstrap.storefront, preview))),
      ]
    : [];
  return orNotFound(async () => {
    const detail = await queryClient.ensureQueryData(productOptions(api, bootstrap.storefront, market.get().countryCode, sku));
    if (withContent) {
      await Promise.all([
        ...content,
        optional(queryClient.ensureQueryData(storyOptions(api, bootstrap.storefront, sizeGuideSlug(detail.product), preview))),
        optional(queryClient.ensureQueryData(productEnhancedOptions(api, bootstrap.storefront, detail.product, preview))),
      ]);
    }
    return detail;
  });
}
