// The content service for a Hono request: the KV cache in front of the request's content port
// (built by the composition root, upstreams/ports.ts). Preview flags: ./preview.ts.
import type { Context } from 'hono';
import { waitUntilOf } from '../middleware/ports';
import { timed } from '../timing';
import type { AppEnv } from '../types';
import { createContentService, type ContentService } from './service';

/** Its reads (KV or origin) count as `content` in the request's Server-Timing. */
export function contentService(c: Context<AppEnv>): ContentService {
  const service = createContentService({
    environment: c.get('config').environment,
    kv: c.env.CONTENT,
    waitUntil: waitUntilOf(c),
    log: c.get('log'),
    origin: c.get('ports').content,
  });
  return timed(service, c.get('timing'), 'content');
}
