// The router's SSR glue that TanStack Router (1.170) offers no public API for outside its own
// dehydration, which our page state replaces (decision 064): the redirect a server load ended in,
// and marking the browser's router as hydrating server HTML. The rest uses the public API.
import type { AnyRouter } from '@tanstack/react-router';

/** Where the server load sent the request instead (a route's `redirect()`, or the canonical URL). */
export function serverRedirect(router: AnyRouter): { status: number; location: string } | undefined {
  // The field TanStack's own createRequestHandler reads for the same answer.
  const result = router._serverResult;
  if (result?.type !== 'redirect') return undefined;
  const { redirect } = result;
  return { status: redirect.status, location: redirect.headers.get('Location') ?? redirect.options.href ?? '/' };
}

/**
 * The browser's router renders the tree the server rendered: without this, TanStack wraps the
 * root in an extra Suspense boundary and hydration mismatches. TanStack's `hydrate()` sets the
 * same field, but only from the `$_TSR` state its server dehydration writes.
 */
export function markHydratingServerHtml(router: AnyRouter): void {
  router.ssr = { manifest: undefined };
}
