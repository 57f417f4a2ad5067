// Where the shopper came from: the previous location after each page view, and the last
// listing-type page (category, search) as the return target from checkout.
import { isListingPageType, pageMetaOf } from '../../markets';

const LAST_LISTING_KEY = 'argyle:last-listing';
let previousLocation: string | undefined;
let currentLocation: string | undefined;

export function recordPageView(href: string, storage?: Pick<Storage, 'setItem'>) {
  if (href === currentLocation) return;
  previousLocation = currentLocation;
  currentLocation = href;
  const path = href.split('?')[0] ?? href;
  if (isListingPageType(pageMetaOf(path).type)) storage?.setItem(LAST_LISTING_KEY, href);
}

export const getPreviousLocation = () => previousLocation;

export function getLastListingPage(storage: Pick<Storage, 'getItem'>): string | undefined {
  return storage.getItem(LAST_LISTING_KEY) ?? undefined;
}
