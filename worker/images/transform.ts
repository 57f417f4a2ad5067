// One variant of an original through Cloudflare Images (the Workers `images` binding; locally
// `wrangler dev` and the Vitest pool transform with sharp). The service fails loudly: when the
// binding cannot transform, or answers another type than the one asked, the caller gets an
// ImageServiceError (503), never the untransformed original.
import { FORMAT_MIME, type ImageVariant } from './variant';

export class ImageServiceError extends Error {
  override readonly name = 'ImageServiceError';
}

/** The output options given to the binding for a variant (production honours all of them; see decision 068). */
export function outputOptions(variant: ImageVariant): ImageOutputOptions {
  return {
    // Cloudflare Images writes `image/jpeg` as progressive JPEG (baseline only when asked).
    format: FORMAT_MIME[variant.format],
    quality: variant.quality,
    ...(variant.background ? { background: variant.background } : {}),
  };
}

/** The transform of a variant: the width (and the share card's height), never enlarging. */
export function transformOf(variant: ImageVariant): ImageTransform {
  return variant.height === undefined
    ? { width: variant.width, fit: 'scale-down' }
    : { width: variant.width, height: variant.height, fit: 'cover', gravity: 'center' };
}

async function run<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ImageServiceError(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The variant's bytes and type. */
export async function transformImage(images: ImagesBinding, original: ReadableStream<Uint8Array>, variant: ImageVariant) {
  const result = await run('Image transform failed', () =>
    images.input(original).transform(transformOf(variant)).output(outputOptions(variant)),
  );
  const type = result.contentType();
  if (type !== FORMAT_MIME[variant.format])
    throw new ImageServiceError(`Image transform answered ${type}, not ${FORMAT_MIME[variant.format]}`);
  return { body: result.image(), type };
}

/** A drawing (SVG) rasterised to a PNG original, at the drawing's own size. */
export async function rasterise(images: ImagesBinding, svg: string): Promise<ArrayBuffer> {
  const input = new Blob([svg], { type: 'image/svg+xml' }).stream();
  const result = await run('Rasterising a drawing failed', () => images.input(input).output({ format: 'image/png' }));
  if (result.contentType() !== 'image/png') throw new ImageServiceError(`Rasterising answered ${result.contentType()}, not image/png`);
  return new Response(result.image()).arrayBuffer();
}
