// The market switch's calls as HTTP: GET /api/country-code (spec shell 7; what the shop offers a
// shopper from a country, with the external storefront addresses as configured for this
// deployment, decision 004) and GET /api/geo-country (the geo cookie, decision 024).
import { getJson, type Answer, type Api, type ApiFetch } from './api';

type Market = Api['market'];

/** Cache-buster `cv`: answers change only with a deploy, so one value per hour is enough. */
const cacheVersion = () => String(Math.floor(Date.now() / 3_600_000) * 3_600_000);

export function createHttpMarketApi(fetch: ApiFetch): Market {
  return {
    // The browser's HTTP cache keeps each answer (public, max-age=3600).
    countryCode: (countryCode) =>
      getJson<Answer<Market['countryCode']>>(
        fetch,
        `/api/country-code?country-code=${encodeURIComponent(countryCode.toLowerCase())}&cv=${cacheVersion()}`,
      ),
    geoCountry: () => getJson<Answer<Market['geoCountry']>>(fetch, '/api/geo-country'),
  };
}
