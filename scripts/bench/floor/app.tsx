/** @jsxRuntime automatic */
// The floor of the stack: React 19, TanStack Router and TanStack Query rendering and
// hydrating a small shop-like document (header, 24 product cards, footer), with no shop code.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider, type RouterHistory } from '@tanstack/react-router';

const cards = Array.from({ length: 24 }, (_, i) => ({ id: i, name: `Striped sock ${i + 1}`, price: `£${(9 + (i % 5)).toFixed(2)}` }));

function Cards() {
  const { data } = useQuery({ queryKey: ['cards'], queryFn: () => cards, staleTime: Infinity, initialData: cards });
  return (
    <ul>
      {data.map((c) => (
        <li key={c.id}>
          <a href={`/product/${c.id}`}>
            {c.name} {c.price}
          </a>
          <button type="button">Add to basket</button>
        </li>
      ))}
    </ul>
  );
}

const rootRoute = createRootRoute({
  component: () => (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Floor</title>
        <script type="module" src="/entry.js" />
      </head>
      <body>
        <header>
          {['Adults', 'Kids', 'Gift boxes', 'Sale', 'About us'].map((n) => (
            <Link key={n} to="/">
              {n}
            </Link>
          ))}
        </header>
        <main>
          <Outlet />
        </main>
        <footer>© Floor</footer>
      </body>
    </html>
  ),
});
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => (
    <>
      <h1>Socks</h1>
      <Cards />
    </>
  ),
});

export function createApp(history?: RouterHistory) {
  const queryClient = new QueryClient();
  const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]), ...(history ? { history } : {}) });
  const App = () => (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return { router, App };
}
