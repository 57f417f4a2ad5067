// The benchmarks' worker (decision 055): the shipped worker with its bindings and assets
// (wrangler.toml), plus the table page of ./table-route.tsx. scripts/bench/servers.ts runs it
// with `wrangler dev scripts/bench/worker.js` in place of the shipped entry.
// JavaScript: it joins the worker (workers types) and the client's route tree (DOM types), which
// no one tsconfig holds; both modules it imports are type-checked in their own.
import { addTableRoute } from './table-route.tsx';

addTableRoute();

export { default, CartObject } from '../../worker/index.ts';
