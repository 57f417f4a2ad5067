// Header search box (docs/spec/storefront-shell.md §2.4, §5, §7, §8, §9.5): a React Aria combobox suggesting
// products from the third character (debounced 500 ms, 4 on mobile, 8 otherwise). Choosing a
// suggestion opens its product page; Enter without a highlighted suggestion opens the search
// results. Both push a click-search event. Not shown on checkout and content-only routes.
import { startTransition, useState, type ComponentType } from 'react';
import { isSearchExcluded } from '../../markets';
import { useT } from '../i18n';
import { useAppState } from '../state/bootstrap';
import { usePageLocation } from '../state/page-location';
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
 * of the field, keeping what was typed. Not at idle: most page views never search, and its code
 * and first render (a 250 ms task at a mid-range phone's speed) would compete with the page
 * (decisions 050, 073).
 */
function SearchForm() {
  const t = useT();
  const { bootstrap } = useAppState();
  const [Combobox, setCombobox] = useState<ComponentType<ComboboxProps> | null>(null);
  const [draft, setDraft] = useState('');
  const [focused, setFocused] = useState(false);
  // Not at idle (decision 073): evaluating React Aria's module is a long task (476 ms at
  // Lighthouse's simulated phone speed). The field answers a tap natively (focus, keys kept); its
  // code is fetched at the first touch or focus and lands while the shopper types the three
  // characters suggestions need. The swap renders in a transition, so the field keeps taking keys.
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
