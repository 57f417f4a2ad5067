// The client build the worker serves: build id, entry and per-module assets, written by
// `vite build` (vite.config.ts) into dist/client-build.json.
import type { ClientBuild } from '../../client/ssr-contract';
import build from '../../dist/client-build.json';

export const clientBuild: ClientBuild = build;
