// The live region that names the page a client-side route change opened (decision 043). A full
// load makes screen readers read the new page's title; a route change does not, so the title is
// said here whenever a route change brings a new one (page-head.tsx). The layout renders the
// region on the server, so it exists before the first change (a region added with its text is
// not read).

export const ROUTE_ANNOUNCER_ID = 'route-announcer';

export function announcePage(title: string, doc: Document = document): void {
  const region = doc.getElementById(ROUTE_ANNOUNCER_ID);
  if (region) region.textContent = title;
}
