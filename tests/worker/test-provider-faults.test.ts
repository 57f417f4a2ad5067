// The test provider's fault switch (test-provider/faults.ts, TEST_PROVIDER_FAULT_SHARE): off unless
// set, refused by a production config, and when on it fails money-moving calls either before the
// provider saw them or after it processed them, as bench:checkout relies on.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ConfigError, getConfig } from '../../worker/env';
import { app } from '../../worker/app';
import { FAULT_KINDS, faultCounts, faultFor, withFaults } from '../../worker/upstreams/payments/adyen/test-provider/faults';
import { ORIGIN } from './fetch';

const bindings = (vars: Record<string, string>) => ({ ...env, ...vars }) as Env;

describe('TEST_PROVIDER_FAULT_SHARE', () => {
  it('is off by default: share 0, and the provider fetch is returned unwrapped', () => {
    expect(getConfig(env).testProviderFaultShare).toBe(0);
    const provider: typeof fetch = async () => new Response('{}');
    expect(withFaults(provider, { share: 0 })).toBe(provider);
  });

  it('is refused with ENVIRONMENT=production, naming the key; staging takes it; out of range fails', () => {
    expect(() => getConfig(bindings({ ENVIRONMENT: 'production', TEST_PROVIDER_FAULT_SHARE: '0.1' }))).toThrow(ConfigError);
    expect(() => getConfig(bindings({ ENVIRONMENT: 'production', TEST_PROVIDER_FAULT_SHARE: '0.1' }))).toThrow(
      /TEST_PROVIDER_FAULT_SHARE: injected payment faults are refused with ENVIRONMENT=production/,
    );
    expect(getConfig(bindings({ ENVIRONMENT: 'production', TEST_PROVIDER_FAULT_SHARE: '' })).testProviderFaultShare).toBe(0);
    expect(getConfig(bindings({ ENVIRONMENT: 'staging', TEST_PROVIDER_FAULT_SHARE: '0.1' })).testProviderFaultShare).toBe(0.1);
    expect(() => getConfig(bindings({ ENVIRONMENT: 'staging', TEST_PROVIDER_FAULT_SHARE: '2' }))).toThrow(/TEST_PROVIDER_FAULT_SHARE/);
  });

  it('a production worker with the switch set does not serve', async () => {
    const request = () => new Request(`${ORIGIN}/api/checkout/payment-methods?storefront=de`, { headers: { origin: ORIGIN } });
    expect((await app.fetch(request(), env)).status).toBe(401); // no cart token: the ordinary refusal
    const res = await app.fetch(request(), bindings({ ENVIRONMENT: 'production', TEST_PROVIDER_FAULT_SHARE: '1' }));
    expect(res.status).toBe(500);
  });
});

describe('withFaults', () => {
  const payment = (path = '/v71/payments') =>
    new Request(`https://adyen.embedded${path}`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });

  it('with share 1 fails every money-moving call: "before" faults never reach the provider, "after" ones do', async () => {
    let reached = 0;
    const provider: typeof fetch = async () => {
      reached++;
      return Response.json({ resultCode: 'Authorised' });
    };
    const faulty = withFaults(provider, { share: 1, hangMs: 1 });
    const before = faultCounts();
    const outcomes: string[] = [];
    for (let i = 0; i < 60; i++) {
      const path = i % 3 === 0 ? '/v71/payments/details' : i % 3 === 1 ? '/v71/payments' : '/v71/payments/PSP123/reversals';
      try {
        const res = await faulty(payment(path));
        const body = (await res.json()) as { errorCode?: string };
        outcomes.push(`${res.status}:${body.errorCode ?? ''}`);
      } catch (error) {
        outcomes.push((error as DOMException).name);
      }
    }
    const after = faultCounts();
    const injected = (kind: (typeof FAULT_KINDS)[number]) => after[kind] - before[kind];
    expect(after.calls - before.calls).toBe(60);
    expect(FAULT_KINDS.reduce((sum, kind) => sum + injected(kind), 0)).toBe(60);
    expect(reached).toBe(injected('error-after') + injected('timeout-after') + injected('in-progress-after'));
    expect(new Set(outcomes)).toEqual(new Set(['503:000', '500:000', '422:704', 'TimeoutError']));
  });

  it('lets /paymentMethods and share-0 draws through untouched', async () => {
    const provider: typeof fetch = async () => Response.json({ paymentMethods: [] });
    const faulty = withFaults(provider, { share: 1, hangMs: 1 });
    expect((await faulty(payment('/v71/paymentMethods'))).status).toBe(200);
    expect(Array.from({ length: 100 }, (_, n) => faultFor(n, 0)).every((k) => k === null)).toBe(true);
    const share = Array.from({ length: 10_000 }, (_, n) => faultFor(n, 0.1)).filter(Boolean).length / 10_000;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
  });
});
