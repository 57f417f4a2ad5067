// A page's main grid of product cards (names are h2 under the page's h1); while new results
// load the previous ones stay, dimmed and busy.
import type { ProductList } from '../analytics/events';
import { ProductCard } from '../catalogue/product-card';
import type { ProductCard as Card } from '../queries/catalogue';
import './listing.css';

export function ProductGrid(props: { products: Card[]; busy?: boolean; label: string; list: ProductList }) {
  return (
    <ul className="product-grid" aria-label={props.label} aria-busy={props.busy || undefined} data-busy={props.busy || undefined}>
      {props.products.map((product, i) => (
        <li key={product.sku}>
          <ProductCard product={product} priority={i < 4} headingLevel={2} list={props.list} position={i + 1} />
        </li>
      ))}
    </ul>
  );
}
