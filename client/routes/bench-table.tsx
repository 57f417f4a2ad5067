// Benchmark page (npm run bench:ssr): the 1000-row, two-column UUID table the bare Hono worker
// renders too (scripts/bench/bare), here through the router, query cache, dehydrated state and
// layout. Exists only with config BENCH_ROUTES on.
import { useSuspenseQuery } from '@tanstack/react-query';
import { BenchTable } from '../../scripts/bench/table';
import { benchTableOptions } from '../bench/load-table';
import { PageHead } from '../components/page-head';
import { useAppState } from '../state/bootstrap';

export function BenchTablePage() {
  const { api } = useAppState();
  const { rows } = useSuspenseQuery(benchTableOptions(api)).data;
  return (
    <article className="page" data-page-type="unknown">
      <PageHead title="SSR table benchmark" noindex />
      <BenchTable rows={rows} />
    </article>
  );
}
