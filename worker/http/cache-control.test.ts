import { describe, expect, it } from 'vitest';
import {
  CacheImage,
  CacheImmutable,
  CacheLong,
  CacheNone,
  CachePrivatePage,
  CacheShopperPage,
  CacheRevalidate,
  CacheShort,
  cacheControl,
  cacheHeaders,
} from './cache-control';

describe('cache strategies', () => {
  it('writes each named strategy as its Cache-Control value', () => {
    expect(cacheControl(CacheNone)).toBe('no-store');
    expect(cacheControl(CacheRevalidate)).toBe('no-cache');
    expect(cacheControl(CachePrivatePage)).toBe('private, no-cache');
    expect(cacheControl(CacheShopperPage)).toBe('private, no-store');
    expect(cacheControl(CacheShort)).toBe('public, max-age=60');
    expect(cacheControl(CacheLong)).toBe('public, max-age=3600');
    expect(cacheControl(CacheImage)).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(cacheControl(CacheImmutable)).toBe('public, max-age=31536000, immutable');
  });

  it('writes stale-if-error and gives a headers object', () => {
    expect(cacheControl({ mode: 'public', maxAge: 0, staleIfError: 30 })).toBe('public, max-age=0, stale-if-error=30');
    expect(cacheHeaders(CacheShort)).toEqual({ 'cache-control': 'public, max-age=60' });
  });
});
