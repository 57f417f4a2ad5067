// Client-side diagnostics to POST /api/diagnostics/log (spec shell 7; failures are ignored).
// Spec shell 9: at most 10 reports per browser session, configurable from 1 to 100, so a page
// stuck in an error loop cannot flood the log endpoint.
import { browserStorage } from './browser-storage';

export type DiagnosticLevel = 'error' | 'info' | 'warn';

export interface DiagnosticEntry {
  message: string;
  code: string;
  level: DiagnosticLevel;
  data?: unknown;
}

export const DEFAULT_MAX_REPORTS = 10;
export const MAX_REPORTS_RANGE = { min: 1, max: 100 } as const;
/** sessionStorage key of the number of reports sent in this session. */
export const REPORT_COUNT_KEY = 'diagnosticsReports';

/**
 * The session cap from configuration: an integer in 1..100, else the default.
 * @example maxReportsFrom('25') // 25
 */
export function maxReportsFrom(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= MAX_REPORTS_RANGE.min && n <= MAX_REPORTS_RANGE.max ? n : DEFAULT_MAX_REPORTS;
}

type Counter = Pick<Storage, 'getItem' | 'setItem'>;

/** Counts in sessionStorage; in memory where there is none (server, privacy modes). */
function sessionCounter(): Counter {
  return browserStorage('session') ?? memory;
}
const memoryCounts = new Map<string, string>();
const memory: Counter = { getItem: (k) => memoryCounts.get(k) ?? null, setItem: (k, v) => void memoryCounts.set(k, v) };

let maxReports = maxReportsFrom(import.meta.env?.VITE_DIAGNOSTICS_MAX_REPORTS);

/** Sets the per-session cap (1..100; anything else restores the default of 10). */
export function configureDiagnostics(options: { maxReportsPerSession: unknown }) {
  maxReports = maxReportsFrom(options.maxReportsPerSession);
}

/**
 * Takes one from the session's allowance of `max` sends counted under `key`; false once it is
 * used up. Every diagnostics sender (reports, web vitals) is capped this way.
 */
export function claimFromSession(key: string, max: number, counter: Counter = sessionCounter()): boolean {
  try {
    const sent = Number(counter.getItem(key)) || 0;
    if (sent >= max) return false;
    counter.setItem(key, String(sent + 1));
    return true;
  } catch {
    // Storage that fails to write (quota) still gets a cap, per page instead of per session.
    return counter !== memory && claimFromSession(key, max, memory);
  }
}

/** Sends one report unless this session has reached the cap. True when it was sent. */
export function reportDiagnostic(entry: DiagnosticEntry, counter: Counter = sessionCounter()): boolean {
  if (!claimFromSession(REPORT_COUNT_KEY, maxReports, counter)) return false;
  const body = JSON.stringify({ service: 'storefront', ...entry, code: `storefront:${entry.code}` });
  void fetch('/api/diagnostics/log', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
  return true;
}
