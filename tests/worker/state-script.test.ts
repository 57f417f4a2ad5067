// the page state script is written after React's stream (its JSON never goes through
// React's encoder), carries the response's CSP nonce, and holds only what hydration needs.
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { get } from './fetch';
import { stateOf } from './html';

beforeAll(seedTestCatalogue);

const product = catalogue[0]!;

describe('page state script', () => {
  it.each(['/uk', `/uk/product/${product.sku}`, '/uk/no-such-page'])(
    '%s: follows everything React wrote, right before </body>, with the response nonce',
    async (path) => {
      const res = await get(path);
      const body = await res.text();
      const nonce = res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeTruthy();
      const state = body.match(
        /<script id="__ARGYLE_STATE__" type="application\/json" nonce="([^"]+)">[\s\S]*?<\/script><\/body><\/html>$/,
      );
      expect(state?.[1]).toBe(nonce);
      // React's own output (its entry script last) ends before it.
      expect(body.indexOf('<script type="module"')).toBeLessThan(body.indexOf('<script id="__ARGYLE_STATE__"'));
      expect(body.match(/__ARGYLE_STATE__/g)).toHaveLength(1);
      expect(stateOf(body).bootstrap.storefront).toBe('uk');
    },
  );

  it('carries only the translations the client cannot take from its English defaults', async () => {
    const texts = (state: ReturnType<typeof stateOf>, storefront: string) =>
      state.queries.queries.find((q) => JSON.stringify(q.queryKey) === `["content","${storefront}","translations",""]`) as
        { state: { data: Record<string, string> } } | undefined;
    const uk = texts(stateOf(await (await get('/uk')).text()), 'uk')?.state.data;
    expect(uk).toBeDefined();
    expect(uk).not.toHaveProperty('cantFindIt'); // 'We can’t find that page', as the default
    expect(uk?.addToCart).toBe('Add to basket');
    const de = texts(stateOf(await (await get('/de', { country: 'DE' })).text()), 'de')?.state.data;
    expect(de?.cantFindIt).toBe('Diese Seite finden wir leider nicht');
    expect(JSON.stringify(uk).length).toBeLessThan(JSON.stringify(de).length);
  });
});
