import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, consentCookie, NECESSARY_ONLY, parseConsent } from './consent-cookie';

describe('consent cookie', () => {
  it('stores a choice for 180 days (15552000 s), site-wide, SameSite=Lax, Secure only on https', () => {
    expect(consentCookie(ACCEPT_ALL, true)).toBe(
      'argyle_consent=necessary.functional.analytics.marketing; path=/; max-age=15552000; samesite=lax; secure',
    );
    expect(consentCookie(NECESSARY_ONLY, false)).toBe('argyle_consent=necessary; path=/; max-age=15552000; samesite=lax');
  });

  it('reads back what it stored, among other cookies', () => {
    const choice = { functional: false, analytics: true, marketing: false };
    const stored = consentCookie(choice, false).split(';')[0];
    expect(parseConsent(`argyle_country=DE; ${stored}; other=1`)).toEqual(choice);
    expect(parseConsent(consentCookie(NECESSARY_ONLY, true).split(';')[0] ?? '')).toEqual(NECESSARY_ONLY);
  });

  it('takes no choice from a missing cookie or a value it did not write', () => {
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('argyle_country=DE')).toBeNull();
    expect(parseConsent('argyle_consent=analytics')).toBeNull();
    expect(parseConsent('argyle_consent=necessary.everything')).toBeNull();
  });
});
