// POST /forms/country, the country switcher before its scripts run: the dialog's choice by the
// same rule (docs/spec/storefront-shell.md §2.7, §4), a 303 to where the dialog would go, the
// explicit-choice cookie, cross-site posts refused; and every page's footer carries the form.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { get, ORIGIN } from './fetch';

function postCountry(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`${ORIGIN}/forms/country`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    }),
  );
}

describe('POST /forms/country', () => {
  it('takes the shopper to the same page on the chosen country’s storefront, remembering the choice', async () => {
    const res = await postCountry({ country: 'se', back: '/uk/adults/socks?colours=navy' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/eu/adults/socks?colours=navy');
    expect(res.headers.get('set-cookie')).toMatch(/^argyle_country=SE; Max-Age=15552000; Path=\/; SameSite=Lax$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('switches in place for another country of the same storefront: back to the page, the cookie names it', async () => {
    const res = await postCountry({ country: 'DK', back: '/eu/faq' }, { 'cf-ipcountry': 'SE' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/eu/faq');
    expect(res.headers.get('set-cookie')).toContain('argyle_country=DK');
    // The page then renders for Denmark, in DKK.
    const page = await get('/eu/faq', { headers: { cookie: 'argyle_country=DK' } });
    expect(await page.text()).toContain('"countryCode":"DK"');
  });

  it('leaves for an external storefront at its configured address, with no cookie of ours', async () => {
    const res = await postCountry({ country: 'NZ', back: '/uk' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('https://argyle.co.nz');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    [{ country: 'XX', back: '/uk' }, 'Invalid country'],
    [{ country: 'sweden', back: '/uk' }, 'Invalid country'],
    [{ country: 'SE', back: 'https://evil.example/uk' }, 'Invalid back'],
  ])('refuses %o with a 400', async (fields, message) => {
    const res = await postCountry(fields);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it('refuses a cross-site post', async () => {
    const res = await postCountry({ country: 'SE', back: '/uk' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('is offered in every page’s footer as a form that needs no script', async () => {
    const html = await (await get('/uk/faq')).text();
    const form = /<noscript><form [^>]*action="\/forms\/country" method="post">[^]*?<\/form><\/noscript>/.exec(html)?.[0] ?? '';
    expect(form).toContain('<input type="hidden" name="back" value="/uk/faq"/>');
    expect(form).toMatch(/<select name="country">/);
    expect(form.match(/<option value="[A-Z]{2}"/g)).toHaveLength(33);
    expect(form).toContain('<option value="GB" selected="">United Kingdom</option>');
  });
});
