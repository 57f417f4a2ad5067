// Page views (docs/spec/commerce-core.md §4 "Analytics"): one per route change, with page type and market,
// except for ignored routes and unnamed ones (nothing matched, or the page failed), and the
// checkout step the view stands for. Runs from the tracker, which loads after hydration; it
// gets the page meta from its caller, so that the tracker chunk imports nothing from markets/
// (a shared import would split markets' chunk and grow the JavaScript fetched before hydration).
import type { CHECKOUT_STEPS, Market, PageMeta } from '../../markets';
import type { AnalyticsEvent } from './events';

/** Pages that are not shop pages: the index redirect, staff diagnostics, layout-less shared content. */
export const IGNORED_MODULES: readonly string[] = [
  'client/routes/index/page.tsx',
  'client/routes/product-diagnostics/page.tsx',
  'client/routes/shared-content/page.tsx',
];

/** Where the customer id is read from when present (decision 035). */
export const CUSTOMER_ID_KEY = 'customerId';

/** The part of a router match this needs. */
export interface MatchInfo {
  status: 'pending' | 'success' | 'error' | 'notFound';
  staticData: { module?: string };
}

/** The page view for the rendered matches, or undefined when the route is ignored or unnamed. */
export function pageViewOf(
  path: string,
  meta: PageMeta,
  matches: readonly MatchInfo[],
  market: Market,
  customerId: string | null,
): Extract<AnalyticsEvent, { event: 'page-view' }> | undefined {
  const leaf = matches.at(-1);
  const module = leaf?.staticData.module;
  if (!module || IGNORED_MODULES.includes(module)) return undefined;
  if (matches.some((m) => m.status === 'error' || m.status === 'notFound')) return undefined;
  return {
    event: 'page-view',
    pageType: meta.type,
    path,
    market: {
      storefront: market.storefrontCode,
      countryCode: market.countryCode,
      language: market.language,
      currency: market.currency.code,
    },
    ...(customerId ? { customerId } : {}),
  };
}

/** Checkout steps with an event of their own; success is the purchase. Checked against markets' numbers. */
const STEPS = { cart: 1, address: 2, payment: 3 } as const satisfies Omit<typeof CHECKOUT_STEPS, 'success'>;

/** The checkout step a page stands for (docs/spec/commerce-core.md §9: cart 1, address 2, payment 3). */
export function checkoutStepOf(meta: PageMeta): AnalyticsEvent | undefined {
  const view = meta.view;
  if (view !== 'cart' && view !== 'address' && view !== 'payment') return undefined;
  return { event: 'checkout-step', step: STEPS[view], view };
}

/** The customer id from storage, when present; storage may be blocked. */
export function readCustomerId(storage: () => Pick<Storage, 'getItem'>): string | null {
  try {
    return storage().getItem(CUSTOMER_ID_KEY) || null;
  } catch {
    return null;
  }
}
