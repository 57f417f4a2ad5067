// The React tree around the router, identical on server and client.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { Api } from './queries/api';
import type { AppRouter } from './router';
import type { Bootstrap } from './ssr-contract';
import { AppStateProvider } from './state/bootstrap';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  bootstrap: Bootstrap;
  api: Api;
  nonce: string;
}

export function App(props: AppProps) {
  return (
    <AppStateProvider market={props.router.options.context.market} bootstrap={props.bootstrap} api={props.api} nonce={props.nonce}>
      <QueryClientProvider client={props.queryClient}>
        <RouterProvider router={props.router} />
      </QueryClientProvider>
    </AppStateProvider>
  );
}
