// The product page's enhanced blocks (docs/spec/commerce-core.md §2; decision 018): a CMS story chosen for the
// product by SKU, collection or default. Optional: without one the section is left out.
import { Blocks } from '../content/blocks';
import { str } from '../content/types';
import type { Story } from '../queries/content';

export function ProductEnhanced({ story }: { story: Story | null | undefined }) {
  if (!story) return null;
  const title = str(story.content.title);
  return (
    <section
      className="product-enhanced"
      data-component="pdp_enhanced"
      data-story={story.fullSlug}
      aria-labelledby={title ? 'product-enhanced-title' : undefined}
    >
      {title ? (
        <h2 id="product-enhanced-title" className="product-enhanced__title">
          {title}
        </h2>
      ) : null}
      <Blocks blocks={story.content.body} />
    </section>
  );
}
