// Page state sizes (decision 034): the bytes of each page's state script
// (`__ARGYLE_STATE__`) by part: the bootstrap and each dehydrated query, named by its key.
//
//   npx tsx scripts/bench/state-size.ts [--before ../other-checkout] [--no-build]
//
// Builds this checkout (unless --no-build), starts it (and `--before`, already built) under
// `wrangler dev` on fresh seeded state at BENCH_PORT_BASE (+1), fetches home, listing, product
// and search pages once each and prints a table per page. Bytes are of the JSON as written
// into the page (escaped), not compressed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BROWSER_USER_AGENT, cleanup, runIn, startStorefront, type Server } from './servers';

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8851);
const { values } = parseArgs({ options: { before: { type: 'string' }, 'no-build': { type: 'boolean' } } });

interface State {
  bootstrap: unknown;
  queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

/** The state script of a page, parsed, and its size as written. */
async function stateOf(server: Server, path: string): Promise<{ total: number; state: State }> {
  const res = await fetch(server.baseUrl + path, {
    headers: { 'user-agent': BROWSER_USER_AGENT, accept: 'text/html', 'cf-ipcountry': 'GB' },
  });
  const html = await res.text();
  if (!res.ok) throw new Error(`${server.name} ${path}: ${res.status}`);
  const json = /<script id="__ARGYLE_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`${server.name} ${path}: no state script`);
  return { total: Buffer.byteLength(json), state: JSON.parse(json) as State };
}

/** Bytes per part: 'bootstrap' and each query by its key without the storefront (e.g. 'content/layout'). */
function parts(state: State): Map<string, number> {
  const out = new Map<string, number>([['bootstrap', bytes(state.bootstrap)]]);
  for (const q of state.queries.queries) {
    const [domain, , kind] = q.queryKey;
    const name = `${String(domain)}/${typeof kind === 'string' ? kind : JSON.stringify(kind)}`;
    out.set(name, (out.get(name) ?? 0) + bytes(q));
  }
  return out;
}

async function main() {
  const here = resolve('.');
  const products = JSON.parse(readFileSync(resolve(here, 'kv-seed/catalogue/products.json'), 'utf8')) as Array<{ sku: string }>;
  const sku = products[Math.floor(products.length / 2)]?.sku;
  const pages = { home: '/uk', listing: '/uk/adults/socks', product: `/uk/product/${sku}`, search: '/uk/search?term=stripe' };
  if (!values['no-build']) runIn(here, 'npm', ['run', 'build']);
  const servers: Record<string, Server> = { after: await startStorefront('after', here, PORT_BASE, {}) };
  if (values.before) servers.before = await startStorefront('before', resolve(values.before), PORT_BASE + 1, {});
  const names = Object.keys(servers).sort().reverse(); // before, after
  for (const [page, path] of Object.entries(pages)) {
    const measured = await Promise.all(names.map(async (n) => [n, await stateOf(servers[n] as Server, path)] as const));
    const keys = [...new Set(measured.flatMap(([, m]) => [...parts(m.state).keys()]))];
    console.log(`\n${page} (${path})\n| part | ${names.join(' | ')} |\n| --- |${names.map(() => ' ---: |').join('')}`);
    for (const key of keys) console.log(`| ${key} | ${measured.map(([, m]) => parts(m.state).get(key) ?? '-').join(' | ')} |`);
    console.log(`| **total** | ${measured.map(([, m]) => `**${m.total}**`).join(' | ')} |`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => void cleanup());
