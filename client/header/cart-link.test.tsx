import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../content/test-utils';
import { CartBadge, CartLink } from './cart-link';

describe('cart link and badge (docs/spec/storefront-shell.md §2.4, §9.5)', () => {
  it('renders the count but not yet visible on the server (it slides in 500 ms after mount)', async () => {
    const html = await renderMarkup(<CartBadge count={3} />);
    expect(html).toContain('data-visible="false"');
    expect(html).toContain('>3<');
  });
  it('names the link with the item count', async () => {
    const html = await renderMarkup(<CartLink count={2} />);
    expect(html).toContain('href="/uk/checkout/cart"');
    expect(html).toContain('aria-label="Cart, 2 items"');
    expect(await renderMarkup(<CartLink count={0} />)).toContain('aria-label="Cart"');
    expect(await renderMarkup(<CartLink count={1} />)).toContain('aria-label="Cart, 1 item"');
  });
  it('says a cart that could not be loaded is unavailable, never that it is empty', async () => {
    const html = await renderMarkup(<CartLink count="unavailable" />);
    expect(html).toContain('aria-label="Cart: Part of our shop is not answering right now. Please try again in a moment."');
    expect(html).toContain('data-unavailable="true"');
    expect(html).toContain('>!<');
  });
});
