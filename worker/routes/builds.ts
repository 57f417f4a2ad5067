// Build metadata for new-build detection: builds/latest.json and builds/meta/{buildId}.json.
import { Hono } from 'hono';
import { notFound } from '../errors';
import { clientBuild } from '../render/client-build';
import type { AppEnv } from '../types';
import { CacheImmutable, CacheRevalidate, cacheHeaders } from '../http/cache-control';

export const builds = new Hono<AppEnv>();

const latest = () => ({ id: clientBuild.buildId, timestamp: clientBuild.builtAt });

builds.get('/latest.json', (c) => c.json(latest(), 200, cacheHeaders(CacheRevalidate)));

builds.get('/meta/:file{[^/]+\\.json}', (c) => {
  const id = c.req.param('file').replace(/\.json$/, '');
  if (id !== clientBuild.buildId) throw notFound(`Build not found: ${id}`);
  return c.json(
    { ...latest(), entry: clientBuild.modules[clientBuild.entry]?.js[0] ?? null, modules: Object.keys(clientBuild.modules) },
    200,
    cacheHeaders(CacheImmutable),
  );
});
