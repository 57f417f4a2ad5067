// Where the cookie banner and settings appear (decision 036). Renders nothing on the server or
// while hydrating, so cached HTML is the same for everyone and nothing shifts: after hydration,
// at idle, it reads the stored choice and, when there is none, shows the banner: its story, read
// then, and its code (consent-shown.tsx with the plain DOM of consent-ui.ts, preloaded at idle:
// decision 073) fill an element React leaves empty. The footer's "Cookie settings" opens the
// settings the same way.
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { whenHydrated } from '../components/hydration-mark';
import { atIdle, preloadable } from '../components/later';
import { closedConsentFlags, consentFlags, setConsentFlags, subscribeConsentFlags } from './consent-flags';

// What shows the banner and the settings, with their UI, in a chunk of its own: preloaded at idle,
// so the footer's "Cookie settings" answers at once (decision 073).
const Shown = preloadable(() => import('./consent-shown').then((m) => m.loadShown()));

export function ConsentHost() {
  const flags = useSyncExternalStore(subscribeConsentFlags, consentFlags, closedConsentFlags);
  useEffect(() => {
    let live = true;
    void whenHydrated()
      .then(() => import('./consent'))
      .then(({ readConsent }) => live && !readConsent() && setConsentFlags({ showCookieBanner: true }));
    atIdle(Shown.preload);
    return () => {
      live = false;
    };
  }, []);
  return flags.showCookieBanner || flags.showCookieSettings ? (
    <Suspense fallback={null}>
      <Shown flags={flags} />
    </Suspense>
  ) : null;
}

/** The footer's entry to the settings: a button, as it opens a dialog rather than a page. */
export function CookieSettingsButton(props: { label: string }) {
  return (
    <button type="button" className="footer-cookie-settings" onClick={() => setConsentFlags({ showCookieSettings: true })}>
      {props.label}
    </button>
  );
}
