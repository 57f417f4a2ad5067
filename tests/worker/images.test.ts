// The image service (decision 068) against real transforms: the Images binding of the Vitest
// pool (sharp) reads the original from R2, shot from the seeded drawing on first request, and
// writes the variant; the bytes are decoded again by the binding to check them.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { drawingVersion, ORIGINAL_WIDTH, productDrawing } from '../../worker/catalogue/sock-image';
import { productKey, putOriginal } from '../../worker/images/originals';
import { ImageServiceError, outputOptions, transformImage } from '../../worker/images/transform';
import { parseVariant } from '../../worker/images/variant';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { ORIGIN } from './fetch';

beforeAll(seedTestCatalogue);

const product = catalogue.find((p) => p.sku === 'ARG-BRIGHTON-STRIPE-WHITE') ?? catalogue[0]!;
const single = product.media.images[0]!.url;
const pair = product.media.images[1]!.url;

const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';

interface Answer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
}

async function fetchImage(path: string, accept = AVIF, bindings: Env = env): Promise<Answer> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { accept } }), bindings, ctx);
  const bytes = new Uint8Array(await res.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { status: res.status, headers: res.headers, bytes };
}

/** The binding's own decoding of an answer: type, width and height (a raster has them). */
const decoded = async (bytes: Uint8Array) =>
  (await env.IMAGES.info(new Blob([bytes]).stream())) as { format: string; width?: number; height?: number };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

