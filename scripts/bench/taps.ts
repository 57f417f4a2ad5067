// Tap to visible (issue 34, decision 073): for each control that opens or changes something, the
// time from the tap's pointerdown to the first frame that shows its result, in Debian's Chromium
// on the production build, with CDP `Emulation.setCPUThrottlingRate` at each --rates (1 and 4),
// median of --runs (5). The moments of the tap:
//
// - "at hydration": as soon as the page reports hydration (<html data-hydrated>), before or while
//   the idle queue preloads (what a quick shopper meets);
// - "after idle": once the idle queue has fetched the control's chunk, and 500 ms more: what most
//   taps meet;
// - "before code": the control's chunk is held back (page.route) and the tap comes at hydration:
//   the frame must still show at once; "filled" is then the time from the chunk's release (300 ms
//   after the frame showed) to the control's content.
//
// A control whose code is in the page's first load is measured at hydration only. The desktop
// menu opens on a pointer resting on a trigger, and has no frame (before its code the triggers are
// plain links): its time includes the menu's 200 ms open delay.
//
//   npm run bench:taps [-- --runs 5] [--rates 1,4] [--only phone,country] [--moments at,after,before]
//                      [--no-build] [--json out.json]
//
// Builds this checkout (npm run build, unless --no-build) and starts the benchmarks' worker on a
// fresh local state (port BENCH_PORT_BASE + 7). Prints the host's benchmarkIndex (Lighthouse's own
// page function, median of 3, unthrottled) with the figures: a 4x slowdown on a host of index 1750
// is Lighthouse's mid-range phone.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
import { chromePath } from './lighthouse-run';
import { PHONE } from './phone';
import { cleanup, commitOf, loggingVars, runIn, startStorefront } from './servers';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    rates: { type: 'string', default: '1,4' },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
    moments: { type: 'string' },
  },
});
const MOMENTS = values.moments?.split(',');
const RUNS = Number(values.runs);
const RATES = values.rates.split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT_BASE ?? 8851) + 7;
/** How long "before code" holds the chunk after the frame showed (the code then lands). */
const HOLD_AFTER_FRAME_MS = 300;

const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

const products = JSON.parse(readFileSync('kv-seed/catalogue/products.json', 'utf8')) as Array<{
  sku: string;
  ageGroup: string;
  variants: Array<{ sku: string; stock: { nl: number } }>;
}>;
/** An adult product sold from the uk storefront's warehouse, every size in stock (it has a size guide). */
const product = products.find((p) => p.ageGroup === 'adults' && p.variants.every((v) => v.stock.nl > 50)) ?? products[0]!;
const variant = product.variants[0]!.sku;

interface Control {
  name: string;
  device: BrowserContextOptions;
  path: string;
  /** Steps before the measured tap (the page is hydrated). */
  prepare?: (page: Page) => Promise<void>;
  /** The element tapped (or, for `hover`, pointed at). */
  target: string;
  hover?: boolean;
  /** Shown: the first frame in which an element matching this is rendered. */
  visible: string;
  /** Filled: the control's own content (its code has run). */
  filled: string;
  /** The chunk a "before code" run holds back; none when the code is in the page's first load. */
  chunk?: RegExp;
  /** The chunk the idle queue fetches for it: measured "after idle" too. */
  idle?: RegExp;
}

