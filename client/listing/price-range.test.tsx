import { describe, expect, it } from 'vitest';
import { formatPrice, getMarket } from '../../markets';
import { renderMarkup } from '../content/test-utils';
import { boundsOfFields, currencyAffixes, PriceRange, type PriceRangeProps } from './price-range';

/** The attributes of the first `name` element that has `having`. */
function tagOf(html: string, name: string, having = ''): string[] {
  const tag = [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]).find((t) => t.includes(having));
  return tag?.match(/[\w-]+="[^"]*"/g) ?? [];
}

const props: PriceRangeProps = {
  range: { min: 3, max: 51 },
  chosen: {},
  action: '/uk/adults/socks',
  keep: { colours: 'red', sortBy: 'newest' },
  clearHref: '/uk/adults/socks?colours=red&sortBy=newest',
  apply: () => undefined,
};

describe('price range filter', () => {
  it('renders a GET form of two labelled amount fields in pounds, bounded by the range, that keeps the other parameters', async () => {
    const html = await renderMarkup(<PriceRange {...props} />, '/uk/adults/socks');
    expect(tagOf(html, 'form')).toEqual(expect.arrayContaining(['class="price-range"', 'method="get"', 'action="/uk/adults/socks"']));
    expect(html).toMatch(/<legend>Price <span class="visually-hidden">\(GBP\)<\/span><\/legend>/);
    expect(html).toContain('<input type="hidden" name="colours" value="red"/>');
    expect(html).toContain('<input type="hidden" name="sortBy" value="newest"/>');
    expect(html).not.toContain('name="page"');
    const field = ['type="number"', 'inputMode="decimal"', 'step="any"', 'min="3"', 'max="51"'];
    expect(tagOf(html, 'input', 'name="priceMin"')).toEqual(expect.arrayContaining([...field, 'placeholder="3"']));
    expect(tagOf(html, 'input', 'name="priceMax"')).toEqual(expect.arrayContaining([...field, 'placeholder="51"']));
    // Each field is labelled, with the pound sign before the amount.
    expect(html).toMatch(
      /<label class="price-range-field"><span>Min<\/span><span class="price-range-amount"><span aria-hidden="true">£<\/span><input[^>]*name="priceMin"/,
    );
    expect(html).toMatch(
      /<label class="price-range-field"><span>Max<\/span><span class="price-range-amount"><span aria-hidden="true">£<\/span><input[^>]*name="priceMax"/,
    );
    expect(html).toContain('<button type="submit" class="button">Apply</button>');
    // No range chosen: nothing to clear.
    expect(html).not.toContain('Clear price');
  });

  it('shows the chosen range in the fields and as an active filter with a link that clears it', async () => {
    const html = await renderMarkup(<PriceRange {...props} chosen={{ priceMin: 8, priceMax: 9 }} />, '/uk/adults/socks');
    expect(tagOf(html, 'input', 'name="priceMin"')).toContain('value="8"');
    expect(tagOf(html, 'input', 'name="priceMax"')).toContain('value="9"');
    expect(html).toContain('<span>£8.00 – £9.00</span>');
    expect(html).toMatch(/<a class="link-button" href="\/uk\/adults\/socks\?colours=red&amp;sortBy=newest"[^>]*>Clear price<\/a>/);
  });

  it('shows an open bound as the range’s end', async () => {
    const html = await renderMarkup(<PriceRange {...props} chosen={{ priceMax: 9 }} />, '/uk/adults/socks');
    expect(html).toContain('<span>£3.00 – £9.00</span>');
  });

  it('reads the fields: blank is no bound; a negative, a non-number or min above max is refused', () => {
    expect(boundsOfFields('8', '9')).toEqual({ priceMin: 8, priceMax: 9 });
    expect(boundsOfFields(' ', '9.5')).toEqual({ priceMin: undefined, priceMax: 9.5 });
    expect(boundsOfFields('', '')).toEqual({ priceMin: undefined, priceMax: undefined });
    expect(boundsOfFields('9', '8')).toBeNull();
    expect(boundsOfFields('-1', '')).toBeNull();
    expect(boundsOfFields('x', '')).toBeNull();
  });

  it('places the currency symbol as the market writes it', () => {
    expect(currencyAffixes(formatPrice(0, getMarket('GB')))).toEqual(['£', '']);
    expect(currencyAffixes(formatPrice(0, getMarket('KR')))).toEqual(['₩', '']);
    const [before, after] = currencyAffixes(formatPrice(0, getMarket('DE')));
    expect(before).toBe('');
    expect(after.trim()).toBe('€');
  });
});
