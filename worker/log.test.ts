import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './log';

afterEach(() => vi.restoreAllMocks());

function written(minLevel?: 'debug' | 'info' | 'warn') {
  const out: string[] = [];
  for (const method of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((line: string) => void out.push(JSON.parse(line).level));
  }
  const log = createLogger({ requestId: 'r1' }, minLevel);
  for (const level of ['debug', 'info', 'warn', 'error'] as const) log(level, 'x');
  return out;
}

describe('logger levels', () => {
  it('writes every level by default', () => {
    expect(written()).toEqual(['debug', 'info', 'warn', 'error']);
  });

  it('drops lines below the minimum level', () => {
    expect(written('info')).toEqual(['info', 'warn', 'error']);
  });

  it('always writes warnings and errors', () => {
    expect(written('warn')).toEqual(['warn', 'error']);
  });
});
