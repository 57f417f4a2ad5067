// The composition root: each port is built on first use and kept for the request, and the
// origin (remote or embedded) follows the config.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getConfig } from '../../worker/env';
import { createPorts } from '../../worker/upstreams/ports';
import { seedTestCatalogue } from './catalogue-db';

const deps = { log: () => undefined, requestId: 'ports-test', waitUntil: () => undefined };

/** The bindings, counting reads of the D1 binding (the embedded origins' storage). */
function countingEnv(bindings: Env) {
  let dbReads = 0;
  const counted = new Proxy(bindings, {
    get(target, prop) {
      if (prop === 'DB') dbReads++;
      return Reflect.get(target, prop);
    },
  });
  return { env: counted, dbReads: () => dbReads };
}

beforeAll(seedTestCatalogue);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createPorts', () => {
  it('builds nothing until a port is read, then builds it once', () => {
    const counting = countingEnv(env);
    const ports = createPorts(getConfig(env), counting.env, deps);
    expect(counting.dbReads()).toBe(0);
    const search = ports.search;
    expect(counting.dbReads()).toBe(1);
    expect(ports.search).toBe(search);
    expect(counting.dbReads()).toBe(1);
    expect(Object.keys(ports).sort()).toEqual(['adyen', 'cart', 'content', 'newsletter', 'payments', 'search']);
  });

  it('sends search and newsletter calls to the configured services, with the request id', async () => {
    const remote = { ...env, SEARCH_BASE_URL: 'https://search.example/v1', NEWSLETTER_BASE_URL: 'https://newsletter.example' };
    const seen: Array<{ url: string; requestId: string | null }> = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      seen.push({ url: request.url, requestId: request.headers.get('x-request-id') });
      return request.url.includes('newsletter') ? Response.json({ created: true }, { status: 201 }) : Response.json({ items: [] });
    });
    const ports = createPorts(getConfig(remote), remote, deps);
    await ports.search.suggest({ query: 'stripe', limit: 4 });
    await ports.newsletter.subscribe({ store: 'uk', email: 'a@b.co', countryCode: 'GB', source: 'storefront' });
    expect(seen).toEqual([
      { url: 'https://search.example/v1/search/suggest', requestId: 'ports-test' },
      { url: 'https://newsletter.example/subscriptions', requestId: 'ports-test' },
    ]);
  });

  it('uses the embedded origins when no service is configured', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const ports = createPorts(getConfig(env), env, deps);
    const res = await ports.search.suggest({ query: 'stripe', limit: 4 });
    expect(res.items.length).toBeGreaterThan(0);
    expect(await ports.content.story('uk/navigation', { language: 'en-GB', version: 'published' })).toMatchObject({
      fullSlug: 'uk/navigation',
    });
    expect(spy).not.toHaveBeenCalled();
  });
});
