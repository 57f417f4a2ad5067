// Catalogue texts: the CMS translations, over English defaults for the keys the product page and
// cards use (so a missing or late translation never shows a raw key).
import { useT } from '../i18n';

const DEFAULTS: Record<string, string> = {
  addToCart: 'Add to cart',
  addedToCart: 'Added to your cart',
  anErrorOcurred: 'Oops, something went wrong',
  selectSize: 'Select your size',
  size: 'Size',
  sizeGuide: 'Size guide',
  close: 'Close',
  outOfStock: 'Sold out',
  lowStock: 'Only a few left',
  inStock: 'In stock',
  composition: 'Composition',
  washingInstructions: 'Care instructions',
  certifications: 'Certifications',
  shippingAndReturns: 'Shipping & returns',
  shippingAndReturnsText: 'Free shipping over {amount}. Return unworn socks within {days} days.',
  sustainability: 'Sustainability',
  recommendations: 'You might also like',
  linkedColours: 'Also available in',
  productDescription: 'Description',
  features: 'Features',
  discount: '-{percentage}%',
  originalPrice: 'Original price',
  price: 'Price',
  home: 'Home',
  loading: 'Loading…',
  readMore: 'Read more',
  badge_new: 'New',
  'badge_last-chance': 'Last chance',
  'badge_low-stock': 'Almost gone',
  'badge_in-stock': 'In stock',
  badge_bestsellers: 'Bestseller',
  'badge_coming-soon': 'Coming soon',
  'badge_gift-idea': 'Gift idea',
};

export function useCatalogueT() {
  const t = useT();
  return (key: string, vars?: Record<string, string | number>) => {
    const text = t(key, vars);
    if (text !== key) return text;
    const fallback = DEFAULTS[key];
    if (fallback === undefined) return key;
    return vars
      ? fallback.replace(/\{(\w+)\}/g, (token, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : token))
      : fallback;
  };
}

export type CatalogueT = ReturnType<typeof useCatalogueT>;

/** Translation key of a stock status. */
export const stockKey = (status: 'in-stock' | 'low-stock' | 'no-stock') =>
  status === 'in-stock' ? 'inStock' : status === 'low-stock' ? 'lowStock' : 'outOfStock';
