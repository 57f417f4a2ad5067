// Benchmark data (npm run bench:ssr): the rows of the storefront's table page, read through
// the same data path as any page's data. Only with config BENCH_ROUTES on (the bench passes it
// as a wrangler --var); off by default and in production, where it is not found.
import { tableRows } from '../../scripts/bench/table-rows';
import { AppError } from '../errors';
import type { ServiceContext } from './context';
import type { BenchTable } from './contract';

export async function ssrTable(ctx: ServiceContext): Promise<BenchTable> {
  if (!ctx.config.benchRoutes) throw new AppError(404, 'not_found', 'Not found: bench routes are off');
  return { rows: tableRows() };
}
