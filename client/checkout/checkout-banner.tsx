// The checkout message banner (docs/spec/commerce-core.md §2): the `checkout-message-banner` story shown above
// every checkout step. Optional: without the story nothing shows and nothing is logged.
import { RichText } from '../content/rich-text';
import { str } from '../content/types';
import type { Story } from '../queries/content';
import './checkout-banner.css';

const HEX = /^#([0-9a-f]{6})$/i;

/** Relative luminance (WCAG 2) of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [0, 2, 4].map((i) => parseInt(hex.slice(1 + i, 3 + i), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Editors pick the background; below this luminance white text contrasts more than ink. */
export const isDarkBackground = (hex: string) => luminance(hex) < 0.2;

export function CheckoutBanner({ story }: { story: Story | null | undefined }) {
  if (!story) return null;
  const background = str(story.content.backgroundColor);
  const colour = background && HEX.test(background) ? background : undefined;
  return (
    <aside
      className={`checkout-banner${colour && isDarkBackground(colour) ? ' checkout-banner--dark' : ''}`}
      data-component="checkout_message_banner"
      aria-label={story.name}
      style={colour ? { backgroundColor: colour } : undefined}
    >
      <RichText doc={story.content.message} />
    </aside>
  );
}
