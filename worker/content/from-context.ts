// The content service for a Hono request: the KV cache in front of the request's content port
// (built by the composition root, upstreams/ports.ts). Preview flags: ./preview.ts.
import type { Context } from 'hono';
import { waitUntilOf } from '../middleware/ports';
import type { AppEnv } from '../types';
import { createContentService, type ContentService } from './service';

export function contentService(c: Context<AppEnv>): ContentService {
  return createContentService({
    environment: c.get('config').environment,
    kv: c.env.CONTENT,
    waitUntil: waitUntilOf(c),
    log: c.get('log'),
    origin: c.get('ports').content,
  });
}
