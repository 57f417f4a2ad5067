// The cookie banner's and settings' host element (decision 036), loaded with their UI once either is
// shown (consent-host.tsx): reads the banner's story (only once shown), then hands it to the UI.
import { useEffect, useRef } from 'react';
import { storefrontPath } from '../components/storefront-link';
import { safeHref } from '../content/rich-text';
import { useOptionalStory } from '../content/use-content';
import { useAppState } from '../state/bootstrap';
import { setConsentFlags, type ConsentFlags } from './consent-flags';

/** Reads the banner's story (only once shown), then hands it to the UI. */
export function Shown({ flags }: { flags: ConsentFlags }) {
  const story = useOptionalStory('cookie-banner');
  const { storefront } = useAppState().bootstrap;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (story === null) console.warn('Story not found: cookie-banner (no cookie banner, so nothing needing consent loads)');
    const container = ref.current;
    if (!story || !container) return;
    const linkTo = (raw: unknown) => {
      const href = safeHref(raw);
      return href?.startsWith('/') ? storefrontPath(storefront, href) : href;
    };
    let live = true;
    void import('./consent-ui').then(
      (ui) => live && ui.renderConsentUi(container, flags, story.content, { setFlags: setConsentFlags, linkTo }),
    );
    return () => {
      live = false;
    };
  }, [story, flags, storefront]);
  return <div ref={ref} className="consent-host" />;
}

/** This component once the banner's UI (its own chunk) has loaded too: the host preloads both at idle. */
export const loadShown = () => import('./consent-ui').then(() => Shown);
