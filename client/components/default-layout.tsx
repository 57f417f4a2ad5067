// The one layout (default): skip link, top banner, header, the page, footer. The skip link
// comes first so that it is the first Tab stop, ahead of the banner's link; the cookie banner
// (fixed, after hydration; decision 036) comes next. A segment's popup (038) is a modal dialog
// after the footer. The route announcer names each page a client-side route change opens
// (route-announcer.ts).
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ConsentHost } from '../consent/consent-host';
import { SegmentHost } from '../segments/segment-host';
import { Footer } from './footer';
import { Header } from './header';
import { HydrateLater, LAST_GROUP } from './hydrate-later';
import { HydrationMark } from './hydration-mark';
import { ROUTE_ANNOUNCER_ID } from './route-announcer';
import { TopBanner } from './top-banner';
import { useT } from '../i18n';

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
      {/* Below the fold: hydrated after the page (decision 040). */}
      <HydrateLater group={LAST_GROUP}>
        <Footer />
      </HydrateLater>
      <p id={ROUTE_ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
      <SegmentHost />
      <HydrationMark />
    </div>
  );
}
