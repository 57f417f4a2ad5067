// The client build the worker serves: build id, entry and per-module assets, written by
// `vite build` (vite.config.ts) into dist/client-build.json: tsconfig.worker.json maps
// '@client/build' to it, and tsconfig.worker.dev.json (npm run dev, decision 069) to
// dist/dev/client-build.json, which scripts/dev.ts writes: the client from Vite's dev server.
import build from '@client/build';
import type { ClientBuild } from '../../client/ssr-contract';

export const clientBuild: ClientBuild = build;