const CONTROLS: Control[] = [
  {
    name: 'phone menu',
    device: PHONE,
    path: '/uk',
    target: '.menu-toggle',
    visible: '.mobile-menu',
    filled: '.mobile-menu__nav',
    chunk: /\/assets\/mobile-menu-[^/]+\.js$/,
    idle: /\/assets\/mobile-menu-[^/]+\.js$/,
  },
  {
    name: 'country switcher',
    device: PHONE,
    path: '/uk',
    prepare: (page) => page.locator('[data-testid="country-switcher-open"]').scrollIntoViewIfNeeded(),
    target: '[data-testid="country-switcher-open"]',
    visible: 'dialog[open]',
    filled: 'dialog[open][data-testid="country-switcher"] select',
    chunk: /\/assets\/country-switcher-dialog-[^/]+\.js$/,
    idle: /\/assets\/country-switcher-dialog-[^/]+\.js$/,
  },
  {
    name: 'filter sheet',
    device: PHONE,
    path: '/uk/adults/socks',
    target: '.filter-button',
    visible: 'dialog.filter-sheet[open]',
    filled: 'dialog.filter-sheet[open] input',
  },
  {
    name: 'size guide',
    device: PHONE,
    path: `/uk/product/${product.sku}`,
    target: '.size-guide__open',
    visible: 'dialog.size-guide[open]',
    filled: 'dialog.size-guide[open] table',
  },
  {
    name: 'search field',
    device: PHONE,
    path: '/uk',
    target: '#site-search, .search-box input',
    visible: '.search-box input:focus',
    filled: 'input[role="combobox"]:focus',
    chunk: /\/assets\/search-combobox-[^/]+\.js$/,
    idle: /\/assets\/search-combobox-[^/]+\.js$/,
  },
  {
    name: 'add to basket',
    device: PHONE,
    path: `/uk/product/${product.sku}`,
    prepare: async (page) => {
      await page.locator(`label.size-option[data-sku="${variant}"]`).tap();
      await page.locator('.buy-box__add:not([disabled])').waitFor();
    },
    target: '.buy-box__add',
    visible: '.buy-box__add[aria-busy="true"], .buy-box__message[data-state="success"]',
    filled: '.buy-box__message[data-state="success"]',
  },
  {
    name: 'basket quantity',
    device: PHONE,
    path: `/uk/checkout/cart?items=${variant}x1`,
    prepare: (page) => page.locator('.basket-line [data-testid="line-quantity"]').waitFor(),
    target: '.basket-line__quantity .basket-stepper:last-of-type',
    visible: '.basket[aria-busy="true"]',
    filled: '.basket:not([aria-busy]) .basket-line',
  },
  {
    name: 'desktop menu (hover)',
    device: DESKTOP,
    path: '/uk',
    target: '.main-nav__trigger',
    hover: true,
    visible: '.nav-dropdown',
    filled: '.nav-dropdown a',
    idle: /\/assets\/desktop-nav-menu-[^/]+\.js$/,
  },
];

interface Timing {
  /** pointerdown (pointerover for hover) to the first frame showing `visible`, ms. */
  shownMs: number;
  /** To the first frame showing `filled`: from the tap, or ("before code") from the chunk's release, ms. */
  filledMs: number;
}

/**
 * Installed before the page's own scripts: the tap's timestamp, and a frame-by-frame watch. A
 * string, not a function: tsx's transform would put its own helpers into a function's source.
 */
const WATCHER = `
  window.__tap = { start: 0, shown: 0, filled: 0 };
  const rendered = (selector) => {
    const el = document.querySelector(selector);
    return !!el && el.checkVisibility({ visibilityProperty: true });
  };
  window.__watch = (visible, filled, event) => {
    document.addEventListener(event, (e) => (window.__tap.start ||= e.timeStamp), { capture: true, once: true });
    const frame = (now) => {
      const t = window.__tap;
      if (t.start && !t.shown && rendered(visible)) t.shown = now;
      if (t.start && !t.filled && rendered(filled)) t.filled = now;
      if (!t.shown || !t.filled) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
`;
type Tap = { __tap: { start: number; shown: number; filled: number }; __watch: (visible: string, filled: string, event: string) => void };

type Moment = 'at hydration' | 'after idle' | 'before code';
const momentsOf = (c: Control): Moment[] =>
  (c.chunk ? ['at hydration', 'after idle', 'before code'] : c.idle ? ['at hydration', 'after idle'] : ['at hydration']).filter(
    (m): m is Moment => !MOMENTS || MOMENTS.includes(m.split(' ')[0]!),
  ) as Moment[];

