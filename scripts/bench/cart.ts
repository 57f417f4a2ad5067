// Cart write benchmark: `--carts` shoppers (default 8) at once, each with its own cart, each
// making `--writes` sequential writes (PUT /api/cart: adds with increment, quantity sets and a
// shipping choice), against a running server. Prints p50/p95/max per write and writes per second.
//
//   npm run preview &                 # the production build; needs seeded local state
//   npx tsx scripts/bench/cart.ts [--base-url http://localhost:8787] [--carts 8] [--writes 40]
//
// Client times are fetch to last byte on loopback: against a local wrangler dev they are
// dominated by the worker, the cart's Durable Object and the D1 catalogue lookups.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://localhost:8787' },
    carts: { type: 'string', default: '8' },
    writes: { type: 'string', default: '40' },
  },
});
const BASE = values['base-url'].replace(/\/+$/, '');
const CARTS = Number(values.carts);
const WRITES = Number(values.writes);
const SKUS = ['ARG-COPENHAGEN-AVOCADO-PINK-36-40', 'ARG-BRIGHTON-STRIPE-BURGUNDY-41-46', 'ARG-COPENHAGEN-AVOCADO-BLUE-36-40'];
const URL_ = `${BASE}/api/cart?storefront=de`;

async function put(token: string | undefined, body: unknown): Promise<{ ms: number; token: string }> {
  const started = performance.now();
  const res = await fetch(URL_, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      origin: BASE,
      ...(token ? { authorization: `Bearer ${token}` } : { 'x-cart-token': 'body' }),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { token?: string; error?: { code: string } };
  const ms = performance.now() - started;
  if (!res.ok || !json.token) throw new Error(`PUT failed: ${res.status} ${JSON.stringify(json.error)}`);
  return { ms, token: json.token };
}

/** The i-th write of a shopper: mostly adds, now and then a quantity set or a shipping choice. */
function write(i: number) {
  const sku = SKUS[i % SKUS.length] as string;
  if (i % 10 === 9) return { products: [{ id: i % 20 === 9 ? 'SHIP-EXPRESS-DE' : 'SHIP-STANDARD-DE', quantity: 1 }] };
  if (i % 5 === 4) return { products: [{ id: sku, quantity: 1 }] };
  return { products: [{ id: sku, quantity: 1, increment: true }] };
}

async function shopper(): Promise<number[]> {
  let { token } = await put(undefined, { products: [{ id: SKUS[0], quantity: 1 }] });
  const times: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const result = await put(token, write(i));
    times.push(result.ms);
    token = result.token;
  }
  return times;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  await shopper(); // warm-up: loads the worker and the catalogue pages
  const started = performance.now();
  const all = (await Promise.all(Array.from({ length: CARTS }, shopper))).flat().sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  const round = (n: number) => Math.round(n);
  console.log(
    `| cart writes, ${CARTS} concurrent carts × ${WRITES} | p50 ${round(percentile(all, 50))} ms | p95 ${round(percentile(all, 95))} ms | max ${round(all.at(-1) ?? NaN)} ms | ${(all.length / seconds).toFixed(1)} writes/s |`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
