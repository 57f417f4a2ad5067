import { describe, expect, it } from 'vitest';
import { memoryKvStore } from './kv-store';
import { describePurge, purgeContent, selectPurge, storefrontsSharing } from './purge';

const keys = [
  'content:v1:production:de:de-DE:story:homepage:published',
  'content:v1:production:de:de-DE:story:faq/cookie-policy:published',
  'content:v1:production:de:de-DE:categories:categories:published',
  'content:v1:production:uk:en-GB:story:homepage:published',
  'content:v1:production:global:de-DE:translations:translations:published',
  'content:v1:production:global:default:constants:constants:published',
  'content:v1:staging:de:de-DE:story:homepage:published',
  'content:v1:production:delta:x:story:homepage:published',
];

describe('purge selection', () => {
  it('by storefront: the whole content key, shared with other storefronts, nothing else', () => {
    expect(selectPurge(keys, 'production', { by: 'storefront', storefront: 'at' })).toEqual(keys.slice(0, 3));
    expect(storefrontsSharing('at')).toEqual(['de', 'ch']);
    expect(describePurge('production', { by: 'storefront', storefront: 'at' })).toBe(
      'storefront at: content key de in production, shared with de, ch (purged for them too)',
    );
    expect(describePurge('production', { by: 'storefront', storefront: 'uk' })).toBe('storefront uk: content key uk in production');
  });

  it('by slug: that slug in every content key of the environment, datasources by name', () => {
    expect(selectPurge(keys, 'production', { by: 'slug', slug: 'homepage' })).toEqual([keys[0], keys[3], keys[7]]);
    expect(selectPurge(keys, 'production', { by: 'slug', slug: 'faq/cookie-policy' })).toEqual([keys[1]]);
    expect(selectPurge(keys, 'production', { by: 'slug', slug: 'translations' })).toEqual([keys[4]]);
    expect(selectPurge(keys, 'staging', { by: 'slug', slug: 'homepage' })).toEqual([keys[6]]);
  });

  it('all: every key of the environment, datasources included', () => {
    expect(selectPurge(keys, 'production', { by: 'all' })).toEqual(keys.filter((k) => !k.includes(':staging:')));
  });

  it('deletes the selected keys from the store, or only reports them on a dry run', async () => {
    const store = memoryKvStore(keys.map((key) => ({ key, value: '{}', metadata: null })));
    const target = { by: 'storefront', storefront: 'ch' } as const;
    expect(await purgeContent(store, 'production', target, { dryRun: true })).toHaveLength(3);
    expect(store.data.size).toBe(keys.length);
    expect(await purgeContent(store, 'production', target)).toHaveLength(3);
    expect([...store.data.keys()]).toEqual(keys.slice(3));
  });
});
