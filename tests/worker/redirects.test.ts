// Route rules from the CMS (datasource `redirects`, seeded in kv-seed/content) applied before
// the page routes: the moved category, the storefronts' campaign short links, the query kept.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRedirects } from '../../kv-seed/content/generator/redirects';
import { seedTestCatalogue } from './catalogue-db';
import { get } from './fetch';

beforeAll(seedTestCatalogue);

describe('route rules', () => {
  it('answers /uk/socks with 301 to /uk/adults/socks, with or without a trailing slash, keeping the query string', async () => {
    for (const path of ['/uk/socks', '/uk/socks/']) {
      const res = await get(`${path}?colours=black`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/uk/adults/socks?colours=black');
    }
  });

  it('sends every seeded rule to a page that exists (200)', async () => {
    for (const { name, value } of buildRedirects()) {
      const res = await get(name);
      const [status, to] = value.split(' ');
      expect(res.status, name).toBe(Number(status));
      expect(res.headers.get('location'), name).toBe(to);
      const target = await get(to ?? '');
      expect(target.status, to).toBe(200);
    }
  });

  it('leaves API calls and other methods alone', async () => {
    expect((await get('/uk/socks', { method: 'POST' })).status).not.toBe(301);
    expect((await get('/api/uk/socks')).status).toBe(404);
  });
});
