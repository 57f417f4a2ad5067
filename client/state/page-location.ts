// The location of the page on screen, as against the one a route change is loading. TanStack
// Router moves its location (useLocation, useRouterState's location) to the next URL as soon as
// a route change starts, and commits the next page only once its code and loader data are in.
// A page that keyed its queries by that location asked for the next page's data while still on
// screen: it suspended, and with it everything up to the root's Suspense boundary, the header
// and footer included (focus fell to <body>), or it showed an error page when the next URL was
// no story of its own (decision 043).
//
// The root route's beforeLoad puts the location of each load into the route context, which the
// router commits together with the matches: pages, their head entries and the layout's
// per-page parts read it here. What reacts to the click itself (the header closing its menus)
// reads the router's location.
import { rootRouteId, useRouteContext, type ParsedLocation } from '@tanstack/react-router';

export interface PageLocation {
  pathname: string;
  /** The query string with its leading '?', or ''. */
  searchStr: string;
  href: string;
}

/** The root route's beforeLoad (it runs on every load, so the entry follows each route change). */
export const pageLocationContext = ({ location }: { location: ParsedLocation }): { page: PageLocation } => ({
  page: { pathname: location.pathname, searchStr: location.searchStr, href: location.href },
});

/** A part of the shown page's location; the component renders again when that part changes. */
export function usePageLocation(part: keyof PageLocation): string {
  // The root's match: there from the first render on, wherever the caller sits in the tree.
  return useRouteContext({ from: rootRouteId, select: (context) => context.page[part] });
}
