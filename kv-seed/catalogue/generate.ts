// Generates the sock catalogue seed: parent products (one design in one colour) with size
// variants, prices in every market currency and stock per warehouse. Deterministic: a seeded
// PRNG and fixed dates, so the committed products.json can be rebuilt. The modules beside this
// one hold the parts: random, prices, palette, names, blends, descriptions, design, product.
//
//   npx tsx kv-seed/catalogue/generate.ts                       # 420 products -> kv-seed/catalogue/products.json
//   npx tsx kv-seed/catalogue/generate.ts --count 10000 --out /tmp/x.json   # products only

import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createDesign } from './design';
import { ACCENTS, COLOUR_CODE } from './palette';
import { buildProduct, type ProductPlan } from './product';
import { createRng } from './random';
import type { CatalogueProduct } from './types';

export { priceAll } from './prices';
export { SEED_UPDATED_AT } from './product';

/** Seed used for the committed products.json. @example generateCatalogue({ count: 420, seed: DEFAULT_SEED }) */
export const DEFAULT_SEED = 20250601;

/** Number of products in the committed seed. @example DEFAULT_COUNT // 420 */
export const DEFAULT_COUNT = 420;

/** Options of the generator. @example generateCatalogue({ count: 420, seed: DEFAULT_SEED }) */
export interface GenerateOptions {
  count?: number;
  seed?: number;
}

/**
 * Generates the catalogue: `count` parent products grouped into designs with 1-5 colourways
 * each, linked to one another. Same options, same output.
 * @example generateCatalogue({ count: 10 }).length // 10
 */
export function generateCatalogue(options: GenerateOptions = {}): CatalogueProduct[] {
  const count = options.count ?? DEFAULT_COUNT;
  const rng = createRng(options.seed ?? DEFAULT_SEED);
  const used = new Map<string, number>();
  const products: CatalogueProduct[] = [];
  while (products.length < count) {
    const design = createDesign(rng, used);
    const plans: ProductPlan[] = design.primaries.slice(0, count - products.length).map((primary) => {
      const accents = ACCENTS[primary];
      const secondary = design.pattern === 'solid' && rng.chance(0.5) ? undefined : rng.pick(accents);
      return { design, primary, secondary, sku: `ARG-${design.code}-${COLOUR_CODE[primary]}` };
    });
    for (const plan of plans) {
      const linked = plans.filter((p) => p !== plan).map((p) => p.sku);
      products.push(buildProduct(rng, products.length, plan, linked));
    }
  }
  return products;
}

/**
 * Serialises products one per line, so diffs of the committed file stay readable.
 * @example serializeCatalogue(generateCatalogue({ count: 2 })).startsWith('[\n{') // true
 */
export function serializeCatalogue(products: readonly CatalogueProduct[]): string {
  return `[\n${products.map((p) => JSON.stringify(p)).join(',\n')}\n]\n`;
}

function parseArgs(argv: readonly string[]): { count: number; seed: number; out: string | undefined } {
  let count = DEFAULT_COUNT;
  let seed = DEFAULT_SEED;
  let out: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1];
    if ((arg === '--count' || arg === '--seed' || arg === '--out') && value === undefined) throw new Error(`${arg} needs a value`);
    if (arg === '--count') {
      count = Number(value);
      i += 1;
      if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive integer, got ${value}`);
    } else if (arg === '--seed') {
      seed = Number(value);
      i += 1;
      if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${value}`);
    } else if (arg === '--out') {
      out = value;
      i += 1;
    } else {
      throw new Error(`Unknown argument ${arg}. Usage: generate.ts [--count N] [--seed S] [--out path]`);
    }
  }
  return { count, seed, out };
}

function main(): void {
  const { count, seed, out } = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const products = generateCatalogue({ count, seed });
  const here = fileURLToPath(new URL('.', import.meta.url));
  const target = out === undefined ? resolve(here, 'products.json') : resolve(out);
  writeFileSync(target, serializeCatalogue(products));
  const variants = products.reduce((n, p) => n + p.variants.length, 0);
  const ms = Math.round(performance.now() - started);
  console.log(`Wrote ${products.length} products (${variants} variants) to ${target} in ${ms} ms`);
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(resolve(entry)).href) main();
