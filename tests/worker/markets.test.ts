// Markets as a shopper meets them over HTTP: the gl storefront's currency for countries without
// a market of their own, external storefront paths, and the geo cookie the client switches on.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalogue } from './catalogue-db';
import { get } from './fetch';
import { html, stateOf } from './html';

beforeAll(seedTestCatalogue);

const currencies = (body: string) => new Set([...body.matchAll(/data-currency="([A-Z]{3})"/g)].map((m) => m[1]));

describe('the gl storefront prices in USD for countries without a market (decision 002)', () => {
  it.each(['BR', 'ZA', 'AE'])('a shopper from %s sees a USD market and USD prices on /gl', async (country) => {
    const body = await html(await get('/gl/adults/socks', { country }));
    expect(stateOf(body).bootstrap.countryCode).not.toBe('KR');
    expect(currencies(body)).toEqual(new Set(['USD']));
    // The visible page (the state script holds every banner message, KR's in won too).
    const visible = body.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(visible).toMatch(/US\$\d+\.\d\d|\$\d+\.\d\d/);
    expect(visible).not.toContain('₩');
  });

  it('a shopper from KR keeps the KR market, priced in KRW (docs/spec/storefront-shell.md §9.2)', async () => {
    const body = await html(await get('/gl/adults/socks', { country: 'KR' }));
    expect(stateOf(body).bootstrap.countryCode).toBe('KR');
    expect(currencies(body)).toEqual(new Set(['KRW']));
  });

  it.each(['BR', 'ZA', 'XX'])('the gl catalogue API answers USD for country=%s', async (country) => {
    const res = await get(`/api/catalogue/gl/listing/adults/socks?country=${country}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { currency: string }).currency).toBe('USD');
  });

  it('a BR shopper is sent from / and from a storefront-less path to gl', async () => {
    expect((await get('/', { country: 'BR' })).headers.get('location')).toBe('/gl');
    expect((await get('/adults/socks', { country: 'ZA' })).headers.get('location')).toBe('/gl/adults/socks');
  });
});

describe('paths under an external storefront go to its site', () => {
  it.each([
    ['/au', 'https://argyle.com.au'],
    ['/au/', 'https://argyle.com.au'],
    ['/nz', 'https://argyle.co.nz'],
    ['/au/adults/socks', 'https://argyle.com.au/adults/socks'],
    ['/nz/product/ARG-1?utm_source=mail', 'https://argyle.co.nz/product/ARG-1?utm_source=mail'],
    // EXTERNAL_URL_JP is configured with a path in tests/worker/vitest.config.ts.
    ['/jp', 'https://jp.argyle.test/shop'],
    ['/jp/kids/socks', 'https://jp.argyle.test/shop/kids/socks'],
  ])('%s → %s, whatever the geo country', async (path, location) => {
    for (const country of ['DE', 'AU', 'BR']) {
      const res = await get(path, { country });
      expect(res.status, `${path} from ${country}`).toBe(302);
      expect(res.headers.get('location'), `${path} from ${country}`).toBe(location);
    }
  });

  it('answers the configured address in /api/country-code too', async () => {
    const body = (await (await get('/api/country-code?country-code=jp')).json()) as { external: { url: string } };
    expect(body.external).toEqual({ url: 'https://jp.argyle.test/shop' });
  });
});

describe('geo cookie', () => {
  it('/api/geo-country tells the client the geo country in the argyle_geo cookie, never cached', async () => {
    const res = await get('/api/geo-country', { country: 'SE' });
    expect(await res.json()).toEqual({ countryCode: 'SE' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^argyle_geo=SE; /);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly|Max-Age|Expires/i);
  });

  it('a page sets no cookie and carries no geo country, so it can be shared by the edge cache', async () => {
    const res = await get('/uk', { country: 'SE' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(stateOf(await html(res)).bootstrap).not.toHaveProperty('geoCountry');
  });

  it('is not set again when it already holds the geo country, nor without a geo country', async () => {
    expect((await get('/api/geo-country', { country: 'SE', headers: { cookie: 'argyle_geo=SE' } })).headers.get('set-cookie')).toBeNull();
    const unknown = await get('/api/geo-country');
    expect(unknown.headers.get('set-cookie')).toBeNull();
    expect(await unknown.json()).toEqual({ countryCode: null });
  });

  it('is not given to crawlers, so they are never switched away from the page they asked for', async () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await get('/api/geo-country', { country: 'US', headers: { 'user-agent': googlebot } })).headers.get('set-cookie')).toBeNull();
  });

  it('is never set on cacheable API answers', async () => {
    expect((await get('/api/country-code?country-code=se', { country: 'SE' })).headers.get('set-cookie')).toBeNull();
  });
});
