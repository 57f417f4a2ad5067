import { describe, expect, it } from 'vitest';
import { getMarket, type Market } from '../../markets';
import type { Config } from '../env';
import { createTiming } from '../timing';
import type { Ports } from '../upstreams/ports';
import { createServiceContext } from './context';

const config = { environment: 'production', storyblokToken: undefined, contentPreviewSecret: undefined } as Config;

/** A context over ports that count how often the content port is asked for. */
function setup(market: () => Market | undefined = () => undefined) {
  let contentPortReads = 0;
  const ports = {
    get content() {
      contentPortReads++;
      return {};
    },
  } as unknown as Ports;
  const ctx = createServiceContext({
    config,
    env: { CONTENT: {} } as Env,
    ports,
    log: () => undefined,
    waitUntil: () => undefined,
    timing: createTiming(),
    origin: 'https://shop.example',
    market,
  });
  return { ctx, contentPortReads: () => contentPortReads };
}

describe('the services context', () => {
  it('builds no content reader until a service reads content, then keeps the one it built', () => {
    const { ctx, contentPortReads } = setup();
    expect(contentPortReads()).toBe(0);
    const first = ctx.content;
    expect(ctx.content).toBe(first);
    expect(contentPortReads()).toBe(1);
  });

  it("reads the page's market when used, so a market resolved after the context was built is seen", () => {
    const page: { market?: Market } = {};
    const { ctx } = setup(() => page.market);
    expect(ctx.market).toBeUndefined();
    page.market = getMarket('GB');
    expect(ctx.market?.countryCode).toBe('GB');
  });

  it('checks the preview flags of a query string once per request', async () => {
    const { ctx } = setup();
    const pending = ctx.preview('?bust=1');
    expect(ctx.preview('?bust=1')).toBe(pending);
    // Without CONTENT_PREVIEW_SECRET nobody is an editor: the flag is ignored.
    expect(await pending).toEqual({ bust: false, release: undefined, editor: false });
  });
});
