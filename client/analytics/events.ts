// Every event the shop sends to the tag manager, one discriminated union on `event`,
// and the one way to send them: `track` adds the split-test flag (docs/spec/commerce-core.md §9) and appends
// to window.dataLayer (created on first push). Nothing happens on the server.
import type { PageType, StorefrontCode } from '../../markets';
import type { AnalyticsOrder } from '../checkout/success/purchase-event';

/** Where a product card was shown: the lists that report impressions. */
/** `basket-upsell`: a segment's upsell on the basket (decision 038); `carousel`: a CMS product carousel (decision 051). */
export type ProductList = 'category' | 'search' | 'recommendations' | 'basket' | 'basket-upsell' | 'carousel';

/** A product as impressions and clicks report it; price in minor units of `currency`. */
export interface TrackedProduct {
  id: string;
  sku: string;
  name: string;
  price: number;
  currency: string;
  list: ProductList;
  /** 1-based place in its list. */
  position: number;
}

/** A cart line as add/remove report it: the variant, its price (minor units) and how many were added or removed. */
export interface TrackedLine {
  sku: string;
  name: string;
  price: number;
  currency: string;
  quantity: number;
}

export type AnalyticsEvent =
  | {
      event: 'page-view';
      pageType: PageType;
      path: string;
      market: { storefront: string; countryCode: string; language: string; currency: string };
      /** From storage when present (decision 035). */
      customerId?: string;
    }
  | { event: 'product-impressions'; products: TrackedProduct[] }
  | { event: 'product-click'; product: TrackedProduct }
  | { event: 'click-search'; term: string; productId: string; type: 'suggestionClick' | 'searchClick' }
  | { event: 'add-to-cart'; line: TrackedLine }
  | { event: 'remove-from-cart'; line: TrackedLine }
  | { event: 'checkout-step'; step: 1 | 2 | 3; view: 'cart' | 'address' | 'payment' }
  | { event: 'purchase'; order: AnalyticsOrder }
  | { event: 'newsletter'; eventLabel: 'success' | 'fail'; email: string; signupSource: string; identifier: string }
  | { event: 'segment-popup'; action: 'view' | 'close' | 'submit'; segmentId: string; popupIdentifier: string }
  | { event: 'experiment-exposure'; experimentId: string; variant: string };

export type EventName = AnalyticsEvent['event'];

/** What window.dataLayer holds: an event with its split-test flag. */
export type DataLayerEntry = AnalyticsEvent & { splitTest: boolean };

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** General events (about the visit, not one interaction): always flagged (decision 035). */
const GENERAL_EVENTS: readonly EventName[] = ['page-view', 'experiment-exposure'];

/**
 * Events each storefront's running split tests measure, flagged there besides the general and
 * purchase events (docs/spec/commerce-core.md §9). Which experiments run is the worker's config (EXPERIMENTS),
 * so the page state brings the list (`listSplitTestEvents`, decision 039).
 */
export const SPLIT_TEST_EVENTS: Partial<Record<StorefrontCode, readonly EventName[]>> = {};

/** Records the events a storefront's running split tests list (the page state's `experiments.splitTestEvents`). */
export function listSplitTestEvents(storefront: StorefrontCode, events: readonly string[]): void {
  // The registry's events are EventNames (markets/experiments.ts; checked by events.test.ts).
  SPLIT_TEST_EVENTS[storefront] = events as readonly EventName[];
}

/**
 * The split-test flag of docs/spec/commerce-core.md §9: true for general and purchase events, or those listed
 * for the storefront's split tests.
 * @example splitTestFlag('purchase', 'de') // true
 */
export function splitTestFlag(name: EventName, storefront: string, listed = SPLIT_TEST_EVENTS): boolean {
  if (name === 'purchase' || GENERAL_EVENTS.includes(name)) return true;
  return (listed[storefront as StorefrontCode] ?? []).includes(name);
}

/** Sends one event. @example track({ event: 'click-search', term: 'dots', productId: '', type: 'searchClick' }) */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  // The path's first segment: the storefront code, or something no split test lists. (Not
  // markets' parser: importing markets here would split its chunk and grow first-load JS.)
  const storefront = window.location.pathname.split('/')[1] ?? '';
  const entry: DataLayerEntry = { ...event, splitTest: splitTestFlag(event.event, storefront) };
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}
