// POST /forms/country: the country switcher before its scripts run (docs/spec/storefront-shell.md
// §2.7, §4), the choice its dialog makes, by the same rule (markets/market-switch.ts).
//   fields  country (ISO code), back (the page's path)
//   303 to the same page on the chosen country's storefront (its home page from the index page),
//       back to the page itself for another country of this storefront, or to an external
//       storefront's configured address; a choice of ours writes the country cookie, as the dialog
//       does, so the geo switch no longer applies
//   400 an unknown country or no page of a storefront, 413 over 1 KiB, 415 not a form
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import {
  COUNTRY_COOKIE,
  COUNTRY_COOKIE_MAX_AGE,
  marketSwitchDecision,
  pageMetaOf,
  routePath,
  storefrontForCountry,
} from '../../../markets';
import { badRequest } from '../../errors';
import { limitBody } from '../../http/body-limit';
import { formFields, formMarket, requireForm } from '../../http/form-post';
import type { AppEnv } from '../../types';

const MAX_BODY_BYTES = 1024;

export const countryForm = new Hono<AppEnv>().post(
  '/',
  requireForm,
  limitBody(MAX_BODY_BYTES, 'Country choice larger than 1 KiB'),
  async (c) => {
    const fields = await formFields(c);
    const { page, store, market } = formMarket(c, fields.back);
    const target = (fields.country ?? '').trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(target) || !storefrontForCountry(target))
      throw badRequest('Invalid country: expected a country the shop serves');
    const decision = marketSwitchDecision({
      current: { storefrontCode: store, countryCode: market.countryCode },
      targetCountry: target,
      isIndexPage: pageMetaOf(page.pathname).type === 'index',
      externalUrls: c.get('config').externalUrls,
    });
    if (decision.kind === 'external') return c.redirect(decision.url, 303);
    if (decision.kind === 'unsupported') throw badRequest('Invalid country: expected a country the shop serves');
    setCookie(c, COUNTRY_COOKIE, decision.countryCode, { path: '/', maxAge: COUNTRY_COOKIE_MAX_AGE, sameSite: 'Lax' });
    if (decision.kind === 'in-place') return c.redirect(`${page.pathname}${page.search}`, 303);
    const route = routePath(page.pathname);
    return c.redirect(`/${decision.storefrontCode}${route === '/' ? '' : route}${page.search}`, 303);
  },
);
