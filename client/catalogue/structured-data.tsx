// schema.org data for search engines: the Product with one Offer per variant, and the
// BreadcrumbList home → category → product, as <script type="application/ld+json"> carrying
// the page's CSP nonce. The JSON is escaped so no text in it can close the script element.
import { priceFromMinor } from '../../markets';
import type { Product } from '../queries/catalogue';
import { useAppState } from '../state/bootstrap';
import { imageAt } from './images';

const AVAILABILITY = {
  'in-stock': 'https://schema.org/InStock',
  'low-stock': 'https://schema.org/LimitedAvailability',
  'no-stock': 'https://schema.org/OutOfStock',
} as const;

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** JSON for an inline script: `<`, `>` and `&` as unicode escapes (JSON.parse reads them back). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function productJsonLd(product: Product, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    productID: product.id,
    image: product.media.images.map((image) => `${origin}${imageAt(image.url, 1024)}`),
    description: product.description.full,
    brand: { '@type': 'Brand', name: 'Argyle' },
    color: product.color.primary,
    material: product.materials.join(', '),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku,
      name: `${product.name} (${variant.size.label})`,
      price: priceFromMinor(variant.price.final, product.currency),
      priceCurrency: product.currency,
      availability: AVAILABILITY[variant.stockStatus],
      itemCondition: 'https://schema.org/NewCondition',
      url,
    })),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

export function StructuredData({ product, url, crumbs }: { product: Product; url: string; crumbs: readonly Crumb[] }) {
  const { nonce, bootstrap } = useAppState();
  const json = scriptJson([productJsonLd(product, url, bootstrap.origin), breadcrumbJsonLd(crumbs)]);
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      data-structured-data="product"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
