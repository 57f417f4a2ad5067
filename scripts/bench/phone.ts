// The phone the in-browser benchmarks emulate (long-tasks, taps): Lighthouse's mobile preset's
// screen (a Moto G Power), touch, its user agent. The CPU slowdown is each bench's own.
import type { BrowserContextOptions } from 'playwright';

export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
};
