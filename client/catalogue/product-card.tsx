// A product card for grids (listings, search, recommendations): image with a blurred
// placeholder behind it, name, price (original struck through when discounted), badges and
// stock, all one link to the product page: a plain anchor, which card-links.ts makes a
// client-side navigation (decision 041).
import { useRef } from 'react';
import type { ProductList } from '../analytics/events';
import { useProductImpression } from '../analytics/use-product-impressions';
import { storefrontPath } from '../components/storefront-link';
import { useAppState } from '../state/bootstrap';
import type { ProductCard as Card } from '../queries/catalogue';
import { Badges, StockStatus } from './badges';
import { CARD_LINK_CLASS } from './card-links';
import { imageAt, imageHeight, imageSrcSet, placeholderStyle } from './images';
import { imageSizes } from '../styles/breakpoints';
import { Price } from './price';
import './catalogue.css';

const CARD_WIDTH = 720;
const CARD_SIZES = imageSizes(
  [
    ['desktop', '340px'],
    ['tablet', '25vw'],
    ['phablet', '33vw'],
  ],
  '50vw',
);

interface Props {
  product: Card;
  /** Above the fold: load eagerly. */
  priority?: boolean;
  /** Heading level of the name: h2 in a page's main grid, h3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** The list it is shown in, for impressions and clicks; none: not reported. */
  list?: ProductList;
  /** 1-based place in that list. */
  position?: number;
}

export function ProductCard({ product, priority = false, headingLevel = 3, list, position = 0 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ref = useRef<HTMLElement>(null);
  useProductImpression(ref, product, list, position);
  const { storefront } = useAppState().bootstrap;
  const src = imageAt(product.image, CARD_WIDTH);
  return (
    <article ref={ref} className="product-card" data-sku={product.sku} data-stock={product.stockStatus}>
      <a href={storefrontPath(storefront, `/product/${encodeURIComponent(product.sku)}`)} className={CARD_LINK_CLASS}>
        <div className="product-card__media" style={placeholderStyle(product.placeholder, product.backgroundColor)}>
          {src ? (
            <img
              className="product-card__image"
              src={src}
              srcSet={imageSrcSet(product.image, 1024)}
              sizes={CARD_SIZES}
              width={CARD_WIDTH}
              height={imageHeight(CARD_WIDTH)}
              alt={product.imageAlt}
              loading={priority ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={priority ? 'high' : undefined}
            />
          ) : null}
          <Badges badges={product.badges} className="product-card__badges" />
        </div>
        <Heading className="product-card__name">{product.name}</Heading>
      </a>
      <Price price={product.price} currency={product.currency} className="product-card__price" />
      <StockStatus status={product.stockStatus} className="product-card__stock" />
    </article>
  );
}
