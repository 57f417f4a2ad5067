// The one layout (default): header, the page, footer.
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { HydrationMark } from './hydration-mark';
import { TopBanner } from './top-banner';

export function DefaultLayout(props: { children?: ReactNode }) {
  return (
    <div className="layout" data-layout="default">
      <TopBanner />
      <Header />
      <main id="main" tabIndex={-1}>
        {props.children ?? <Outlet />}
      </main>
      <Footer />
      <HydrationMark />
    </div>
  );
}
