// A page's main grid of product cards (names are h2 under the page's h1); while new results
// load the previous ones stay, dimmed and busy. Only the first cards hydrate with the page; each
// of the others is a boundary React hydrates in a later pass (decision 050).
import type { ProductList } from '../analytics/events';
import { ProductCard } from '../catalogue/product-card';
import { Later } from '../components/later';
import type { ProductCard as Card } from '../queries/catalogue';
import './listing.css';

/** The cards above the fold on a phone (two rows of two), also the ones whose images load first. */
const FIRST_CARDS = 4;

export function ProductGrid(props: { products: Card[]; busy?: boolean; label: string; list: ProductList }) {
  return (
    <ul className="product-grid" aria-label={props.label} aria-busy={props.busy || undefined} data-busy={props.busy || undefined}>
      {props.products.map((product, i) => {
        const card = <ProductCard product={product} priority={i < FIRST_CARDS} headingLevel={2} list={props.list} position={i + 1} />;
        // The entry marks items near the viewport (data-near) before React hydrates them, on purpose.
        return (
          <li key={product.sku} suppressHydrationWarning>
            {i < FIRST_CARDS ? card : <Later>{card}</Later>}
          </li>
        );
      })}
    </ul>
  );
}
