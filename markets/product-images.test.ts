import { describe, expect, it } from 'vitest';
import { clampImageWidth, IMAGE_WIDTHS, imageQuality } from './product-images';

describe('product image rules (docs/spec/commerce-core.md §9)', () => {
  it('applies the quality rules', () => {
    expect(imageQuality(320)).toBe(70);
    expect(imageQuality(720)).toBe(70);
    expect(imageQuality(1024)).toBe(60);
    expect(imageQuality(3840)).toBe(60);
    expect(imageQuality(320, 1)).toBe(1);
    expect(imageQuality(1920, 85)).toBe(85);
  });

  it('clamps widths to the allowed list', () => {
    expect([...IMAGE_WIDTHS]).toEqual([320, 720, 1024, 1920, 3840]);
    expect(clampImageWidth(1)).toBe(320);
    expect(clampImageWidth(320)).toBe(320);
    expect(clampImageWidth(321)).toBe(720);
    expect(clampImageWidth(1000)).toBe(1024);
    expect(clampImageWidth(1920)).toBe(1920);
    expect(clampImageWidth(2000)).toBe(3840);
    expect(clampImageWidth(10_000)).toBe(3840);
    expect(clampImageWidth(Number.NaN)).toBe(720);
    expect(clampImageWidth(-5)).toBe(720);
  });
});
