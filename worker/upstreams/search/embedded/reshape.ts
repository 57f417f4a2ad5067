// A stored catalogue record as the service answers it: only the requested region's variants in
// size order, prices reduced to the requested currency (minor units), stock statuses from the
// region's warehouse and discounts (docs/spec/commerce-core.md §3 Product and Variant, 4 Stock status).
import { compareSizes, discountPercentage } from '../../../../markets';
import { createParsedMemo, type JsonReader } from '../../../cache/parsed-memo';
import type { Discount, Money, Product, StockStatus, Variant } from '../../../../contract/product';
import type { CatalogueRecord, CatalogueRecordVariant } from './catalogue';
import type { Scope } from './query';
import { regionOfSku } from './rows';

/** Above this many units a variant is in stock; 1 up to it is low stock. */
export const LOW_STOCK_MAX = 5;

export function stockStatusOf(units: number): StockStatus {
  return units > LOW_STOCK_MAX ? 'in-stock' : units > 0 ? 'low-stock' : 'no-stock';
}

export function discountOf(price: Money): Discount {
  return { absolute: price.original - price.final, percentage: discountPercentage(price.original, price.final) };
}

const unitsIn = (v: CatalogueRecordVariant, region: Scope['region']) => (region === 'US' ? v.stock.us : v.stock.nl);

function toVariant(v: CatalogueRecordVariant, scope: Scope): Variant {
  const price = v.price[scope.currency];
  return {
    id: v.id,
    sku: v.sku,
    size: v.size,
    region: regionOfSku(v.sku),
    stockStatus: stockStatusOf(unitsIn(v, scope.region)),
    price: { original: price.original, final: price.final },
    discount: discountOf(price),
  };
}

/** Records are written by the seed after validation, so the stored JSON is trusted. */
const TRUSTED_RECORD: JsonReader<CatalogueRecord> = { safeParse: (json) => ({ success: true, data: deepFreeze(json) as CatalogueRecord }) };

/**
 * Records parsed per isolate. A product page reads 17-25 whole records (4.6 kB of JSON each) and
 * a listing 64, mostly the same ones from page to page: a record whose text was seen before is
 * the object parsed then, and any other text is parsed anew. About 650 records' text at most.
 * Frozen, because every request that reads one shares it.
 */
const parsedRecords = createParsedMemo({ maxEntries: 1_000, maxChars: 3_000_000 });

const ID_PREFIX = '{"id":"';

/**
 * A record's place in the memo: its id, which the seed writes first (hashing a short key, not
 * 4.6 kB of text, per lookup), else the whole text. The place only finds an entry: the text
 * decides whether it holds, so a changed record under the same id is parsed again.
 */
function placeOf(json: string): string {
  const end = json.startsWith(ID_PREFIX) ? json.indexOf('"', ID_PREFIX.length) : -1;
  return end > 0 ? json.slice(0, end) : json;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export function parseRecord(json: string): CatalogueRecord {
  const parsed = parsedRecords.parse(placeOf(json), json, TRUSTED_RECORD, () => {});
  if (!parsed) throw new SyntaxError('A stored catalogue record is not JSON');
  return parsed.value;
}

/** Answer forms by record object (one per stored version), scope and variant: built once each. */
const answers = new WeakMap<CatalogueRecord, Map<string, Product>>();

/**
 * The answer form of a record in a region and currency. With `variantSku`, the item stands for
 * that one variant (search `groupBy: 'none'`).
 */
export function toProduct(record: CatalogueRecord, scope: Scope, variantSku?: string): Product {
  // Only shared records (frozen, from parseRecord) are remembered: any other is the caller's own.
  if (!Object.isFrozen(record)) return answerOf(record, scope, variantSku);
  const byScope = answers.get(record) ?? answers.set(record, new Map()).get(record)!;
  const key = `${scope.region}|${scope.currency}|${variantSku ?? ''}`;
  const known = byScope.get(key);
  if (known) return known;
  const product = deepFreeze(answerOf(record, scope, variantSku));
  byScope.set(key, product);
  return product;
}

function answerOf(record: CatalogueRecord, scope: Scope, variantSku?: string): Product {
  const { variants: all, ...fields } = record;
  const inRegion = all
    .filter((v) => regionOfSku(v.sku) === scope.region)
    .sort((a, b) => compareSizes(a.size.label, b.size.label))
    .map((v) => toVariant(v, scope));
  const one = variantSku === undefined ? undefined : inRegion.find((v) => v.sku === variantSku);
  const variants = one ? [one] : inRegion;
  // A product with no variant in the region (only a product page asks for one) is priced all the
  // same; the search port skips it as a product without variants (../variants.ts).
  const priced = variants.length > 0 ? variants.map((v) => v.price) : all.map((v) => v.price[scope.currency]);
  const cheapest = priced.reduce((a, b) => (b.final < a.final ? b : a));
  const stocked = (region: Scope['region']) => all.filter((v) => regionOfSku(v.sku) === region && unitsIn(v, region) > 0).length;
  return {
    ...fields,
    ...(one ? { sku: one.sku, parentSku: record.sku, size: one.size } : {}),
    variants,
    currency: scope.currency,
    region: scope.region,
    price: { original: cheapest.original, final: cheapest.final },
    discount: discountOf(cheapest),
    stockStatus: variants.some((v) => v.stockStatus !== 'no-stock') ? 'in-stock' : 'no-stock',
    availableSizes: variants.filter((v) => v.stockStatus !== 'no-stock').map((v) => v.size.value),
    amountOfVariantsInStockPerWarehouse: { NL: stocked('NL'), US: stocked('US') },
  };
}
