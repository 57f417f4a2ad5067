// The market the shell shows (shipping destination, currency), from /api/country-code.
import { queryOptions } from '@tanstack/react-query';
import { getJson, type ApiFetch } from './api';

export interface CountryCodeAnswer {
  countryCode: string;
  supported: boolean;
  storefrontCode: string | null;
  external: { url: string } | null;
  market: {
    countryCode: string;
    storefrontCode: string;
    name: { local: string; english: string };
    currency: { code: string; symbol: string };
    language: string;
    locale: { iso: string; html: string };
    contentLocale: string;
    tax?: number;
  } | null;
}

export const countryCodeOptions = (api: ApiFetch, countryCode: string) =>
  queryOptions({
    queryKey: ['country-code', countryCode.toLowerCase()],
    queryFn: () => getJson<CountryCodeAnswer>(api, `/api/country-code?country-code=${encodeURIComponent(countryCode.toLowerCase())}`),
  });
