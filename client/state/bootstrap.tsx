// What the server told this page (storefront, market country, build, origin): one context,
// filled from the serialized bootstrap on both sides so hydration sees the same values.
import type { AnyRouter } from '@tanstack/react-router';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
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

interface Props {
  router: AnyRouter;
  bootstrap: Bootstrap;
  api: ApiFetch;
  nonce: string;
  stateJson: string;
  children: ReactNode;
}

export function AppStateProvider(props: Props) {
  const { router, bootstrap, api, nonce, stateJson } = props;
  const [country, setCountryState] = useState<CountryCode>(bootstrap.countryCode);
  // The route loaders read the country from the router's context: switch it there too, so the
  // next page's data is loaded for the market the shopper now sees.
  const setCountry = useCallback(
    (next: CountryCode) => {
      const context = router.options.context;
      router.update({ ...router.options, context: { ...context, bootstrap: { ...context.bootstrap, countryCode: next } } });
      setCountryState(next);
    },
    [router],
  );
  const value = useMemo<AppState>(() => {
    const market = getMarket(country, bootstrap.environment);
    if (!market) throw new Error(`Unknown market ${country}`);
    return { bootstrap, api, market, nonce, stateJson, setCountry };
  }, [bootstrap, api, nonce, stateJson, country, setCountry]);
  return <AppStateContext value={value}>{props.children}</AppStateContext>;
}

export function useAppState(): AppState {
  const state = use(AppStateContext);
  if (!state) throw new Error('useAppState outside AppStateProvider');
  return state;
}

export const useMarket = () => useAppState().market;
