// The client build the worker serves: build id, entry and per-module assets, written by
// `vite build` (vite.config.ts) into dist/client-build.json: tsconfig.worker.json maps
// '@client/build' to it, and tsconfig.worker.dev.json (npm run dev, decision 069) to
// dist/dev/client-build.json, which scripts/dev.ts writes: the client from Vite's dev server.
import build from '@client/build';
import type { ClientBuild } from '../../client/ssr-contract';

export const clientBuild: ClientBuild = build;

let workerStartedAt: number | undefined;

/**
 * The build the edge cache keys pages and answers by: the client build's id. Under npm run dev that
 * id never changes while wrangler reloads the worker for every code change; cached pages of the
 * code before would then hide the edit (and fail to hydrate against Vite's modules). There the
 * key is the worker's own: the time of its first request (workerd has no clock at start-up).
 */
export function edgeCacheBuildId(): string {
  if (!clientBuild.devServer) return clientBuild.buildId;
  workerStartedAt ??= Date.now();
  return `dev-${workerStartedAt}`;
}
