// The search port of a Hono request (built by the composition root, upstreams/ports.ts).
import type { Context } from 'hono';
import type { AppEnv } from '../types';
import type { SearchPort } from '../upstreams/ports';

export const searchClient = (c: Context<AppEnv>): SearchPort => c.get('ports').search;
