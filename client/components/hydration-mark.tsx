// Marks the end of hydration on <html data-hydrated>; tests and tooling wait on it. It lives in
// the page shells (the default layout and the layout-less shared content), not in Document:
// TanStack wraps the root's Outlet in a Suspense boundary, which React hydrates after the root
// has committed, so an effect in Document runs before the header's and the page's listeners.
// Below-the-fold boundaries, which React hydrates in later passes (later.tsx), are waited for:
// hydrated means all of it.
import { useEffect } from 'react';
import { whenLaterHydrated } from './later';

export function HydrationMark() {
  useEffect(() => {
    void whenLaterHydrated().then(() => (document.documentElement.dataset.hydrated = 'true'));
  }, []);
  return null;
}

/** Resolves once the page is hydrated (the mark is set) and the browser is next idle. */
export { whenHydrated } from './later';
