// A page's component is its own chunk, loaded on demand. staticData.module names that chunk's
// Vite manifest key, from which the server preloads exactly it (entry-server's assetsFor).
import { lazyRouteComponent } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Vite manifest key of the module holding this route's page component. */
    module?: string;
  }
}

/** The component exported as `exportName` by `client/routes/<dir>/page.tsx`, which `load` imports. */
export const page = <M extends Record<string, unknown>>(dir: string, load: () => Promise<M>, exportName: keyof M & string) => ({
  component: lazyRouteComponent(load, exportName as never),
  staticData: { module: `client/routes/${dir}/page.tsx` },
});
