// Type view of client/entry-server.tsx for the worker's tsconfig (which has no DOM types).
// wrangler.toml aliases '@client/ssr' to the real module when bundling.
import type { RenderPage } from '../../client/ssr-contract';

export declare const renderPage: RenderPage;
