// The benchmarks' worker (decision 055): the shipped worker with its bindings and assets
// (wrangler.toml), plus the table page of ./table-route.tsx. scripts/bench/servers.ts runs it
// with `wrangler dev scripts/bench/worker.js` in place of the shipped entry.
// JavaScript: it joins the worker (workers types) and the client's route tree (DOM types), which
// no one tsconfig holds; both modules it imports are type-checked in their own.
/* global URL */
import worker from '../../worker/index.ts';
import { addTableRoute } from './table-route.tsx';

addTableRoute();

// bench:ssr's uncached scenarios (a `_bench` parameter on each request) render every request: the
// page cache's key leaves unknown parameters out (decision 049), so here they run with the edge
// cache off (x-cache: BYPASS), not through a switch in the shipped worker. The config is parsed
// once per env object, so each env gets one such copy.
const withoutPageCache = new WeakMap();

export default {
  ...worker,
  fetch(request, env, ctx) {
    if (!new URL(request.url).searchParams.has('_bench')) return worker.fetch(request, env, ctx);
    let uncached = withoutPageCache.get(env);
    if (!uncached) withoutPageCache.set(env, (uncached = { ...env, PAGE_CACHE: 'off' }));
    return worker.fetch(request, uncached, ctx);
  },
};
export { CartObject } from '../../worker/index.ts';
