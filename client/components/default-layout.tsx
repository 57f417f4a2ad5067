// The one layout (default): skip link, top banner, header, the page, footer. The skip link
// comes first so that it is the first Tab stop, ahead of the banner's link; the cookie banner
// (fixed, after hydration; decision 036) comes next. A segment's popup (038) is a modal dialog
// after the footer. The route announcer names each page a client-side route change opens
// (route-announcer.ts).
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ConsentHost } from '../consent/consent-host';
import { SegmentHost } from '../segments/segment-host';
import { Header } from './header';
import { Later, laterPart } from './later';
// The footer's styles come with the page's (its code comes later): nothing shifts when it hydrates.
import './footer.css';
import './country-switcher.css';
import { HydrationMark } from './hydration-mark';
import { ROUTE_ANNOUNCER_ID } from './route-announcer';
import { TopBanner } from './top-banner';
import { useT } from '../i18n';

/** Below the fold on every page: its code (with the newsletter form and the balls) loads after the page's. */
const Footer = laterPart(() => import('./footer').then((m) => m.Footer));

export function DefaultLayout(props: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="layout" data-layout="default">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <ConsentHost />
      <TopBanner />
      <Header />
      <main id="main" tabIndex={-1}>
        {props.children ?? <Outlet />}
      </main>
      {/* Below the fold: hydrated in a later pass than the page (decision 050). */}
      <Later>
        <Footer />
      </Later>
      <p id={ROUTE_ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
      <SegmentHost />
      <HydrationMark />
    </div>
  );
}
