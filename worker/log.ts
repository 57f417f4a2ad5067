// Structured JSON logs, one line per event, each carrying the request id.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  (level: LogLevel, message: string, data?: Record<string, unknown>): void;
}

export function createLogger(base: Record<string, unknown>): Logger {
  return (level, message, data) => {
    const line = JSON.stringify({ level, message, ...base, ...data, time: new Date().toISOString() });
    if (level === 'error') console.error(line);
    else if (level === 'warn') console.warn(line);
    else console.log(line);
  };
}
