// The header search box's combobox (React Aria), in its own chunk: SearchBox renders a plain
// search form first and swaps this in once it has loaded, keeping the typed text and focus.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { use, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { ComboBox, ComboBoxStateContext, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { track } from '../analytics/events';
import { imageAt } from '../catalogue/images';
import { useT } from '../i18n';
import { suggestOptions, type Suggestion } from '../queries/catalogue';
import { useAppState, useMarket } from '../state/bootstrap';
import { navigateFromSearch, SUGGEST_DEBOUNCE_MS, SUGGEST_LIMIT, SUGGEST_MIN_CHARS, useDebouncedValue } from './search-shared';
import { useIsMobile } from './use-is-mobile';

const PHOTO_WIDTH = 320;

/** Suggestions a combobox can show: a non-empty, unique sku each (docs/spec/storefront-shell.md §5). */
const usable = (items: readonly Suggestion[]) => {
  const seen = new Set<string>();
  return items.filter((s) => {
    const sku = s.product.sku;
    if (!sku || seen.has(sku)) return false;
    seen.add(sku);
    return true;
  });
};

const hasStatus = (error: unknown): error is { status: number } =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';

export default function SearchCombobox(props: { initialInput: string; focused: boolean }) {
  const t = useT();
  const { api, bootstrap } = useAppState();
  const market = useMarket();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState(props.initialInput);
  // Take over focus from the plain input this replaces, unless the shopper has moved on: the
  // swap drops focus to <body>, and focus anywhere else was the shopper's choice.
  useEffect(() => {
    const active = document.activeElement;
    if (props.focused && (!active || active === document.body)) inputRef.current?.focus();
  }, [props.focused]);
  const typed = input.trim();
  const debounced = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  // A term shorter than the minimum clears the suggestions at once, without waiting.
  const term = typed.length >= SUGGEST_MIN_CHARS && debounced.length >= SUGGEST_MIN_CHARS ? debounced : '';
  const limit = useIsMobile() ? SUGGEST_LIMIT.mobile : SUGGEST_LIMIT.desktop;
  const { data, error, isFetching } = useQuery(suggestOptions(api, bootstrap.storefront, market.countryCode, term, limit));

  useEffect(() => {
    // Spec 8: logged when the error carries a status, otherwise ignored.
    if (hasStatus(error)) console.error('Search suggestions failed', error.status, error);
  }, [error]);

  const items = error || !term ? [] : usable(data ?? []);

  const collapse = () => {
    setInput('');
    inputRef.current?.blur();
  };

  const choose = (key: Key | null) => {
    if (key == null) return;
    const sku = String(key);
    track({ event: 'click-search', term: typed, productId: sku, type: 'suggestionClick' });
    collapse();
    const target = `/${bootstrap.storefront}/product/${sku}`;
    void navigateFromSearch(() => navigate({ to: '/$storefront/product/$sku', params: { storefront: bootstrap.storefront, sku } }), target);
  };

  const search = () => {
    if (!typed) return;
    track({ event: 'click-search', term: typed, productId: '', type: 'searchClick' });
    collapse();
    const target = `/${bootstrap.storefront}/search`;
    void navigateFromSearch(
      () => navigate({ to: '/$storefront/search', params: { storefront: bootstrap.storefront }, search: { term: typed } }),
      target,
    );
  };

  const waiting = typed.length >= SUGGEST_MIN_CHARS && (debounced !== typed || (isFetching && !data));
  const emptyText = waiting ? t('loading') : term && !error ? t('searchNoResultsTitle', { term }) : t('noOptions');

  return (
    <ComboBox<Suggestion>
      className="search-box"
      items={items}
      inputValue={input}
      onInputChange={setInput}
      value={null}
      onChange={choose}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="focus"
    >
      <Label className="search-box__label">{t('search')}</Label>
      <SearchInput inputRef={inputRef} placeholder={t('searchPlaceholder')} onSearch={search} />
      <Popover className="search-box__popover" placement="bottom end" offset={6}>
        <ListBox<Suggestion>
          className="search-box__list"
          renderEmptyState={() => (
            <div className="search-box__empty" aria-live="polite">
              {emptyText}
            </div>
          )}
        >
          {(item) => (
            <ListBoxItem id={item.product.sku} textValue={item.product.title} className="search-box__item" data-sku={item.product.sku}>
              <SuggestionPhoto photo={item.product.photo} />
              <span className="search-box__title">{item.product.title}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** The small product photo, loaded lazily; a blank tile when there is none. */
function SuggestionPhoto({ photo }: { photo: string }) {
  const src = imageAt(photo, PHOTO_WIDTH);
  return src ? (
    <img className="search-box__photo" src={src} alt="" width={40} height={50} loading="lazy" decoding="async" />
  ) : (
    <span className="search-box__photo" aria-hidden="true" />
  );
}

/** The input; Enter with no suggestion highlighted searches for the typed term. */
function SearchInput({
  inputRef,
  placeholder,
  onSearch,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  placeholder: string;
  onSearch: () => void;
}) {
  const state = use(ComboBoxStateContext);
  // Capture phase: before React Aria's handler commits (and so clears) the highlighted suggestion.
  const onKeyDownCapture = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    if (state?.isOpen && state.selectionManager.focusedKey != null) return;
    e.preventDefault();
    onSearch();
  };
  return (
    <Input
      ref={inputRef}
      className="search-box__input"
      placeholder={placeholder}
      enterKeyHint="search"
      onKeyDownCapture={onKeyDownCapture}
    />
  );
}
