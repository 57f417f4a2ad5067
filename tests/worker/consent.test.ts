// The tag manager's configuration and CSP entry (docs/spec/commerce-core.md §5, decision 036), and the cookie
// banner's CMS story in every storefront, its links landing on real pages.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_CODES } from '../../markets';
import { app } from '../../worker/app';
import { get, ORIGIN } from './fetch';
import { html, stateOf } from './html';

const page = (path: string, tagManagerIds: string, country = 'GB') =>
  app.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'cf-ipcountry': country } }), { ...env, TAG_MANAGER_IDS: tagManagerIds });

/** One directive of a CSP header, as its list of sources. */
const directive = (res: Response, name: string) =>
  (res.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('tag manager', () => {
  it('with a valid id, the page gets its loader and the CSP exactly its origin in script-src and connect-src', async () => {
    const res = await page('/uk', '*=GTM-ABC123');
    expect(stateOf(await html(res)).bootstrap.thirdParty).toMatchObject({
      tagManager: { id: 'GTM-ABC123', scriptUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123' },
    });
    expect(directive(res, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(res, 'connect-src')).toContain('https://www.googletagmanager.com');
    // Only those two directives, and no other Google host or wildcard.
    expect(res.headers.get('content-security-policy')?.match(/googletagmanager/g)).toHaveLength(2);
    expect(res.headers.get('content-security-policy')).not.toMatch(/\*\.google|google-analytics/);
  });

  it.each([
    ['lower case', 'gtm-abc123'],
    ['another prefix', 'UA-12345'],
    ['a character outside letters and digits', 'GTM-ABC_123'],
    ['nothing after the prefix', 'GTM-'],
  ])('with an invalid id (%s), the page gets no loader but the id to log, and the CSP no tag-manager origin', async (_, id) => {
    const res = await page('/uk', `*=${id}`);
    expect(stateOf(await html(res)).bootstrap.thirdParty).toMatchObject({ tagManager: { invalidId: id } });
    expect(res.headers.get('content-security-policy')).not.toContain('googletagmanager');
  });

  it('takes a storefront’s own id over the * one; a storefront without either has none and no CSP entry', async () => {
    const both = '*=GTM-ALL1,us=GTM-US1';
    const us = stateOf(await html(await page('/us', both, 'US'))).bootstrap.thirdParty;
    expect(us).toMatchObject({ tagManager: { id: 'GTM-US1' } });
    const de = stateOf(await html(await page('/de', both, 'DE'))).bootstrap.thirdParty;
    expect(de).toMatchObject({ tagManager: { id: 'GTM-ALL1' } });
    const uk = await page('/uk', 'us=GTM-US1');
    expect(stateOf(await html(uk)).bootstrap.thirdParty).toMatchObject({ tagManager: null });
    expect(uk.headers.get('content-security-policy')).not.toContain('googletagmanager');
  });

  it('is not configured by default (wrangler.toml): no loader, no CSP entry', async () => {
    const res = await get('/uk', { country: 'GB' });
    expect(stateOf(await html(res)).bootstrap.thirdParty).toMatchObject({ tagManager: null });
    expect(res.headers.get('content-security-policy')).not.toContain('googletagmanager');
  });

  it('never puts the tag manager into the server-rendered HTML', async () => {
    const body = await html(await page('/uk', '*=GTM-ABC123'));
    expect(body).not.toMatch(/<script[^>]+googletagmanager/);
    expect(body).not.toContain('gtm.start');
  });
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every href in a rich-text tree. */
const hrefs = (node: Json): string[] =>
  Array.isArray(node)
    ? node.flatMap(hrefs)
    : node && typeof node === 'object'
      ? Object.entries(node).flatMap(([key, value]) => (key === 'href' && typeof value === 'string' ? [value] : hrefs(value)))
      : [];

describe('cookie banner story', () => {
  it.each(STOREFRONT_CODES.map((code) => [code]))(
    'is in the CMS for %s with its four categories, and every link in it opens a page',
    async (storefront) => {
      const res = await get(`/api/content/${storefront}/stories/cookie-banner`);
      expect(res.status).toBe(200);
      const { story } = (await res.json()) as { story: { content: { [key: string]: Json } } };
      const content = story.content;
      for (const field of ['title', 'acceptLabel', 'rejectLabel', 'settingsLabel', 'settingsTitle', 'saveLabel']) {
        expect(typeof content[field] === 'string' && content[field] !== '', field).toBe(true);
      }
      expect((content.categories as { key: string }[]).map((c) => c.key)).toEqual(['necessary', 'functional', 'analytics', 'marketing']);
      const links = hrefs(content.text ?? null);
      expect(links).toContain('/faq/cookie-policy');
      for (const link of links.filter((l) => l.startsWith('/'))) {
        expect((await get(`/${storefront}${link}`)).status, `/${storefront}${link}`).toBe(200);
      }
    },
  );
});
