// The shop's plain HTML forms (decision 071): each posts to a worker route under /forms, which
// answers 303 back to the page the shopper was on with `?outcome=<name>`, and the page shows
// it. `outcome` is a shopper parameter (query-params.ts): such a page is never in the shared
// cache.
export const OUTCOME_PARAM = 'outcome';

export type FormOutcome = 'newsletter-subscribed' | 'newsletter-invalid' | 'newsletter-failed';

/** The outcome a page's query string carries (the page compares it with its own). */
export const formOutcomeOf = (searchStr: string): string | null => new URLSearchParams(searchStr).get(OUTCOME_PARAM);
