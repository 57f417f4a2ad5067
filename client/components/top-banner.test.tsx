import { describe, expect, it } from 'vitest';
import uk from '../../kv-seed/content/stories/uk/top-banner.json';
import defaults from '../../kv-seed/content/stories/_default/top-banner.json';
import us from '../../kv-seed/content/stories/us/top-banner.json';
import { BANNER_DEFAULT_BACKGROUND, bannerLink, chooseBannerMessage, marqueeDuration } from './top-banner';

describe('top banner', () => {
  it('chooses the market country first, then the storefront code', () => {
    const messages = [
      { key: 'eu', message: 'Storefront message' },
      { key: 'SE', message: 'Sweden message' },
      { key: 'CH', message: 'Swiss message', backgroundColor: '#1F2A44' },
    ];
    expect(chooseBannerMessage(messages, 'SE', 'eu')?.message).toBe('Sweden message');
    expect(chooseBannerMessage(messages, 'DK', 'eu')?.message).toBe('Storefront message');
    expect(chooseBannerMessage(messages, 'DK', 'de')).toBeUndefined();
    expect(chooseBannerMessage(uk.content.messages, 'GB', 'uk')?.key).toBe('GB');
    expect(chooseBannerMessage(defaults.content.messages, 'CH', 'ch')?.message).toMatch(/Switzerland/);
  });

  it('defaults the background to black and only accepts hex colours', () => {
    expect(chooseBannerMessage([{ key: 'GB', message: 'x' }], 'GB', 'uk')?.backgroundColor).toBe(BANNER_DEFAULT_BACKGROUND);
    expect(chooseBannerMessage(us.content.messages, 'US', 'us')?.backgroundColor).toBe('#1F2A44');
    const hostile = [{ key: 'GB', message: 'x', backgroundColor: 'red;background:url(x)' }];
    expect(chooseBannerMessage(hostile, 'GB', 'uk')?.backgroundColor).toBe(BANNER_DEFAULT_BACKGROUND);
  });

  it('skips malformed messages', () => {
    expect(chooseBannerMessage([null, { key: 'GB' }, { key: 'GB', message: '  ' }, 'GB'], 'GB', 'uk')).toBeUndefined();
    expect(chooseBannerMessage(undefined, 'GB', 'uk')).toBeUndefined();
  });

  it('marquee lasts max(length / 7, 10) seconds', () => {
    expect(marqueeDuration('short')).toBe(10);
    expect(marqueeDuration('x'.repeat(70))).toBe(10);
    expect(marqueeDuration('x'.repeat(140))).toBe(20);
    expect(marqueeDuration('x'.repeat(75))).toBeCloseTo(75 / 7);
  });

  it('links to link.cached_url, and to linkUs.cached_url on the us storefront', () => {
    expect(bannerLink(uk.content, 'uk')).toBe('/shipping');
    expect(bannerLink(uk.content, 'us')).toBe('/faq/shipping');
    expect(bannerLink({ link: { cached_url: '/shipping' } }, 'us')).toBe('/shipping');
  });
});
