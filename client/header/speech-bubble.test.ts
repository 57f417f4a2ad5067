import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TRANSLATIONS } from '../i18n';
import { translate } from '../../markets';
import { createSpeechBubbleStore, searchResultNotice, SEARCH_RESULT_BUBBLE_MS, speechBubbleFor } from './speech-bubble';

const t = (key: string, vars?: Record<string, string | number>) =>
  translate(
    {
      ...DEFAULT_TRANSLATIONS,
      speechBubble_resultsFound: 'Found {count} socks for you!',
      speechBubble_searchResult: 'Here’s what we found for “{term}”',
      speechBubble_addToCart: 'In your cart.',
      speechBubble_menuExpanded: 'What are your feet in the mood for?',
      speechBubble_searchFocused: 'Looking for something?',
    },
    key,
    vars,
  );

describe('speech bubble store (docs/spec/storefront-shell.md §2.4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message and notifies subscribers', () => {
    const store = createSpeechBubbleStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show({ variant: 'default', message: 'Hi', time: 0 });
    expect(store.get()).toMatchObject({ variant: 'default', message: 'Hi' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hides after its time when time > 0, and stays when time is 0', () => {
    const store = createSpeechBubbleStore();
    store.show({ variant: 'highlight', message: 'x', time: 3000 });
    vi.advanceTimersByTime(2999);
    expect(store.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.get()).toBeNull();
    store.show({ variant: 'default', message: 'y', time: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.get()).not.toBeNull();
  });

  it('a newer message restarts the timer', () => {
    const store = createSpeechBubbleStore();
    store.show({ variant: 'highlight', message: 'a', time: 1000 });
    vi.advanceTimersByTime(900);
    store.show({ variant: 'transaction', message: 'b', time: 1000 });
    vi.advanceTimersByTime(900);
    expect(store.get()?.message).toBe('b');
    vi.advanceTimersByTime(100);
    expect(store.get()).toBeNull();
  });

  it('hides on click', () => {
    const store = createSpeechBubbleStore();
    store.show({ variant: 'default', message: 'x', time: 0 });
    store.onClick();
    expect(store.get()).toBeNull();
  });

  it('hides on a route change unless the route has a sku or the context is search', () => {
    const store = createSpeechBubbleStore();
    store.show({ variant: 'transaction', message: 'added', time: 0 });
    store.onRouteChange({ params: { storefront: 'uk', sku: 'ARG-1' } });
    expect(store.get()).not.toBeNull();
    store.onRouteChange({ params: { storefront: 'uk' }, pageContext: 'search' });
    expect(store.get()).not.toBeNull();
    store.onRouteChange({ params: { storefront: 'uk', sku: '' } });
    expect(store.get()).toBeNull();
  });

  it('the search result notice is highlight for 3000 ms with a found count or a generic message', () => {
    expect(searchResultNotice(t, { count: 12, term: 'stripes' })).toEqual({
      variant: 'highlight',
      message: 'Found 12 socks for you!',
      time: SEARCH_RESULT_BUBBLE_MS,
      kind: 'resultsFound',
    });
    expect(SEARCH_RESULT_BUBBLE_MS).toBe(3000);
    expect(searchResultNotice(t, { term: 'stripes' })).toMatchObject({
      variant: 'highlight',
      message: 'Here’s what we found for “stripes”',
      kind: 'searchResult',
    });
  });

  it('each situation has its variant, lifetime and translated message', () => {
    expect(speechBubbleFor('addToCart', t)).toEqual({ kind: 'addToCart', variant: 'transaction', time: 3000, message: 'In your cart.' });
    expect(speechBubbleFor('menuExpanded', t)).toEqual({
      kind: 'menuExpanded',
      variant: 'default',
      time: 0,
      message: 'What are your feet in the mood for?',
    });
    expect(speechBubbleFor('searchFocused', t)).toEqual({
      kind: 'searchFocused',
      variant: 'default',
      time: 0,
      message: 'Looking for something?',
    });
  });

  it('hideKind hides only the situation it names', () => {
    const store = createSpeechBubbleStore();
    store.show(speechBubbleFor('addToCart', t));
    store.hideKind('menuExpanded');
    expect(store.get()?.kind).toBe('addToCart');
    store.hideKind('addToCart');
    expect(store.get()).toBeNull();
  });
});
