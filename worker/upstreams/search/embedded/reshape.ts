// A stored catalogue record as the service answers it: only the requested region's variants in
// size order, prices reduced to the requested currency (minor units), stock statuses from the
// region's warehouse and discounts (commerce-core 3 Product and Variant, 4 Stock status).
import { compareSizes, discountPercentage } from '../../../../markets';
import type { Discount, Money, Product, StockStatus, Variant } from '../schemas';
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
export function parseRecord(json: string): CatalogueRecord {
  return JSON.parse(json) as CatalogueRecord;
}

/**
 * The answer form of a record in a region and currency. With `variantSku`, the item stands for
 * that one variant (search `groupBy: 'none'`).
 */
export function toProduct(record: CatalogueRecord, scope: Scope, variantSku?: string): Product {
  const { variants: all, ...fields } = record;
  const inRegion = all
    .filter((v) => regionOfSku(v.sku) === scope.region)
    .sort((a, b) => compareSizes(a.size.label, b.size.label))
    .map((v) => toVariant(v, scope));
  const one = variantSku === undefined ? undefined : inRegion.find((v) => v.sku === variantSku);
  const variants = one ? [one] : inRegion;
  // A product with no variant in the region (only on a product page) still shows a price.
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
