import { describe, expect, it } from 'vitest';
import { contentCacheKey, contentKeyPrefix, parseContentCacheKey, type ContentRef } from './cache-keys';

const ref: ContentRef = {
  environment: 'production',
  contentKey: 'uk',
  locale: 'en-GB',
  kind: 'story',
  slug: 'faq/cookie-policy',
  version: 'published',
};

describe('content cache keys', () => {
  it('joins environment, content key, locale, kind, slug and version', () => {
    expect(contentCacheKey(ref)).toBe('content:v1:production:uk:en-GB:story:faq/cookie-policy:published');
  });

  it('parses a key back into its parts', () => {
    expect(parseContentCacheKey(contentCacheKey(ref))).toEqual(ref);
    expect(
      parseContentCacheKey(contentCacheKey({ ...ref, kind: 'translations', contentKey: 'global', slug: 'translations', version: 'draft' })),
    ).toMatchObject({
      kind: 'translations',
      version: 'draft',
    });
  });

  it('rejects keys that are not content keys', () => {
    for (const key of [
      'rates:eurocon',
      'content:v1:production:uk:en-GB:poem:x:published',
      'content:v1:qa:uk:en-GB:story:x:published',
      'content:v1:production:uk:en-GB:story:x:latest',
    ]) {
      expect(parseContentCacheKey(key)).toBeUndefined();
    }
  });

  it('builds prefixes for an environment or one content key', () => {
    expect(contentKeyPrefix({ environment: 'staging' })).toBe('content:v1:staging:');
    expect(contentKeyPrefix({ environment: 'production', contentKey: 'de' })).toBe('content:v1:production:de:');
    expect(contentCacheKey(ref).startsWith(contentKeyPrefix({ environment: 'production', contentKey: 'uk' }))).toBe(true);
  });
});
