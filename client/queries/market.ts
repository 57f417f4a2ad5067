// GET /api/country-code (spec shell 7): what the shop offers a shopper from a country, with the
// external storefront addresses as configured for this deployment (decision 004).
import type { Market, StorefrontCode } from '../../markets';
import { getJson, type ApiFetch } from './api';

export interface CountryCodeAnswer {
  countryCode: string;
  supported: boolean;
  storefrontCode: StorefrontCode | null;
  external: { url: string } | null;
  market: Market | null;
}

/** Cache-buster `cv`: answers change only with a deploy, so one value per hour is enough. */
const cacheVersion = () => String(Math.floor(Date.now() / 3_600_000) * 3_600_000);

/** The answer for one country; the browser's HTTP cache keeps it (public, max-age=3600). */
export const fetchCountryCode = (api: ApiFetch, countryCode: string) =>
  getJson<CountryCodeAnswer>(api, `/api/country-code?country-code=${encodeURIComponent(countryCode.toLowerCase())}&cv=${cacheVersion()}`);
