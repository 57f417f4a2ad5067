// Fault injection in front of the embedded test provider, for `npm run bench:checkout` and fault
// tests: a share of the calls that move money (/payments, /payments/details and the
// modifications /payments/{pspReference}/cancels|reversals|refunds|captures) fails the way
// Adyen's API can fail, either BEFORE the provider saw the call (nothing happened) or AFTER it
// processed it (the payment exists, its notification went out, but the answer is lost). The
// second case is the "unknown" outcome the backend must settle through the notification.
//
// Off unless TEST_PROVIDER_FAULT_SHARE is set (getConfig refuses it with ENVIRONMENT=production).
// /paymentMethods is never faulted: it moves no money, and a provider down there is the shop's
// ordinary 503. The sequence is deterministic per isolate (a counter through a fixed hash), so
// two runs of one request sequence inject the same faults.
import type { Logger } from '../../../../log';
import { createTestProvider, type TestProviderOptions } from './index';

export const FAULT_KINDS = [
  'error-before',
  'timeout-before',
  'in-progress-before',
  'error-after',
  'timeout-after',
  'in-progress-after',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultOptions {
  /** Share of money-moving calls that fail, 0 to 1; 0 returns the provider's fetch unchanged. */
  share: number;
  /** How long a simulated timeout hangs before it throws (the backend's own timeout is 15 s). */
  hangMs?: number;
  log?: Logger | undefined;
}

const FAULTED_PATH = /\/v71\/payments(?:\/details|\/[^/]+\/(?:cancels|reversals|refunds|captures))?$/;
const DEFAULT_HANG_MS = 400;
const SEED = 0x9e3779b9;

// Per isolate: `wrangler dev` runs one, so the counts cover the whole bench run.
let sequence = 0;
const counts: Record<FaultKind, number> & { calls: number } = {
  calls: 0,
  ...(Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>),
};

/** What has been injected in this isolate so far (calls: money-moving calls seen). */
export const faultCounts = () => ({ ...counts });

/** A uniform number in [0, 1) for the n-th call (mulberry32's mixing of seed + n). */
export function draw(n: number): number {
  let t = (SEED + Math.imul(n, 0x6d2b79f5)) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** The fault for the n-th call, or null: faulted when draw(n) < share, its kind from the same draw. */
export function faultFor(n: number, share: number): FaultKind | null {
  const x = draw(n);
  if (x >= share) return null;
  return FAULT_KINDS[Math.min(FAULT_KINDS.length - 1, Math.floor((x / share) * FAULT_KINDS.length))] as FaultKind;
}

const adyenError = (status: number, errorCode: string, message: string, errorType: string) =>
  new Response(JSON.stringify({ status, errorCode, message, errorType }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** What fetch throws when AbortSignal.timeout fires: the backend cannot tell it from a real one. */
async function hang(ms: number, signal: AbortSignal | null | undefined): Promise<never> {
  await new Promise<void>((done) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      done();
    });
  });
  throw signal?.aborted ? signal.reason : new DOMException('The operation was aborted due to timeout', 'TimeoutError');
}

function failure(kind: FaultKind, hangMs: number, signal: AbortSignal | null | undefined): Promise<Response> | Response {
  switch (kind) {
    case 'error-before':
      return adyenError(503, '000', 'Service unavailable (injected fault)', 'internal');
    case 'error-after':
      return adyenError(500, '000', 'An unknown error occurred (injected fault)', 'internal');
    case 'in-progress-before':
    case 'in-progress-after':
      return adyenError(422, '704', 'Request already processed or in progress (injected fault)', 'validation');
    case 'timeout-before':
    case 'timeout-after':
      return hang(hangMs, signal);
  }
}

/** The provider's fetch with faults injected into `share` of the money-moving calls. */
export function withFaults(provider: typeof fetch, options: FaultOptions): typeof fetch {
  if (!(options.share > 0)) return provider;
  const hangMs = options.hangMs ?? DEFAULT_HANG_MS;
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'POST' || !FAULTED_PATH.test(new URL(request.url).pathname)) return provider(request);
    counts.calls++;
    const kind = faultFor(sequence++, options.share);
    if (!kind) return provider(request);
    counts[kind]++;
    options.log?.('warn', 'Test provider fault injected', { kind, path: new URL(request.url).pathname });
    if (kind.endsWith('-after')) {
      // Let the provider finish (payment stored, notification sent) before the answer is lost.
      await (await provider(request)).arrayBuffer();
    }
    return failure(kind, hangMs, init?.signal ?? request.signal);
  };
}

/** The embedded test provider behind the fault switch (ports.ts builds it this way). */
export const testProviderWithFaults = ({ faults, ...options }: TestProviderOptions & { faults: FaultOptions }) =>
  withFaults(createTestProvider(options), faults);
