import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { ORIGIN } from './fetch';
import { html, stateOf } from './html';

const withChat = { ...env, CHAT_BOT_ID: 'bot-123', CHAT_SCRIPT_URL: 'https://chat-cdn.example.com/widget.js' };
const page = (path: string, bindings: Env = env, country = 'GB') =>
  app.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'cf-ipcountry': country } }), bindings);

describe('third-party scripts', () => {
  it('loads no chat widget without a configured bot id, and the CSP allows no chat host', async () => {
    const res = await page('/uk');
    expect(stateOf(await html(res)).bootstrap.thirdParty).toEqual({ chat: null, accessibility: null, tagManager: null });
    expect(res.headers.get('content-security-policy')).not.toContain('chat-cdn');
  });

  it.each([
    ['/de', 'DE', 'de', 16, 'de'],
    ['/fr', 'FR', 'fr', 16, 'fr'],
    ['/uk', 'GB', 'en', 16, 'gb'],
    ['/eu', 'SE', 'en', 16, 'se'],
    ['/us', 'US', 'en', 78, 'us'],
  ])(
    'on %s (%s) the chat speaks %s, sits %i px from the edge, and carries country %s',
    async (path, country, language, offset, context) => {
      const res = await page(path, withChat, country);
      const { chat } = stateOf(await html(res)).bootstrap.thirdParty as { chat: Record<string, unknown> };
      expect(chat).toEqual({ botId: 'bot-123', scriptUrl: 'https://chat-cdn.example.com/widget.js', language, offset, country: context });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src [^;]*https:\/\/chat-cdn\.example\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/chat-cdn\.example\.com/);
    },
  );

  it('loads the audio accessibility script on the us storefront only, and allows only there', async () => {
    const us = await page('/us', env, 'US');
    expect(stateOf(await html(us)).bootstrap.thirdParty).toMatchObject({
      accessibility: { scriptUrl: 'https://wsmcdn.audioeye.com/aem.js' },
    });
    expect(us.headers.get('content-security-policy')).toContain('https://wsmcdn.audioeye.com');
    const uk = await page('/uk');
    expect(stateOf(await html(uk)).bootstrap.thirdParty).toMatchObject({ accessibility: null });
    expect(uk.headers.get('content-security-policy')).not.toContain('audioeye');
  });

  it('never puts a third-party script into the server-rendered HTML', async () => {
    const body = await html(await page('/us', withChat, 'US'));
    expect(body).not.toMatch(/<script[^>]+src="https:\/\/(chat-cdn|wsmcdn)/);
  });
});

describe('the payment step loads only the shop’s own code and Adyen’s (finding 6)', () => {
  // Everything configured: chat, the us accessibility script and a tag manager for every storefront.
  const everything = { ...withChat, TAG_MANAGER_IDS: '*=GTM-ARGYLE1' } as Env;
  const directive = (csp: string, name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';

  it.each([
    ['/us/checkout/payment', 'US'],
    ['/de/checkout/payment', 'DE'],
  ])('%s: no tag manager, chat or accessibility script in the page or its CSP, and no strict-dynamic', async (path, country) => {
    const res = await page(path, everything, country);
    expect(stateOf(await html(res)).bootstrap.thirdParty).toEqual({ chat: null, accessibility: null, tagManager: null });
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const host of ['googletagmanager', 'chat-cdn', 'audioeye']) expect(csp).not.toContain(host);
    const scripts = directive(csp, 'script-src');
    expect(scripts).not.toContain("'strict-dynamic'");
    expect(scripts).toMatch(/'nonce-[^']+'/);
    expect(scripts).toContain("'self'");
    expect(scripts).toContain('https://checkoutshopper-test.adyen.com');
    expect(scripts).toContain('https://*.paypal.com');
  });

  it('the address step before it keeps them, with strict-dynamic', async () => {
    const res = await page('/us/checkout/address', everything, 'US');
    expect(stateOf(await html(res)).bootstrap.thirdParty).toMatchObject({
      chat: { botId: 'bot-123' },
      accessibility: { scriptUrl: 'https://wsmcdn.audioeye.com/aem.js' },
      tagManager: { id: 'GTM-ARGYLE1' },
    });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toContain("'strict-dynamic'");
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).not.toContain('paypal');
  });
});
