// Catalogue helpers and the product card: image URLs, linked-colour names, feature icons with
// their default, script-safe JSON, and the card's markup (lazy sized image, struck-through price).
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../content/test-utils';
import type { ProductCard as Card } from '../queries/catalogue';
import { featureIconsFor } from './feature-icons';
import { imageAt, imageSrcSet, placeholderStyle } from './images';
import { linkedColourOf, linkedColours } from './linked-colours';
import { ProductCard } from './product-card';
import { scriptJson } from './structured-data';

describe('product image URLs', () => {
  it('sets the width and keeps other parameters', () => {
    expect(imageAt('/images/products/A/single?view=pair', 320)).toBe('/images/products/A/single?view=pair&width=320');
    expect(imageAt('/images/products/A/single?width=720', 1024)).toBe('/images/products/A/single?width=1024');
  });

  it('lists the spec widths in a srcset, up to a maximum', () => {
    expect(imageSrcSet('/images/products/A/single', 1024)).toBe(
      '/images/products/A/single?width=320 320w, /images/products/A/single?width=720 720w, /images/products/A/single?width=1024 1024w',
    );
    expect(imageSrcSet('/images/products/A/single')?.split(', ')).toHaveLength(5);
  });

  it('builds each srcset entry as the image at that width, other parameters kept, width last', () => {
    expect(imageSrcSet('/images/products/A/single?width=90&view=pair&q=a%20b', 720)).toBe(
      '/images/products/A/single?view=pair&q=a+b&width=320 320w, /images/products/A/single?view=pair&q=a+b&width=720 720w',
    );
    expect(imageSrcSet('/images/products/A/single?view=pair', 720)?.split(', ')).toEqual(
      [320, 720].map((w) => `${imageAt('/images/products/A/single?view=pair', w)} ${w}w`),
    );
  });

  it('inlines the blurred placeholder, a data URI, and nothing else', () => {
    expect(placeholderStyle('data:image/webp;base64,UklGR', '#f5e1e1')).toEqual({
      '--placeholder': 'url("data:image/webp;base64,UklGR")',
      backgroundColor: '#f5e1e1',
    });
    expect(placeholderStyle('/images/products/A/single?width=90')).toEqual({});
    expect(placeholderStyle(undefined, 'red;x')).toEqual({});
  });

  it('ignores anything but site-relative URLs', () => {
    expect(imageAt('https://evil.example/x.svg', 320)).toBe('');
    expect(imageAt('//evil.example/x.svg', 320)).toBe('');
    expect(imageSrcSet('javascript:alert(1)')).toBeUndefined();
  });
});

describe('linked colours', () => {
  it('reads the colour from the SKU after the design’s shared prefix', () => {
    expect(linkedColourOf('ARG-MARINA-TRIANGLE-BURGUNDY', 'ARG-MARINA-TRIANGLE-RED')).toEqual({ name: 'red', hex: '#D7262E' });
    expect(linkedColourOf('ARG-CITY-BLUE', 'ARG-CITY-BLACK')).toEqual({ name: 'black', hex: '#000000' });
  });

  it('maps aliases and abbreviations to the colour table', () => {
    expect(linkedColourOf('ARG-X-RED', 'ARG-X-NAVY')?.name).toBe('navy blue');
    expect(linkedColourOf('ARG-X-RED', 'ARG-X-MULTI')?.name).toBe('multicolour');
    expect(linkedColourOf('ARG-X-RED', 'ARG-X-TURQ')?.name).toBe('turquoise');
  });

  it('skips linked products with an unknown colour instead of showing a blank swatch (docs/spec/commerce-core.md §5)', () => {
    expect(linkedColourOf('ARG-X-RED', 'ARG-X-PLAID')).toBeUndefined();
    expect(linkedColours({ sku: 'ARG-X-RED', linkedProducts: ['ARG-X-PLAID', 'ARG-X-NAVY', 'ARG-X-ZZ'] })).toEqual([
      { sku: 'ARG-X-NAVY', name: 'navy blue', hex: '#1F2A44' },
    ]);
    expect(linkedColours({ sku: 'ARG-X-RED', linkedProducts: ['ARG-X-PLAID'] })).toEqual([]);
  });
});

describe('feature icons', () => {
  const content = {
    icons: [
      { key: 'cotton', url: '/images/icons/cotton.svg', alt: 'Soft cotton' },
      { key: 'evil', url: 'javascript:alert(1)', alt: 'x' },
    ],
    defaultIcon: { url: '/images/icons/default.svg', alt: 'Argyle quality' },
  };

  it('uses the CMS icon per key and the default icon for a missing key', () => {
    expect(featureIconsFor(content, ['cotton', 'heel-grip'])).toEqual([
      { key: 'cotton', url: '/images/icons/cotton.svg', alt: 'Soft cotton', isDefault: false },
      { key: 'heel-grip', url: '/images/icons/default.svg', alt: 'Heel grip', isDefault: true },
    ]);
  });

  it('drops unsafe icon URLs and survives malformed content', () => {
    expect(featureIconsFor(content, ['evil'])[0]?.url).toBe('/images/icons/default.svg');
    expect(featureIconsFor(null, ['cotton'])).toEqual([]);
  });
});

describe('script-safe JSON', () => {
  it('cannot close the script element and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & more' };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('ProductCard', () => {
  const card: Card = {
    id: 'p-1',
    sku: 'ARG-TEST-RED',
    name: 'Test Socks – Red',
    slug: 'test-socks-red',
    image: '/images/products/ARG-TEST-RED/single?v=1&width=720',
    imageAlt: 'Test Socks – Red, packshot',
    backgroundColor: '#f5e1e1',
    placeholder: 'data:image/webp;base64,UklGRhwBAABXRUJQ',
    price: { original: 1295, final: 995 },
    currency: 'GBP',
    discountPercentage: 23,
    badges: ['new', 'in-stock'],
    stockStatus: 'low-stock',
    colours: ['red'],
    sizes: ['36-40'],
  };

  it('links to the product page with a lazy, sized image on its blurred placeholder', async () => {
    const html = await renderMarkup(<ProductCard product={card} />);
    expect(html).toContain('href="/uk/product/ARG-TEST-RED"');
    expect(html).toMatch(/<img[^>]*width="720"[^>]*height="900"/);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="Test Socks – Red, packshot"');
    expect(html).toContain('--placeholder:url(&quot;data:image/webp;base64,UklGRhwBAABXRUJQ&quot;)');
    expect(html).toContain(
      'srcSet="/images/products/ARG-TEST-RED/single?v=1&amp;width=320 320w, /images/products/ARG-TEST-RED/single?v=1&amp;width=720 720w, /images/products/ARG-TEST-RED/single?v=1&amp;width=1024 1024w"',
    );
    expect(html).toContain('decoding="async"');
    expect(html).not.toContain('fetchPriority');
    expect(html).toContain('background-color:#f5e1e1');
  });

  it('shows the final price, the original struck through, the discount, badges and stock', async () => {
    const html = await renderMarkup(<ProductCard product={card} priority />);
    expect(html).toContain('£9.95');
    expect(html).toMatch(/<s class="price__original">.*£12.95<\/s>/);
    expect(html).toContain('-23%');
    expect(html).toContain('data-badge="new">New<');
    expect(html).not.toContain('data-badge="in-stock"');
    expect(html).toContain('data-stock="low-stock"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });
});
