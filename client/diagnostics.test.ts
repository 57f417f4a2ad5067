import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureDiagnostics, maxReportsFrom, reportDiagnostic } from './diagnostics';

const entry = { message: 'Navigation failed', code: 'navigation-error', level: 'error' as const };

function sessionStore() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('error reporter', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('sessionStorage', sessionStore());
  });
  afterEach(() => {
    configureDiagnostics({ maxReportsPerSession: undefined });
    vi.unstubAllGlobals();
  });

  it('posts the report with the service-prefixed code', () => {
    reportDiagnostic(entry);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/diagnostics/log');
    expect(JSON.parse(String(init.body))).toEqual({ service: 'storefront', ...entry, code: 'storefront:navigation-error' });
  });

  it('sends at most 10 reports in one session', () => {
    for (let i = 0; i < 15; i++) reportDiagnostic(entry);
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });

  it('starts counting again in a new session', () => {
    for (let i = 0; i < 12; i++) reportDiagnostic(entry);
    vi.stubGlobal('sessionStorage', sessionStore());
    expect(reportDiagnostic(entry)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(11);
  });

  it.each([
    [1, 1],
    [100, 100],
    [25, 25],
  ])('takes a configured cap of %i', (cap, expected) => {
    configureDiagnostics({ maxReportsPerSession: cap });
    for (let i = 0; i < 120; i++) reportDiagnostic(entry);
    expect(fetchMock).toHaveBeenCalledTimes(expected);
  });

  it.each([0, 101, 2.5, -3, 'many', '', null])('ignores a cap outside 1 to 100 (%s) and keeps 10', (cap) => {
    expect(maxReportsFrom(cap)).toBe(10);
  });

  it('reads a cap given as text, as configuration is', () => {
    expect(maxReportsFrom('50')).toBe(50);
  });
});
