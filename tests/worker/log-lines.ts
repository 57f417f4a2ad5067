// The worker's JSON log lines written during each test of the calling file (console spied on).
import { afterEach, beforeEach, vi } from 'vitest';

export type LogLine = Record<string, unknown>;

/** Registers the spies; call the returned function for this test's lines so far. */
export function captureLogLines(): () => LogLine[] {
  let lines: LogLine[] = [];
  beforeEach(() => {
    lines = [];
    for (const method of ['log', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((line: unknown) => {
        if (typeof line === 'string' && line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());
  return () => lines;
}
