// Each lazily loaded page names its module (staticData.module): the server preloads that file's
// chunk, found by its Vite manifest key, and analytics tell pages apart by it. A key that names no
// file would leave the page's code unpreloaded, a waterfall on every first load.
import { existsSync } from 'node:fs';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../router';

const allRoutes = (route: AnyRoute): AnyRoute[] => {
  const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>;
  return [route, ...(Array.isArray(children) ? children : Object.values(children)).flatMap(allRoutes)];
};

describe('page modules', () => {
  const routes = allRoutes(routeTree as unknown as AnyRoute);
  const lazy = routes.filter((r) => typeof (r.options.component as { preload?: unknown } | undefined)?.preload === 'function');

  it('every lazily loaded page names a module under client/routes/<page>/page.tsx that exists', () => {
    expect(lazy.length).toBeGreaterThanOrEqual(16);
    for (const route of lazy) {
      const module = route.options.staticData?.module;
      expect(module, route.id).toMatch(/^client\/routes\/[\w/-]+\/page\.tsx$/);
      expect(existsSync(module!), module).toBe(true);
    }
  });

  it('only page routes name a module', () => {
    const named = routes.filter((r) => r.options.staticData?.module);
    expect(named.map((r) => r.id).sort()).toEqual(lazy.map((r) => r.id).sort());
  });
});
