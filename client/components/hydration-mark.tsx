// Marks the end of hydration on <html data-hydrated>; tests and tooling wait on it. It lives in
// the page shells (the default layout and the layout-less shared content), not in Document:
// TanStack wraps the root's Outlet in a Suspense boundary, which React hydrates after the root
// has committed, so an effect in Document runs before the header's and the page's listeners.
import { useEffect } from 'react';

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
