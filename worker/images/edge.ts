// Image answers at the edge (decision 068): keyed by the canonical variant (path, version, width,
// height, quality, negotiated format, background), so unknown parameters and the order of the
// query share one copy, and the Accept header's choice is part of the key (the edge cache does
// not vary on Accept). Not under the build or content generation: a deploy or a publish changes
// no image; a new original has a new version and key.
import type { Context } from 'hono';
import { edgeCached, type EdgeCacheRule } from '../cache/edge-cache';
import { CacheImage, CacheImmutable } from '../http/cache-control';
import type { AppEnv } from '../types';

const cacheControlOf = (response: Response) => response.headers.get('cache-control') ?? '';

// A versioned key keeps only the answer for that version (immutable); an outdated `v` gets a
// short-lived answer that is not stored under it.
const VERSIONED: EdgeCacheRule = {
  strategy: CacheImmutable,
  storable: (r) => /\bimmutable\b/.test(cacheControlOf(r)),
  rewriteNonce: false,
};
const UNVERSIONED: EdgeCacheRule = {
  strategy: CacheImage,
  storable: (r) => /(^|,)\s*public\b/.test(cacheControlOf(r)),
  rewriteNonce: false,
};

/** The image answer from the edge cache under `key` (a site path with the canonical query), or from `render`. */
export function cachedImage(c: Context<AppEnv>, key: string, versioned: boolean, render: () => Promise<Response>): Promise<Response> {
  if (!c.get('config').pageCache || c.req.method !== 'GET') return render();
  return edgeCached(c, `${new URL(c.req.url).origin}/__edge-cache/images${key}`, versioned ? VERSIONED : UNVERSIONED, render);
}
