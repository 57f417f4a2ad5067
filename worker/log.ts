// Structured JSON logs, one line per event, each carrying the request id. Lines below the
// configured level are dropped; warnings and errors are always written.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** The levels `LOG_LEVEL` may name: the lowest level written (warn and error always are). */
export const LOG_LEVELS = ['debug', 'info', 'warn'] as const;
export type MinLogLevel = (typeof LOG_LEVELS)[number];

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

export interface Logger {
  (level: LogLevel, message: string, data?: Record<string, unknown>): void;
}

export function createLogger(base: Record<string, unknown>, minLevel: MinLogLevel = 'debug'): Logger {
  return (level, message, data) => {
    if (RANK[level] < RANK[minLevel]) return;
    const line = JSON.stringify({ level, message, ...base, ...data, time: new Date().toISOString() });
    if (level === 'error') console.error(line);
    else if (level === 'warn') console.warn(line);
    else console.log(line);
  };
}
