// What listing and search pages need of a product: a small card, not the whole record, so a
// page of 64 products stays light in the dehydrated page state.
import type { ProductCard } from '../../contract/catalogue';
import type { CardProduct } from '../upstreams/search/schemas';

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
    placeholder: image?.placeholder,
    price: p.price,
    currency: p.currency,
    discountPercentage: p.discount.percentage,
    badges: p.badges,
    stockStatus: p.stockStatus,
    colours: p.colours,
    sizes: p.availableSizes,
  };
}
