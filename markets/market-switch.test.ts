import { describe, expect, it } from 'vitest';
import { marketSwitchDecision } from './market-switch';

describe('marketSwitchDecision', () => {
  it.each([
    ['AU', 'https://argyle.com.au'],
    ['NZ', 'https://argyle.co.nz'],
    ['jp', 'https://argyle.jp'],
  ])('sends %s to its external site %s', (targetCountry, url) => {
    expect(marketSwitchDecision({ current: { storefrontCode: 'uk', countryCode: 'GB' }, targetCountry, isIndexPage: false })).toEqual({
      kind: 'external',
      url,
    });
  });

  it('uses the configured external address when one is given', () => {
    expect(
      marketSwitchDecision({
        current: { storefrontCode: 'de', countryCode: 'DE' },
        targetCountry: 'JP',
        isIndexPage: false,
        externalUrls: { jp: 'https://jp.example.test' },
      }),
    ).toEqual({ kind: 'external', url: 'https://jp.example.test' });
  });

  it('redirects to the us storefront when the warehouse region changes', () => {
    expect(marketSwitchDecision({ current: { storefrontCode: 'eu', countryCode: 'SE' }, targetCountry: 'US', isIndexPage: false })).toEqual(
      { kind: 'redirect', storefrontCode: 'us', countryCode: 'US' },
    );
  });

  it('redirects away from the us storefront to an NL-warehouse market', () => {
    expect(marketSwitchDecision({ current: { storefrontCode: 'us', countryCode: 'US' }, targetCountry: 'gb', isIndexPage: false })).toEqual(
      { kind: 'redirect', storefrontCode: 'uk', countryCode: 'GB' },
    );
  });

  it('redirects to a different storefront in the same region', () => {
    expect(marketSwitchDecision({ current: { storefrontCode: 'de', countryCode: 'DE' }, targetCountry: 'AT', isIndexPage: false })).toEqual(
      { kind: 'redirect', storefrontCode: 'at', countryCode: 'AT' },
    );
  });

  it('redirects from the index page even within the same storefront', () => {
    expect(marketSwitchDecision({ current: { storefrontCode: 'eu', countryCode: 'HR' }, targetCountry: 'SE', isIndexPage: true })).toEqual({
      kind: 'redirect',
      storefrontCode: 'eu',
      countryCode: 'SE',
    });
  });

  it('redirects from _default to the market storefront', () => {
    expect(
      marketSwitchDecision({ current: { storefrontCode: '_default', countryCode: 'DE' }, targetCountry: 'DE', isIndexPage: false }),
    ).toEqual({ kind: 'redirect', storefrontCode: 'de', countryCode: 'DE' });
  });

  it('switches in place within the eu storefront', () => {
    expect(marketSwitchDecision({ current: { storefrontCode: 'eu', countryCode: 'HR' }, targetCountry: 'se', isIndexPage: false })).toEqual(
      { kind: 'in-place', countryCode: 'SE' },
    );
  });

  it('switches in place within the gl storefront', () => {
    expect(marketSwitchDecision({ current: { storefrontCode: 'gl', countryCode: 'KR' }, targetCountry: 'AE', isIndexPage: false })).toEqual(
      { kind: 'in-place', countryCode: 'AE' },
    );
  });

  it.each(['CA', 'XX', '', 'UK'])('refuses the unsupported country %j', (targetCountry) => {
    expect(marketSwitchDecision({ current: { storefrontCode: 'de', countryCode: 'DE' }, targetCountry, isIndexPage: false })).toEqual({
      kind: 'unsupported',
    });
  });
});