describe('product photos', () => {
  it('shoots a seeded product once into R2 as a PNG original, under the version its URL carries', async () => {
    await fetchImage(`${single}&width=320`);
    const original = await env.IMAGE_ORIGINALS.get(productKey(product.sku, 'single'));
    expect(original?.httpMetadata?.contentType).toBe('image/png');
    const version = drawingVersion(productDrawing(product, 'single'));
    expect(original?.customMetadata?.version).toBe(version);
    expect(single).toBe(`/images/products/${product.sku}/single?v=${version}`);
    const bytes = new Uint8Array(await original!.arrayBuffer());
    expect(await decoded(bytes)).toMatchObject({ format: 'image/png', width: ORIGINAL_WIDTH, height: ORIGINAL_WIDTH * 1.25 });
  });

  it.each([
    [AVIF, 'image/avif'],
    [WEBP, 'image/webp'],
    ['image/png,image/*;q=0.8', 'image/jpeg'],
    ['*/*', 'image/jpeg'],
    ['image/avif;q=0,image/webp', 'image/webp'],
  ])('Accept %s gets %s, with Vary: Accept', async (accept, type) => {
    const res = await fetchImage(`${single}&width=320`, accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await decoded(res.bytes)).format).toBe(type);
    if (type === 'image/avif') expect(ascii(res.bytes, 4, 12)).toBe('ftypavif');
    if (type === 'image/webp') expect([ascii(res.bytes, 0, 4), ascii(res.bytes, 8, 12)]).toEqual(['RIFF', 'WEBP']);
    if (type === 'image/jpeg') expect([...res.bytes.slice(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('an explicit format wins over Accept; PNG asks become JPEG', async () => {
    expect((await fetchImage(`${single}&width=320&format=webp`, AVIF)).headers.get('content-type')).toBe('image/webp');
    expect((await fetchImage(`${single}&width=320&format=png`, AVIF)).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetchImage(`${single}&width=320&format=jpg`, AVIF)).headers.get('content-type')).toBe('image/jpeg');
  });

  it.each([
    ['', 720],
    ['&width=320', 320],
    ['&width=500', 720],
    ['&width=1000', 1024],
    // Never enlarged: the original is 1440 wide.
    ['&width=1920', ORIGINAL_WIDTH],
    ['&width=5000', ORIGINAL_WIDTH],
    ['&width=90&quality=1', 90],
  ])('%s decodes %i px wide, 4:5', async (query, width) => {
    const res = await fetchImage(`${single}${query}`, WEBP);
    expect(res.status).toBe(200);
    expect(await decoded(res.bytes)).toMatchObject({ width, height: Math.round(width * 1.25) });
  });

  it('crops the share card (og:image) to 1200x630 JPEG', async () => {
    const res = await fetchImage(`${single}&width=1200&height=630&format=jpeg`, AVIF);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(await decoded(res.bytes)).toMatchObject({ format: 'image/jpeg', width: 1200, height: 630 });
  });

  it('the pair view is another photo', async () => {
    const a = await fetchImage(`${single}&width=320`, WEBP);
    const b = await fetchImage(`${pair}&width=320`, WEBP);
    expect(b.status).toBe(200);
    expect(b.bytes).not.toEqual(a.bytes);
  });

  it('a background colour is applied and changes nothing else', async () => {
    const res = await fetchImage(`${single}&width=320&bg-color=fafafa`, WEBP);
    expect(res.status).toBe(200);
    expect((await decoded(res.bytes)).width).toBe(320);
  });
});

describe('the options production receives', () => {
  // The local binding ignores quality and writes baseline JPEG (decision 068): what it is asked is
  // what Cloudflare Images does in production, so that is what these check.
  it.each([
    [{ width: '320' }, 70],
    [{ width: '720' }, 70],
    [{ width: '1024' }, 60],
    [{ width: '3840' }, 60],
    [{ width: '1024', quality: '85' }, 85],
    [{ width: '90', quality: '1' }, 1],
  ])('%o: quality %i', (query, quality) => {
    const parsed = parseVariant(query, '*/*');
    expect(parsed.ok && outputOptions(parsed.variant)).toEqual({ format: 'image/jpeg', quality });
  });

  it('asks the binding for the variant and fails loudly when it answers anything else', async () => {
    const asked: ImageOutputOptions[] = [];
    const recording = {
      input: (stream: ReadableStream<Uint8Array>) => {
        const real = env.IMAGES.input(stream);
        return {
          transform: (t: ImageTransform) => {
            real.transform(t);
            return { output: (o: ImageOutputOptions) => (asked.push(o), real.output(o)) };
          },
        };
      },
    } as unknown as ImagesBinding;
    const variant = { width: 320, quality: 42, format: 'jpeg' as const, background: '#ffffff' };
    const original = (await env.IMAGE_ORIGINALS.get(productKey(product.sku, 'single')))!.body;
    const { type } = await transformImage(recording, original, variant);
    expect(type).toBe('image/jpeg');
    expect(asked).toEqual([{ format: 'image/jpeg', quality: 42, background: '#ffffff' }]);

    // A binding handing back something other than the asked type is an error, never served.
    const passThrough = {
      input: () => ({
        transform: () => ({ output: async () => ({ contentType: () => 'image/png', image: () => new Blob([]).stream() }) }),
      }),
    } as unknown as ImagesBinding;
    await expect(transformImage(passThrough, new Blob([]).stream(), variant)).rejects.toBeInstanceOf(ImageServiceError);
  });

  it('a binding that fails answers 503 with a line of text, not the original', async () => {
    const broken = {
      ...env,
      IMAGES: { input: () => ({ transform: () => ({ output: () => Promise.reject(new Error('sharp missing')) }) }) },
    };
    const res = await fetchImage(`${single}&width=320`, WEBP, broken as unknown as Env);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('retry-after')).toBe('30');
  });
});

describe('caching', () => {
  it('keeps a versioned URL a year in browsers; an outdated or missing version briefly', async () => {
    expect((await fetchImage(`${single}&width=320`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const outdated = await fetchImage(`/images/products/${product.sku}/single?v=old&width=320`);
    expect(outdated.status).toBe(200);
    expect(outdated.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await fetchImage(`/images/products/${product.sku}/single?width=320`)).headers.get('cache-control')).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
  });

  it('a new original is a new version: the old URL stops being immutable', async () => {
    const other = catalogue.find((p) => p.sku !== product.sku)!;
    const url = `${other.media.images[0]!.url}&width=320`;
    expect((await fetchImage(url)).headers.get('cache-control')).toContain('immutable');
    const bytes = await (await env.IMAGE_ORIGINALS.get(productKey(other.sku, 'single')))!.arrayBuffer();
    await putOriginal(env.IMAGE_ORIGINALS, productKey(other.sku, 'single'), bytes, 'image/png', 'reshot');
    expect((await fetchImage(url)).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await fetchImage(`/images/products/${other.sku}/single?v=reshot&width=320`)).headers.get('cache-control')).toContain(
      'immutable',
    );
  });

  it('is kept at the edge under the canonical key: unknown parameters and their order do not matter, Accept does', async () => {
    const cached = { ...env, PAGE_CACHE: 'on' };
    const base = `${pair}&width=1024&quality=55`;
    expect((await fetchImage(base, WEBP, cached)).headers.get('x-cache')).toBe('MISS');
    const again = await fetchImage(
      `/images/products/${product.sku}/pair?quality=55&utm_source=x&width=1000&v=${pair.split('v=')[1]}&foo=1`,
      WEBP,
      cached,
    );
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('content-type')).toBe('image/webp');
    expect(again.headers.get('vary')).toBe('Accept');
    expect((await fetchImage(base, AVIF, cached)).headers.get('x-cache')).toBe('MISS');
    expect((await fetchImage(base, AVIF, cached)).headers.get('content-type')).toBe('image/avif');
  });
});

describe('refusals', () => {
  it.each([
    '/images/products/ARG-DOES-NOT-EXIST/single',
    '/images/products/ARG-BRIGHTON-STRIPE-WHITE/side',
    '/images/products/ARG-BRIGHTON-STRIPE-WHITE.svg',
    '/images/products/not%20a%20sku/single',
    '/images/products/a/b/c',
  ])('%s is a bare 404, not the HTML error page', async (path) => {
    const res = await fetchImage(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it.each([
    'width=abc',
    'width=0',
    'width=-5',
    'quality=0',
    'quality=101',
    'quality=high',
    'format=gif',
    'bg-color=red',
    'height=100',
    'width=1200&height=631',
  ])('%s is a 400 with a line of text', async (query) => {
    const res = await fetchImage(`${single}&${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(new TextDecoder().decode(res.bytes)).toMatch(/^Invalid (width|height|quality|format|bg-color)/);
  });
});

describe('CMS images, by Storyblok’s image service URLs', () => {
  const hero = '/images/content/hero-homepage.svg/m';

  it.each([
    [`${hero}/720x0`, AVIF, 'image/avif', 720, 315],
    [`${hero}/320x0/filters:quality(50):format(jpeg)`, AVIF, 'image/jpeg', 320, 140],
    // Never enlarged: the asset is 1600 wide.
    [`${hero}/1920x0`, WEBP, 'image/webp', 1600, 700],
    [`${hero}/`, '*/*', 'image/jpeg', 720, 315],
  ])('%s (Accept %s) is %s, %i x %i', async (path, accept, type, width, height) => {
    const res = await fetchImage(path, accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('vary')).toBe('Accept');
    expect(await decoded(res.bytes)).toMatchObject({ format: type, width, height });
  });

  it('shoots the embedded asset once into R2 as a PNG original', async () => {
    await fetchImage(`${hero}/320x0`);
    const original = await env.IMAGE_ORIGINALS.get('content/hero-homepage.svg');
    expect(original?.httpMetadata?.contentType).toBe('image/png');
  });

  it.each([
    ['/images/content/no-such-image.svg/m/720x0', 404],
    ['/images/content/hero-homepage.svg', 404],
    ['/images/content/..%2Fsecret.svg/m/720x0', 404],
    [`${hero}/720x300`, 400],
    [`${hero}/wide`, 400],
    [`${hero}/720x0/filters:quality(0)`, 400],
    [`${hero}/720x0/quality(60)`, 400],
  ])('%s is a bare %i', async (path, status) => {
    const res = await fetchImage(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});
