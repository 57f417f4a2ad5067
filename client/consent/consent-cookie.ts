// The shopper's cookie choice (decision 036), kept in one first-party cookie for 180 days
// (docs/spec/commerce-core.md §9): the categories granted, dot-separated after 'necessary', which is always on.
// Pure functions over cookie strings, so the rule is tested without a browser. (No import from
// markets/: this module loads after hydration, and sharing that chunk splits it, costing ~1 kB
// of first-load JavaScript.)

export const CONSENT_COOKIE = 'argyle_consent';

/** 180 days in seconds (docs/spec/commerce-core.md §9: cookies other than the experiment's last 180 days). */
export const CONSENT_MAX_AGE_SECONDS = 15_552_000;

/** The categories a shopper may allow; 'necessary' cookies need no consent. */
export const CONSENT_CATEGORIES = ['functional', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type Consent = Record<ConsentCategory, boolean>;

export const ACCEPT_ALL: Consent = { functional: true, analytics: true, marketing: true };
export const NECESSARY_ONLY: Consent = { functional: false, analytics: false, marketing: false };

const isCategory = (x: string): x is ConsentCategory => (CONSENT_CATEGORIES as readonly string[]).includes(x);

/**
 * The stored choice, or null when the shopper has not chosen (or the cookie is not ours).
 * @example parseConsent('argyle_consent=necessary.analytics') // { functional: false, analytics: true, marketing: false }
 */
export function parseConsent(cookies: string): Consent | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  const [first, ...granted] = value?.split('.') ?? [];
  if (first !== 'necessary' || !granted.every(isCategory)) return null;
  return { functional: granted.includes('functional'), analytics: granted.includes('analytics'), marketing: granted.includes('marketing') };
}

/**
 * The Set-Cookie-style string that stores a choice: site-wide, 180 days, SameSite=Lax, Secure on https.
 * @example consentCookie(ACCEPT_ALL, true) // 'argyle_consent=necessary.functional.analytics.marketing; path=/; max-age=15552000; samesite=lax; secure'
 */
export function consentCookie(consent: Consent, secure: boolean): string {
  const value = ['necessary', ...CONSENT_CATEGORIES.filter((c) => consent[c])].join('.');
  return `${CONSENT_COOKIE}=${value}; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; samesite=lax${secure ? '; secure' : ''}`;
}