async function measureOnce(browser: Browser, baseUrl: string, control: Control, rate: number, moment: Moment): Promise<Timing> {
  const held = moment === 'before code';
  const context = await browser.newContext({ ...control.device, extraHTTPHeaders: { 'cf-ipcountry': 'GB' } });
  try {
    // A shopper who answered the cookie banner (it would cover the footer's opener) and is outside the split test.
    await context.addCookies(
      ['argyle_consent=necessary', 'argyle_experiments=pdp-buy-box-first:out'].map((pair) => {
        const [name, value] = pair.split('=') as [string, string];
        return { name, value, url: baseUrl };
      }),
    );
    const page = await context.newPage();
    let release = () => {};
    if (held && control.chunk) {
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(control.chunk, async (route) => {
        await gate;
        await route.continue();
      });
    }
    await page.addInitScript({ content: WATCHER });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const idleFetched = moment === 'after idle' && control.idle ? page.waitForResponse(control.idle, { timeout: 90_000 }) : undefined;
    await page.goto(baseUrl + control.path, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement?.dataset.hydrated === 'true', null, { timeout: 90_000, polling: 50 });
    if (idleFetched) {
      await (await idleFetched).finished();
      await page.waitForTimeout(500);
    }
    if (control.prepare) await control.prepare(page);
    await page.evaluate(
      ([visible, filled, event]) => (window as unknown as Tap).__watch(visible!, filled!, event!),
      [control.visible, control.filled, control.hover ? 'pointerover' : 'pointerdown'],
    );
    const target = page.locator(control.target).first();
    if (control.hover) await target.hover();
    else await target.tap();
    const read = () => page.evaluate(() => (window as unknown as Tap).__tap);
    await page.waitForFunction(() => (window as unknown as Tap).__tap.shown > 0, null, {
      timeout: 30_000,
      polling: 50,
    });
    let releasedAt = 0;
    if (held && control.chunk) {
      await page.waitForTimeout(HOLD_AFTER_FRAME_MS);
      releasedAt = await page.evaluate(() => performance.now());
      release();
    }
    await page.waitForFunction(() => (window as unknown as Tap).__tap.filled > 0, null, {
      timeout: 30_000,
      polling: 50,
    });
    const t = await read();
    return { shownMs: t.shown - t.start, filledMs: t.filled - (releasedAt || t.start) };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, baseUrl: string, control: Control, rate: number, moment: Moment): Promise<Timing> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(browser, baseUrl, control, rate, moment);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`    retrying ${control.name}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Lighthouse's benchmarkIndex of this host (its own page function), median of 3, unthrottled. */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) runs.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return Math.round(median(runs));
  } finally {
    await page.close();
  }
}

async function main() {
  const here = process.cwd();
  const only = values.only?.split(',');
  const controls = CONTROLS.filter((c) => !only || only.some((o) => c.name.startsWith(o)));
  if (!values['no-build']) runIn(here, 'npm', ['run', 'build']);
  const { baseUrl } = await startStorefront('taps', here, PORT, loggingVars(here));
  const browser = await chromium.launch({ executablePath: chromePath(), args: ['--disable-gpu', '--no-sandbox'] });
  const results: Array<{ control: string; rate: number; moment: string; runs: Timing[] }> = [];
  try {
    const index = await benchmarkIndex(browser);
    console.log(`taps: host benchmarkIndex ${index} (Lighthouse's; its 4x preset assumes 1500-2000), load ${os.loadavg()[0]?.toFixed(2)}`);
    // A first load warms the server (compiled worker, content caches); not counted.
    for (const control of controls) await measure(browser, baseUrl, control, 1, 'at hydration');
    for (const rate of RATES) {
      for (const control of controls) {
        for (const moment of momentsOf(control)) {
          const runs: Timing[] = [];
          for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, baseUrl, control, rate, moment));
          results.push({ control: control.name, rate, moment, runs });
          const shown = runs.map((r) => Math.round(r.shownMs)).join(', ');
          const filled = runs.map((r) => Math.round(r.filledMs)).join(', ');
          console.log(`  ${rate}x ${control.name}, ${moment}: shown ${shown} ms; filled ${filled} ms`);
        }
      }
    }
    const after = await benchmarkIndex(browser);
    console.log(`\nMedian of ${RUNS}, ms from the tap (filled "before code": from the chunk's release).`);
    console.log(`benchmarkIndex ${index} before, ${after} after; load average ${os.loadavg()[0]?.toFixed(2)}.\n`);
    console.log(`| control | moment | ${RATES.map((r) => `${r}x shown | ${r}x filled`).join(' | ')} |`);
    console.log(`| --- | --- | ${RATES.map(() => '--: | --:').join(' | ')} |`);
    for (const control of controls) {
      for (const moment of momentsOf(control)) {
        const cells = RATES.map((rate) => {
          const r = results.find((x) => x.control === control.name && x.rate === rate && x.moment === moment);
          return r ? `${Math.round(median(r.runs.map((t) => t.shownMs)))} | ${Math.round(median(r.runs.map((t) => t.filledMs)))}` : '– | –';
        });
        console.log(`| ${control.name} | ${moment} | ${cells.join(' | ')} |`);
      }
    }
    if (values.json) {
      writeFileSync(
        values.json,
        JSON.stringify({ date: new Date().toISOString(), commit: commitOf(here), benchmarkIndex: [index, after], results }, null, 2),
      );
    }
  } finally {
    await browser.close();
  }
}

try {
  await main();
} finally {
  await cleanup();
}
