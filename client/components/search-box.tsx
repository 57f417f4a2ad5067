// Header search box (docs/spec/storefront-shell.md §2.4, §5, §7, §8, §9.5): a React Aria combobox suggesting
// products from the third character (debounced 500 ms, 4 on mobile, 8 otherwise). Choosing a
// suggestion opens its product page; Enter without a highlighted suggestion opens the search
// results. Both push a click-search event. Not shown on checkout and content-only routes.
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { isSearchExcluded } from '../../markets';
import { useT } from '../i18n';
import { useAppState } from '../state/bootstrap';
import { usePageLocation } from '../state/page-location';
import { atIdle } from './later';
import './search-box.css';

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
 * of the field, keeping what was typed. Its code is fetched at idle, but it is not swapped in
 * then: most page views never search, and its first render (a 250 ms task at a mid-range phone's
 * speed) would compete with the page (decisions 050, 073).
 */
function SearchForm() {
  const t = useT();
  const { bootstrap } = useAppState();
  const [Combobox, setCombobox] = useState<ComponentType<ComboboxProps> | null>(null);
  const [draft, setDraft] = useState('');
  const [focused, setFocused] = useState(false);
  // Its code is fetched at idle (decision 073), after the menus' and dialogs' (late: it is the
  // biggest, and the plain field answers a tap anyway); the swap waits for the shopper's first
  // touch or focus, and renders in a transition: the field has focus and takes keys meanwhile.
  useEffect(() => atIdle(loadCombobox, true), []);
  const load = () => void loadCombobox().then((c) => startTransition(() => setCombobox(() => c)));
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
