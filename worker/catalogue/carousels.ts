// A CMS product carousel as a call to the search service's recommendation widgets (POST
// /api/v2/widget, decision 051): new products newest first, any other list bestsellers first;
// either way only recommended products in stock in the storefront's warehouse, priced in the
// market's currency.
import type { CarouselBlock } from '../../markets';
import type { WidgetRequest } from '../upstreams/search/schemas';
import { listingFilter } from './filters';

/** The widget whose order a carousel shows. @example carouselWidget({ badges: 'new' }) // 'new-in' */
export const carouselWidget = (searchFilter: Record<string, string>): 'new-in' | 'bestsellers' =>
  searchFilter.badges === 'new' ? 'new-in' : 'bestsellers';

/** The widget call for a carousel, in a market's currency and warehouse region. */
export function carouselRequest(carousel: CarouselBlock, scope: { currency: string; region: string }): WidgetRequest {
  return {
    widgetId: carouselWidget(carousel.searchFilter),
    limit: carousel.limit,
    requestName: 'carousel',
    variables: { filter: listingFilter(carousel.searchFilter), currency: scope.currency, region: scope.region },
  };
}
