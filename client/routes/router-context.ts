// The router's context, given to every route (createAppRouter), and what a loader is handed of
// it: the one definition the loaders' shared helpers (content, carousels, product, search) take.
import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import type { Api } from '../queries/api';
import type { ShellBootstrap } from '../ssr-contract';
import type { MarketStore } from '../state/market-store';

export interface RouterContext {
  queryClient: QueryClient;
  api: Api;
  /** Without the market country: that is `market`, the one state components read too. */
  bootstrap: ShellBootstrap;
  market: MarketStore;
}

/** The part of a route loader's argument the shared load helpers read. */
export interface LoaderContext {
  context: RouterContext;
  location: Pick<ParsedLocation, 'searchStr'>;
}
