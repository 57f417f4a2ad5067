// Product page enhanced blocks (docs/spec/commerce-core.md §2; decision 018). Stories live in the folder
// `pdp-enhanced/` of a content key and target products by their slug:
//   pdp-enhanced/products/{sku}            one product (parent SKU, lower case)
//   pdp-enhanced/collections/{collection}  every product of a collection
//   pdp-enhanced/default                   every other product
// The most specific story wins; a product's collections are tried in the catalogue's order.
// Having none is normal: the product page shows no enhanced blocks and nothing is logged.
import type { EnhancedTarget, Story } from '../../contract/content';

export const PDP_ENHANCED_FOLDER = 'pdp-enhanced';

/** The story for a product among the folder's stories, or undefined when none targets it. */
export function pickEnhancedStory(stories: readonly Story[], target: EnhancedTarget): Story | undefined {
  // Full slugs start with the content key ('uk/pdp-enhanced/default').
  const bySlug = new Map(stories.map((story) => [story.fullSlug.slice(story.fullSlug.indexOf('/') + 1), story]));
  const candidates = [
    `products/${target.sku.toLowerCase()}`,
    ...target.collections.map((collection) => `collections/${collection}`),
    'default',
  ];
  for (const candidate of candidates) {
    const story = bySlug.get(`${PDP_ENHANCED_FOLDER}/${candidate}`);
    if (story) return story;
  }
  return undefined;
}
