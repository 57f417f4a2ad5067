import { describe, expect, it } from 'vitest';
import { categoryLocaleOf, contentOf, STOREFRONT_CODES, translationLocaleOf } from '../../markets';
import { contentCacheKey, parseContentCacheKey } from '../../worker/content/cache-keys';
import { bundledFullSlugs, contentPlan, storySlugsOf } from './plan';

const slugs = [
  '_default/homepage',
  'uk/homepage',
  'uk/faq/cookie-policy',
  'de/homepage',
  'eu/homepage',
  'fr/homepage',
  'us/homepage',
  'gl/homepage',
];

describe('contentPlan', () => {
  const plan = contentPlan('production', slugs);
  const keys = plan.map((i) => i.key);

  it('covers every storefront: its stories, shared-content list, categories and translations, plus constants', () => {
    for (const storefront of STOREFRONT_CODES) {
      const { contentKey, contentLocale } = contentOf(storefront);
      const ref = { environment: 'production', version: 'published' } as const;
      expect(keys).toContain(contentCacheKey({ ...ref, contentKey, locale: contentLocale, kind: 'story', slug: 'homepage' }));
      expect(keys).toContain(contentCacheKey({ ...ref, contentKey, locale: contentLocale, kind: 'stories', slug: 'shared-content' }));
      const categories = contentCacheKey({
        ...ref,
        contentKey,
        locale: categoryLocaleOf(storefront),
        kind: 'categories',
        slug: 'categories',
      });
      expect(keys).toContain(categories);
      const translations = contentCacheKey({
        ...ref,
        contentKey: 'global',
        locale: translationLocaleOf(storefront),
        kind: 'translations',
        slug: 'translations',
      });
      expect(plan.find((i) => i.key === translations)?.storefronts).toContain(storefront);
    }
    expect(keys).toContain('content:v1:production:global:default:constants:constants:published');
  });

  it('takes the story slug after the content key, nested slugs included', () => {
    expect(keys).toContain('content:v1:production:uk:en-GB:story:faq/cookie-policy:published');
    expect(storySlugsOf('uk', slugs)).toEqual(['faq/cookie-policy', 'homepage']);
  });

  it('never includes _default content', () => {
    expect(plan.some((i) => i.ref.contentKey === '_default')).toBe(false);
    expect(keys.some((k) => k.includes(':_default:'))).toBe(false);
  });

  it('lists each key once, with every storefront sharing it', () => {
    expect(new Set(keys).size).toBe(keys.length);
    const deHome = plan.find((i) => i.key === 'content:v1:production:de:de-DE:story:homepage:published');
    expect(deHome?.storefronts).toEqual(['de', 'at', 'ch']);
    const constants = plan.filter((i) => i.ref.kind === 'constants');
    expect(constants).toHaveLength(1);
    expect(constants[0]?.storefronts).toEqual([...STOREFRONT_CODES]);
    const redirects = plan.filter((i) => i.ref.kind === 'redirects');
    expect(redirects.map((i) => i.key)).toEqual(['content:v1:production:global:default:redirects:redirects:published']);
    expect(redirects[0]?.storefronts).toEqual([...STOREFRONT_CODES]);
    // 6 content keys × (1 story + list + categories), 5 translation locales, constants, redirects
    expect(plan).toHaveLength(6 * 3 + 1 + 5 + 1 + 1);
  });

  it('keys parse back to their refs, in the requested environment', () => {
    for (const item of contentPlan('staging', slugs)) expect(parseContentCacheKey(item.key)).toEqual(item.ref);
  });

  it('takes the stories from the bundled seed content by default', () => {
    const bundled = contentPlan('production');
    const stories = bundled.filter((i) => i.ref.kind === 'story');
    const expected = bundledFullSlugs().filter((s) => !s.startsWith('_default/') && !s.startsWith('nl/'));
    expect(stories.map((i) => `${i.ref.contentKey}/${i.ref.slug}`).sort()).toEqual(expected.sort());
  });
});
