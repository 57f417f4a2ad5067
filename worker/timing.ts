// Per-request timings for the `Server-Timing` header: total, content, search, render, cache.
// Each name counts the wall time during which at least one of its calls was running, so
// parallel calls (three content items at once) are not added up past the time they took.
//
// On Cloudflare the clock only moves across I/O, so a name measures time spent waiting on its
// upstream (KV, D1, HTTP); pure CPU work shows as 0.

/** The names a response reports, in header order. */
export type TimingName = 'total' | 'content' | 'search' | 'render' | 'cache';

export interface Timing {
  /** Runs `fn` and counts its duration under `name`. */
  time<T>(name: TimingName, fn: () => Promise<T>): Promise<T>;
  /** Adds a duration measured elsewhere (ms), optionally with a description (e.g. cache HIT). */
  record(name: TimingName, ms: number, description?: string): void;
  /** Milliseconds per name so far (one decimal), for the access log. */
  durations(): Partial<Record<TimingName, number>>;
  /** The `Server-Timing` header value, e.g. `total;dur=12.3, content;dur=4.1`. */
  header(): string;
}

interface Entry {
  dur: number;
  running: number;
  since: number;
  description?: string;
}

export function createTiming(now: () => number = () => performance.now()): Timing {
  const entries = new Map<TimingName, Entry>();
  const entry = (name: TimingName) => {
    let e = entries.get(name);
    if (!e) entries.set(name, (e = { dur: 0, running: 0, since: 0 }));
    return e;
  };
  const durations = () => {
    const at = now();
    const out: Partial<Record<TimingName, number>> = {};
    for (const [name, e] of entries) out[name] = Math.round((e.dur + (e.running > 0 ? at - e.since : 0)) * 10) / 10;
    return out;
  };
  return {
    async time(name, fn) {
      const e = entry(name);
      if (e.running++ === 0) e.since = now();
      try {
        return await fn();
      } finally {
        if (--e.running === 0) e.dur += now() - e.since;
      }
    },
    record(name, ms, description) {
      const e = entry(name);
      e.dur += ms;
      if (description !== undefined) e.description = description;
    },
    durations,
    header: () =>
      Object.entries(durations())
        .map(([name, dur]) => {
          const description = entries.get(name as TimingName)?.description;
          // Quotes and backslashes would end the quoted string early.
          const desc = description === undefined ? '' : `;desc="${description.replace(/["\\]/g, '')}"`;
          return `${name}${desc};dur=${dur}`;
        })
        .join(', '),
  };
}

/** The same object with each method's calls counted under `name` (a port's calls, say). */
export function timed<T extends object>(target: T, timing: Timing | undefined, name: TimingName): T {
  if (!timing) return target;
  const wrapped = { ...target } as Record<string, unknown>;
  for (const [key, value] of Object.entries(target)) {
    if (typeof value === 'function') {
      wrapped[key] = (...args: unknown[]) => timing.time(name, async () => (value as (...a: unknown[]) => unknown).apply(target, args));
    }
  }
  return wrapped as T;
}
