// GET /api/country-code?country-code=se&cv=…: what the shop offers a shopper from that
// country (shape in docs/decisions/004-country-code-answer.md).
import { Hono } from 'hono';
import { z } from 'zod';
import { externalStorefrontUrl, isExternalStorefrontCode, marketForCountry, storefrontForCountry } from '../../../markets';
import type { CountryCodeAnswer } from '../../../contract/api';
import { validate } from '../../validation';
import type { AppEnv } from '../../types';
import { CacheLong, cacheHeaders } from '../../http/cache-control';

const query = z.object({
  'country-code': z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{2}$/, 'expected a two-letter country code'),
  cv: z
    .string()
    .regex(/^\d{1,16}$/, 'expected a timestamp')
    .optional(),
});

export const countryCode = new Hono<AppEnv>().get('/', validate('query', query), (c) => {
  const code = c.req.valid('query')['country-code'].toUpperCase();
  const config = c.get('config');
  const market = marketForCountry(code, config.environment);
  const storefront = storefrontForCountry(code);
  const external = isExternalStorefrontCode(storefront) ? { url: externalStorefrontUrl(storefront, config.externalUrls) } : null;
  const answer: CountryCodeAnswer = {
    countryCode: code,
    supported: Boolean(market),
    storefrontCode: market ? market.storefrontCode : null,
    external,
    market: market ?? null,
  };
  return c.json(
    answer,
    200,
    // Static per build and environment; `cv` lets the client bust it.
    cacheHeaders(CacheLong),
  );
});
