// Lighthouse on the floor of the stack: what React 19, TanStack Router and TanStack
// Query cost on their own, on this machine, with the shop's Lighthouse settings (mobile preset,
// median of 3), so the shop's figures can be read against what no shop code could go below.
//
//   npm run bench:floor [-- --runs 3] [--cpu-slowdown host|<n>]
//
// The CPU slowdown is the host's (4 × benchmarkIndex / 1750, calibrated first; lighthouse-run.ts),
// with plain 4x figures of the same loads beside it, as bench:lighthouse.
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createMemoryHistory } from '@tanstack/react-router';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { brotliCompressSync } from 'node:zlib';
import {
  calibrate,
  chromePath,
  cpuSlowdownOf,
  figuresOf,
  launchChrome,
  REFERENCE_BENCHMARK_INDEX,
  runLighthouseAt,
  slowdownsFor,
} from '../lighthouse-run';
import { createApp } from './app';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'cpu-slowdown': { type: 'string' } } });
const cpuSlowdownChoice = cpuSlowdownOf(values['cpu-slowdown']);
const out = resolve('dist/bench-floor');
mkdirSync(out, { recursive: true });
await build({
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: out,
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: resolve('scripts/bench/floor/entry.tsx'), output: { entryFileNames: 'entry.js', chunkFileNames: '[name].js' } },
  },
});
const js = readFileSync(join(out, 'entry.js'));
const { router, App } = createApp(createMemoryHistory({ initialEntries: ['/'] }));
await router.load();
const html = `<!DOCTYPE html>${renderToString(createElement(App))}`;
const server = createServer((req, res) => {
  if (req.url === '/entry.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
  else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}).listen(0, '127.0.0.1');
await new Promise((done) => server.once('listening', done));
const { port } = server.address() as { port: number };
// The floor must hydrate the server's HTML, not replace it: a mismatch would measure a client render.
const browser = await chromium.launch({ executablePath: chromePath() });
try {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__reactFiber')));
  if (errors.length) throw new Error(`floor: the page logged errors: ${errors.join('; ')}`);
} finally {
  await browser.close();
}
const chrome = await launchChrome();
try {
  const calibration = await calibrate(`http://127.0.0.1:${port}/entry.js`, chrome);
  const slowdowns = slowdownsFor(cpuSlowdownChoice, calibration.benchmarkIndex);
  console.log(
    `floor: host benchmarkIndex ${calibration.benchmarkIndex} (calibration runs ${calibration.runs.join(', ')}); CPU slowdown ${slowdowns.join('x and ')}x` +
      (cpuSlowdownChoice === 'host' ? ` (the first is 4 × ${calibration.benchmarkIndex} / ${REFERENCE_BENCHMARK_INDEX})` : ''),
  );
  const runs: Array<Awaited<ReturnType<typeof runLighthouseAt>>> = [];
  for (let i = 0; i < Number(values.runs); i++) {
    const lhrs = await runLighthouseAt(`http://127.0.0.1:${port}/`, chrome, slowdowns);
    const error = lhrs.find((lhr) => lhr.runtimeError)?.runtimeError;
    if (error) throw new Error(`Lighthouse failed: ${error.message}`);
    const line = lhrs
      .map((lhr) => figuresOf(lhr))
      .map((f) => `${f.cpuSlowdown}x: score ${f.score}, TBT ${f.tbtMs} ms, main thread ${f.mainThreadMs} ms`);
    console.log(`  run ${i + 1}, benchmarkIndex ${figuresOf(lhrs[0]!).benchmarkIndex}: ${line.join('; ')}`);
    runs.push(lhrs);
  }
  // kB of 1,000 bytes, as the JS budget counts them (tests/e2e/js-budget.spec.ts).
  console.log(`floor: entry ${(brotliCompressSync(js).length / 1000).toFixed(1)} kB brotli`);
  slowdowns.forEach((slowdown, s) => {
    const median = computeMedianRun(runs.map((lhrs) => lhrs[s]!));
    const m = figuresOf(median);
    console.log(`floor at ${slowdown}x: median score ${m.score}, TBT ${m.tbtMs} ms, main thread ${m.mainThreadMs} ms`);
    writeFileSync(join(out, s === 0 ? 'report.json' : `report-${slowdown}x.json`), JSON.stringify(median));
  });
} finally {
  await chrome.kill();
  server.close();
}
