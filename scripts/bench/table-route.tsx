// The storefront's benchmark table page, /{storefront}/bench/ssr-table (npm run bench:ssr): the
// 1000-row table the bare worker renders too (./bare), here through the storefront's router,
// query cache, dehydrated state and layout. The bench entry (./worker.ts) adds it to the shipped
// route tree in its own isolate; the shipped worker and client do not have it (decision 055).
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { PageHead } from '../../client/components/page-head';
import { layoutRoute } from '../../client/routes/layout';
import { BenchTable } from './table';
import { tableRows } from './table-rows';

export const TABLE_PATH = 'bench/ssr-table';

// The rows come in through the query cache, so they are in the page's dehydrated state as a
// loader's data would be.
const tableQuery = queryOptions({ queryKey: ['bench', 'ssr-table'], queryFn: async () => ({ rows: tableRows() }) });

function BenchTablePage() {
  const { rows } = useSuspenseQuery(tableQuery).data;
  return (
    <article className="page" data-page-type="unknown">
      <PageHead title="SSR table benchmark" noindex />
      <BenchTable rows={rows} />
    </article>
  );
}

const tableRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: TABLE_PATH,
  loader: ({ context }) => context.queryClient.ensureQueryData(tableQuery),
  component: BenchTablePage,
});

/** Puts the table page under the layout; routers made afterwards in this isolate route to it. */
export function addTableRoute(): void {
  const children = (layoutRoute.children ?? []) as AnyRoute[];
  if (!children.includes(tableRoute)) layoutRoute.addChildren([...children, tableRoute]);
}
