// Client-side diagnostics to POST /api/diagnostics/log. Failures are ignored (spec 7).
export type DiagnosticLevel = 'error' | 'info' | 'warn';

export function reportDiagnostic(entry: { message: string; code: string; level: DiagnosticLevel; data?: unknown }) {
  const body = JSON.stringify({ service: 'storefront', ...entry, code: `storefront:${entry.code}` });
  void fetch('/api/diagnostics/log', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}
