// The spec's rule that a product needs at least one variant (docs/spec/commerce-core.md §5: "A product is valid
// only with … at least one variant … Invalid products are logged and skipped"), one rule for every
// way products come in: the seed's catalogue (embedded/catalogue.ts) and the search port's
// answers, remote (client.ts) or in-process (in-process.ts). A product without one is logged as
// 'Missing variants for product: {sku}' with the reason 'empty variants array', and skipped.
import type { Logger } from '../../log';

/** The reason a product without variants is skipped (the catalogue schema's message too). */
export const EMPTY_VARIANTS = 'empty variants array';

/** @example missingVariantsMessage('ARG-DOTS') // 'Missing variants for product: ARG-DOTS' */
export const missingVariantsMessage = (sku: unknown) => `Missing variants for product: ${String(sku)}`;

/** Whether a product (as received, unchecked) has a non-empty variants list. */
export function hasVariants(product: unknown): boolean {
  const variants = (product as { variants?: unknown } | null)?.variants;
  return Array.isArray(variants) && variants.length > 0;
}

/** Logs a product skipped for having no variants. */
export function logMissingVariants(log: Logger | undefined, product: unknown) {
  const sku = (product as { sku?: unknown } | null)?.sku;
  log?.('warn', missingVariantsMessage(sku), { sku, reason: EMPTY_VARIANTS });
}

/** The products that have variants; each other one is logged and skipped. */
export function withVariants<T>(products: readonly T[], log: Logger): T[] {
  return products.filter((product) => {
    if (hasVariants(product)) return true;
    logMissingVariants(log, product);
    return false;
  });
}
