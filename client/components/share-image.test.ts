import { describe, expect, it } from 'vitest';
import { shareImageUrl } from './share-image';

describe('shareImageUrl', () => {
  it('asks the image route for a 1200×630 JPEG of the picture, keeping its other parameters', () => {
    expect(shareImageUrl('https://argyle.test', '/images/products/A.svg?view=pair&width=720')).toBe(
      'https://argyle.test/images/products/A.svg?view=pair&width=1200&height=630&format=jpeg',
    );
  });

  it("gives the shop's own share picture for none or an unusable one", () => {
    expect(shareImageUrl('https://argyle.test', undefined)).toBe('https://argyle.test/share.jpg');
    expect(shareImageUrl('https://argyle.test', 'javascript:alert(1)')).toBe('https://argyle.test/share.jpg');
    expect(shareImageUrl('https://argyle.test', '//evil.test/a.png')).toBe('https://argyle.test/share.jpg');
  });

  it('keeps a CMS image on its own https host', () => {
    expect(shareImageUrl('https://argyle.test', 'https://a.storyblok.com/f/1/hero.jpg')).toBe(
      'https://a.storyblok.com/f/1/hero.jpg?width=1200&height=630&format=jpeg',
    );
  });
});
