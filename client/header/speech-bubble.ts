// Speech bubble next to the logo (docs/spec/storefront-shell.md §2.4, §3, §9.5): one message at a time with a
// variant and an optional lifetime. It hides on a click, on a route change (unless the new route
// has a sku parameter or is the search page) and after `time` ms when time > 0.
import { useSyncExternalStore } from 'react';

export type SpeechBubbleVariant = 'default' | 'highlight' | 'transaction';
export type SpeechBubbleKind = 'addToCart' | 'menuExpanded' | 'resultsFound' | 'searchFocused' | 'searchResult';

export interface SpeechBubbleState {
  variant: SpeechBubbleVariant;
  message: string;
  /** Lifetime in ms; 0 keeps it until a click or route change. */
  time: number;
  /** Optional fixed height (px) of the bubble. */
  height?: number;
  /** Which situation showed it (for styling and analytics). */
  kind?: SpeechBubbleKind;
}

export interface RouteChange {
  /** The new route's params (a `sku` keeps the bubble). */
  params?: Readonly<Record<string, unknown>>;
  /** The page context ('search' keeps the bubble). */
  pageContext?: string;
}

/** Spec 9.5: the search result notice lasts 3000 ms in the highlight variant. */
export const SEARCH_RESULT_BUBBLE_MS = 3000;

/**
 * How each situation shows the bubble. The spec fixes only the search result notice; the cart
 * confirmation lasts as long (decision 012), and the menu and search prompts stay while the
 * menu is open or the search field focused (time 0), then the header hides them.
 */
const NOTICES: Record<SpeechBubbleKind, Pick<SpeechBubbleState, 'variant' | 'time'>> = {
  addToCart: { variant: 'transaction', time: SEARCH_RESULT_BUBBLE_MS },
  menuExpanded: { variant: 'default', time: 0 },
  searchFocused: { variant: 'default', time: 0 },
  resultsFound: { variant: 'highlight', time: SEARCH_RESULT_BUBBLE_MS },
  searchResult: { variant: 'highlight', time: SEARCH_RESULT_BUBBLE_MS },
};

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The bubble for a situation, its message from the translation `speechBubble_{kind}`. */
export function speechBubbleFor(kind: SpeechBubbleKind, t: Translate, vars?: Record<string, string | number>): SpeechBubbleState {
  return { ...NOTICES[kind], kind, message: t(`speechBubble_${kind}`, vars) };
}

export interface SpeechBubbleStore {
  get(): SpeechBubbleState | null;
  subscribe(listener: () => void): () => void;
  show(state: SpeechBubbleState): void;
  hide(): void;
  /** Hides it only when it is showing this situation (so it never hides another's message). */
  hideKind(kind: SpeechBubbleKind): void;
  /** A click anywhere hides it. */
  onClick(): void;
  onRouteChange(change: RouteChange): void;
}

export function createSpeechBubbleStore(): SpeechBubbleStore {
  let state: SpeechBubbleState | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: SpeechBubbleState | null) => {
    clearTimeout(timer);
    timer = undefined;
    state = next;
    if (next && next.time > 0) timer = setTimeout(() => set(null), next.time);
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show: (next) => set({ ...next }),
    hide: () => state && set(null),
    hideKind: (kind) => state?.kind === kind && set(null),
    onClick: () => state && set(null),
    onRouteChange({ params, pageContext }) {
      if (!state) return;
      if (params && typeof params.sku === 'string' && params.sku !== '') return;
      if (pageContext === 'search') return;
      set(null);
    },
  };
}

/** The app's one bubble. */
export const speechBubble = createSpeechBubbleStore();

/**
 * The search result notice: the found count when there is one ('speechBubble_resultsFound'), else
 * the generic message ('speechBubble_searchResult'); highlight variant, 3000 ms.
 */
export function searchResultNotice(t: Translate, result: { count?: number; term?: string }): SpeechBubbleState {
  return result.count !== undefined && result.count > 0
    ? speechBubbleFor('resultsFound', t, { count: result.count })
    : speechBubbleFor('searchResult', t, { term: result.term ?? '' });
}

export function useSpeechBubble(store: SpeechBubbleStore = speechBubble): SpeechBubbleState | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
