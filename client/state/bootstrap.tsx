// What the server told this page (storefront, market country, build, origin): one context,
// filled from the serialized bootstrap on both sides so hydration sees the same values.
import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { getMarket, type CountryCode, type Market } from '../../markets';
import type { Bootstrap } from '../ssr-contract';
import type { ApiFetch } from '../queries/api';

interface AppState {
  bootstrap: Bootstrap;
  api: ApiFetch;
  market: Market;
  /** CSP nonce of this response; the state script carries it. */
  nonce: string;
  /** Serialized bootstrap + query state, rendered back verbatim when hydrating. */
  stateJson: string;
  /** In-place market switch (same storefront and region). */
  setCountry: (country: CountryCode) => void;
}

const AppStateContext = createContext<AppState | null>(null);

export function AppStateProvider(props: { bootstrap: Bootstrap; api: ApiFetch; nonce: string; stateJson: string; children: ReactNode }) {
  const { bootstrap, api, nonce, stateJson } = props;
  const [country, setCountry] = useState<CountryCode>(bootstrap.countryCode);
  const value = useMemo<AppState>(() => {
    const market = getMarket(country, bootstrap.environment);
    if (!market) throw new Error(`Unknown market ${country}`);
    return { bootstrap, api, market, nonce, stateJson, setCountry };
  }, [bootstrap, api, nonce, stateJson, country]);
  return <AppStateContext value={value}>{props.children}</AppStateContext>;
}

export function useAppState(): AppState {
  const state = use(AppStateContext);
  if (!state) throw new Error('useAppState outside AppStateProvider');
  return state;
}

export const useMarket = () => useAppState().market;
