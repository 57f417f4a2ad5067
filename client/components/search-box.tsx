// Header search box (storefront-shell 2.4, 5, 7, 8, 9.5): a React Aria combobox suggesting
// products from the third character (debounced 500 ms, 4 on mobile, 8 otherwise). Choosing a
// suggestion opens its product page; Enter without a highlighted suggestion opens the search
// results. Both push a click-search event. Not shown on checkout and content-only routes.
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { isSearchExcluded } from '../../markets';
import { reportDiagnostic } from '../diagnostics';
import { useT } from '../i18n';
import { useAppState } from '../state/bootstrap';
import { usePageLocation } from '../state/page-location';
import { MOBILE_QUERY } from '../styles/breakpoints';
import './search-box.css';

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

const subscribeMobile = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Below 960 px; the server (and hydration) assume desktop. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeMobile,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

type ComboboxProps = { initialInput: string; focused: boolean };
/**
 * The combobox module, loaded once. Not React.lazy: lazy suspends on its first render even when
 * the module is there, and the Suspense fallback would remount the plain input and drop focus.
 */
const loadCombobox = (): Promise<ComponentType<ComboboxProps>> => import('./search-combobox').then((m) => m.default);

export function SearchBox() {
  // The page on screen's: the box goes and comes back with the page, not with the click.
  const pathname = usePageLocation('pathname');
  return isSearchExcluded(pathname) ? null : <SearchForm />;
}

/**
 * A plain GET search form, rendered on the server and usable before any JavaScript; the
 * combobox (its own chunk, 50 kB brotli: React Aria's) replaces it at the first touch or focus
 * of the field, keeping what was typed. Not at idle: most page views never search, and its code
 * and first render (a 250 ms task at a mid-range phone's speed) would compete with the page
 * (decision 050).
 */
function SearchForm() {
  const t = useT();
  const { bootstrap } = useAppState();
  const [Combobox, setCombobox] = useState<ComponentType<ComboboxProps> | null>(null);
  const [draft, setDraft] = useState('');
  const [focused, setFocused] = useState(false);
  const load = () => void loadCombobox().then((c) => setCombobox(() => c));
  const plain = (
    <form className="search-box" role="search" action={`/${bootstrap.storefront}/search`} method="get">
      <label className="search-box__label" htmlFor="site-search">
        {t('search')}
      </label>
      <input
        id="site-search"
        className="search-box__input"
        type="text"
        name="term"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('searchPlaceholder')}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onPointerDown={load}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => setFocused(false)}
      />
    </form>
  );
  return Combobox ? <Combobox initialInput={draft} focused={focused} /> : plain;
}
