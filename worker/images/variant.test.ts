// The image service's query: spec widths, quality rule, format by Accept, canonical key; and CMS URLs read into it.
import { describe, expect, it } from 'vitest';
import { storyblokQuery } from './storyblok';
import { formatFor, parseVariant, variantKey } from './variant';

const variant = (query: Record<string, string>, accept = '*/*') => {
  const parsed = parseVariant(query, accept);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.variant;
};

describe('image variants', () => {
  it.each([
    [undefined, 720],
    ['1', 90],
    ['90', 90],
    ['91', 320],
    ['320', 320],
    ['321', 720],
    ['720', 720],
    ['1000', 1024],
    ['1025', 1920],
    ['1920', 1920],
    ['2000', 3840],
    ['100000', 3840],
  ])('width %s is served as %i', (width, expected) => {
    expect(variant(width === undefined ? {} : { width }).width).toBe(expected);
  });

  it('quality is 60 above 720 wide, else 70; an explicit one wins', () => {
    expect(variant({ width: '320' }).quality).toBe(70);
    expect(variant({ width: '720' }).quality).toBe(70);
    expect(variant({ width: '1024' }).quality).toBe(60);
    expect(variant({ width: '3840' }).quality).toBe(60);
    expect(variant({ width: '1024', quality: '90' }).quality).toBe(90);
    expect(variant({ width: '90', quality: '1' })).toMatchObject({ width: 90, quality: 1 });
  });

  it.each([
    ['image/avif,image/webp,image/apng,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/avif;q=0, image/webp;q=0.9', 'webp'],
    ['image/png,*/*', 'jpeg'],
    ['', 'jpeg'],
    [null, 'jpeg'],
  ])('Accept %s: %s', (accept, format) => {
    expect(formatFor(accept)).toBe(format);
  });

  it('offers only the configured formats (IMAGE_FORMATS), JPEG always', () => {
    expect(formatFor('image/avif,image/webp,*/*', ['webp', 'jpeg'])).toBe('webp');
    expect(formatFor('image/avif,*/*', ['webp', 'jpeg'])).toBe('jpeg');
    expect(variant({ format: 'avif' }, 'image/webp').format).toBe('avif');
  });

  it('an explicit format wins; png and jpg become (progressive) jpeg; auto follows Accept', () => {
    expect(variant({ format: 'webp' }, 'image/avif').format).toBe('webp');
    expect(variant({ format: 'PNG' }, 'image/avif').format).toBe('jpeg');
    expect(variant({ format: 'jpg' }, 'image/avif').format).toBe('jpeg');
    expect(variant({ format: 'auto' }, 'image/avif').format).toBe('avif');
  });

  it('takes a background colour in hex, with or without #', () => {
    expect(variant({ 'bg-color': 'FFF' }).background).toBe('#ffffff');
    expect(variant({ 'bg-color': '#1a2b3c' }).background).toBe('#1a2b3c');
  });

  it('crops only the share card, 1200x630', () => {
    expect(variant({ width: '1200', height: '630', format: 'jpeg' })).toEqual({ width: 1200, height: 630, quality: 60, format: 'jpeg' });
    expect(parseVariant({ width: '1200', height: '600' }, '')).toEqual({ ok: false, error: 'Invalid height: only 1200x630' });
  });

  it.each([
    { width: 'abc' },
    { width: '0' },
    { width: '1.5' },
    { quality: '0' },
    { quality: '101' },
    { format: 'gif' },
    { 'bg-color': 'blue' },
  ])('refuses %o', (query) => {
    expect(parseVariant(query, '*/*')).toMatchObject({ ok: false, error: expect.stringMatching(/^Invalid /) });
  });

  it('has one canonical key per variant, whatever else the query holds', () => {
    const a = variant({ width: '1000', quality: '55', utm_source: 'x' }, 'image/webp');
    const b = variant({ utm_campaign: 'y', quality: '55', width: '1024' }, 'image/webp,*/*');
    expect(variantKey(a)).toBe('w=1024&q=55&f=webp');
    expect(variantKey(b)).toBe(variantKey(a));
    expect(variantKey(variant({ width: '1024', quality: '55' }, 'image/avif'))).toBe('w=1024&q=55&f=avif');
    expect(variantKey(variant({ width: '1200', height: '630', 'bg-color': 'fff' }))).toBe('w=1200&h=630&q=60&f=jpeg&bg=ffffff');
  });
});

describe('Storyblok-style CMS image URLs', () => {
  it.each([
    [undefined, undefined, {}],
    ['0x0', undefined, {}],
    ['720x0', undefined, { width: '720' }],
    ['1600x0', 'filters:quality(60):format(webp)', { width: '1600', quality: '60', format: 'webp' }],
    ['320x0', 'filters:fill(FFFFFF):blur(3)', { width: '320', 'bg-color': 'FFFFFF' }],
    ['320x0', 'filters:fill(transparent)', { width: '320' }],
  ])('/m/%s/%s reads as %o', (size, filters, query) => {
    expect(storyblokQuery(size, filters)).toEqual({ ok: true, query });
  });

  it.each([
    ['720x300', undefined],
    ['big', undefined],
    ['720x0', 'quality(60)'],
    ['720x0', 'filters:quality(60'],
  ])('refuses /m/%s/%s', (size, filters) => {
    expect(storyblokQuery(size, filters)).toMatchObject({ ok: false });
  });
});
