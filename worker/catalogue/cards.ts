// What listing and search pages need of a product: a small card, not the whole record, so a
// page of 64 products stays light in the dehydrated page state.
import type { CardProduct } from '../upstreams/search/schemas';

export interface ProductCard {
  id: string;
  sku: string;
  name: string;
  slug: string;
  image: string;
  imageAlt: string;
  backgroundColor: string | undefined;
  price: { original: number; final: number };
  currency: string;
  discountPercentage: number;
  badges: string[];
  stockStatus: 'in-stock' | 'low-stock' | 'no-stock';
  colours: string[];
  sizes: string[];
}

export function toProductCard(p: CardProduct): ProductCard {
  const image = p.media.images[0];
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    slug: p.slug,
    image: p.media.hero.small,
    imageAlt: image?.alt ?? p.name,
    backgroundColor: image?.backgroundColor,
    price: p.price,
    currency: p.currency,
    discountPercentage: p.discount.percentage,
    badges: p.badges,
    stockStatus: p.stockStatus,
    colours: p.colours,
    sizes: p.availableSizes,
  };
}
