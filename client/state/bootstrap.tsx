// What the server told this page (storefront, build, origin) plus the market store: one
// context, filled from the serialized bootstrap on both sides so hydration sees the same values.
import { createContext, use, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Market } from '../../markets';
import type { ShellBootstrap } from '../ssr-contract';
import type { Api } from '../queries/api';
import type { MarketStore } from './market-store';

interface AppState {
  bootstrap: ShellBootstrap;
  api: Api;
  /** The current market, from the market store the route loaders read as well. */
  market: Market;
  /** The store itself, for an in-place market switch (client/state/market-switch.ts). */
  marketStore: MarketStore;
  /** CSP nonce of this response, for inline scripts (the state script carries it). */
  nonce: string;
}

const AppStateContext = createContext<AppState | null>(null);

interface Props {
  /** The router context's market store (router.options.context.market). */
  market: MarketStore;
  bootstrap: ShellBootstrap;
  api: Api;
  nonce: string;
  children: ReactNode;
}

export function AppStateProvider(props: Props) {
  const { market: marketStore, bootstrap, api, nonce } = props;
  // Hydration renders the market the server rendered; a switch made meanwhile follows right after.
  const [serverMarket] = useState(marketStore.get);
  const market = useSyncExternalStore(marketStore.subscribe, marketStore.get, () => serverMarket);
  const value = useMemo<AppState>(() => ({ bootstrap, api, market, marketStore, nonce }), [bootstrap, api, market, marketStore, nonce]);
  return <AppStateContext value={value}>{props.children}</AppStateContext>;
}

export function useAppState(): AppState {
  const state = use(AppStateContext);
  if (!state) throw new Error('useAppState outside AppStateProvider');
  return state;
}

export const useMarket = () => useAppState().market;
