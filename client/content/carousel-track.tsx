// A CMS product carousel's cards (decision 051): the listing's product card in a horizontally
// scrolling list, each reporting impressions and clicks as the `carousel` list. A later part of
// the blocks: its code (and the card's) loads when React hydrates it, not with the page.
import type { FocusEvent } from 'react';
import { ProductCard } from '../catalogue/product-card';
import type { ProductCard as Card } from '../queries/catalogue';

/**
 * Brings the whole card of a focused link into the row: Chrome scrolls a focused element only
 * when it is wholly out of view, so tabbing to the half-shown next card would leave it half shown.
 */
function showFocusedCard(event: FocusEvent<HTMLUListElement>) {
  (event.target as Element).closest('.cms-carousel__item')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

export function CarouselTrack({ products, labelledBy }: { products: Card[]; labelledBy: string | undefined }) {
  return (
    // role="list": a list styled without markers stays a list to Safari's screen reader.
    <ul className="cms-carousel__track" role="list" aria-labelledby={labelledBy} onFocus={showFocusedCard}>
      {products.map((product, i) => (
        <li key={product.sku} className="cms-carousel__item">
          <ProductCard product={product} list="carousel" position={i + 1} />
        </li>
      ))}
    </ul>
  );
}
