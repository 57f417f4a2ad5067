import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../content/test-utils';
import { CartUnavailable } from './cart-unavailable';

describe('a cart that could not be loaded', () => {
  it('shows the temporarily-unavailable texts and a retry button, not the empty basket', async () => {
    const html = await renderMarkup(<CartUnavailable />);
    expect(html).toContain('<h2>This page is temporarily unavailable</h2>');
    expect(html).toContain('<p>Part of our shop is not answering right now. Please try again in a moment.</p>');
    expect(html).toMatch(/<button type="button" class="basket-button">Try again<\/button>/);
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('Your cart is empty');
  });
});
