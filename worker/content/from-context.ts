// The content service for a Hono request: KV binding, waitUntil, logger and the configured
// origin (Storyblok's CDN with a token, else the embedded origin). Preview flags: ./preview.ts.
import type { Context } from 'hono';
import { embeddedContentFetch } from '../upstreams/content/embedded/origin';
import type { AppEnv } from '../types';
import { createContentService, type ContentService } from './service';

export { previewOf } from './preview';

export function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return (promise) => void promise.catch(() => undefined); // app.request() in tests has no ctx
  }
}

export function contentService(c: Context<AppEnv>): ContentService {
  const config = c.get('config');
  return createContentService({
    environment: config.environment,
    kv: c.env.CONTENT,
    waitUntil: waitUntilOf(c),
    log: c.get('log'),
    fetch: config.storyblokToken ? fetch : embeddedContentFetch,
    ...(config.storyblokToken ? { accessToken: config.storyblokToken } : {}),
  });
}
