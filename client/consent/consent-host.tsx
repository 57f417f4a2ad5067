// Where the cookie banner and settings appear (decision 036). Renders nothing on the server or
// while hydrating, so cached HTML is the same for everyone and nothing shifts: after hydration,
// at idle, it reads the stored choice and, when there is none, shows the banner; only then do
// the banner's story and its code (plain DOM, consent-ui.ts) load into an element React leaves
// empty. The footer's "Cookie settings" opens the settings the same way.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { whenHydrated } from '../components/hydration-mark';
import { storefrontPath } from '../components/storefront-link';
import { safeHref } from '../content/rich-text';
import { useOptionalStory } from '../content/use-content';
import { useAppState } from '../state/bootstrap';
import { closedConsentFlags, consentFlags, setConsentFlags, subscribeConsentFlags, type ConsentFlags } from './consent-flags';

export function ConsentHost() {
  const flags = useSyncExternalStore(subscribeConsentFlags, consentFlags, closedConsentFlags);
  useEffect(() => {
    let live = true;
    void whenHydrated()
      .then(() => import('./consent'))
      .then(({ readConsent }) => live && !readConsent() && setConsentFlags({ showCookieBanner: true }));
    return () => {
      live = false;
    };
  }, []);
  return flags.showCookieBanner || flags.showCookieSettings ? <Shown flags={flags} /> : null;
}

/** Reads the banner's story (only once shown), then hands it to the UI. */
function Shown({ flags }: { flags: ConsentFlags }) {
  const story = useOptionalStory('cookie-banner');
  const { storefront } = useAppState().bootstrap;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (story === null) console.warn('Story not found: cookie-banner (no cookie banner, so nothing needing consent loads)');
    const container = ref.current;
    if (!story || !container) return;
    let live = true;
    const linkTo = (raw: unknown) => {
      const href = safeHref(raw);
      return href?.startsWith('/') ? storefrontPath(storefront, href) : href;
    };
    void import('./consent-ui').then(
      (ui) => live && ui.renderConsentUi(container, flags, story.content, { setFlags: setConsentFlags, linkTo }),
    );
    return () => {
      live = false;
    };
  }, [story, flags, storefront]);
  return <div ref={ref} className="consent-host" />;
}

/** The footer's entry to the settings: a button, as it opens a dialog rather than a page. */
export function CookieSettingsButton(props: { label: string }) {
  return (
    <button type="button" className="footer-cookie-settings" onClick={() => setConsentFlags({ showCookieSettings: true })}>
      {props.label}
    </button>
  );
}
