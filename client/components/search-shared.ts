// What the search combobox (and the search box's tests) use (spec shell 9.5): the suggestion
// timings and limits, navigation with its error report. Apart, so the lazily loaded combobox does
// not import the box that loads it; the device class is in use-is-mobile.ts, so none of this is in
// the page's first JavaScript (decision 073).
import { useEffect, useState } from 'react';
import { reportDiagnostic } from '../diagnostics';

/** Spec 9.5: suggestions debounce, minimum term and limits per device class. */
export const SUGGEST_DEBOUNCE_MS = 500;
export const SUGGEST_MIN_CHARS = 3;
export const SUGGEST_LIMIT = { mobile: 4, desktop: 8 } as const;

/**
 * Runs a navigation from the search box (to a suggestion's product or to the results) and logs
 * its failure through the error reporter (spec shell 8: search navigation errors are logged), so
 * it never ends as an unhandled rejection.
 * @example void navigateFromSearch(() => navigate({ to: '/uk/search', search: { term } }), '/uk/search')
 */
export async function navigateFromSearch(go: () => Promise<unknown>, target: string): Promise<void> {
  try {
    await go();
  } catch (error) {
    console.error('Search navigation failed', target, error);
    reportDiagnostic({
      message: 'Search navigation failed',
      code: 'search-navigation-error',
      level: 'error',
      data: { target, error: error instanceof Error ? error.message : String(error) },
    });
  }
}

/** The value once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return debounced;
}
