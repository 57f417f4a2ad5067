// A change to the shopper's cart as the API takes it (PUT /api/cart, the client's CartUpdate): the
// same body the cart service takes (worker/upstreams/cart/schemas.ts), so the route checks it once.
import { z } from 'zod';

const sku = z.string().trim().min(1, 'required').max(100, 'at most 100 characters');

export const productLineSchema = z.object({
  id: sku,
  quantity: z.number().int('expected a whole number').min(0, 'expected 0 or more').max(Number.MAX_SAFE_INTEGER),
  /** Add `quantity` to the line instead of setting it (an add from a product page). */
  increment: z.boolean().optional(),
});
export type ProductLine = z.infer<typeof productLineSchema>;

export const storeInputSchema = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code'),
  languageCode: z
    .string()
    .trim()
    .regex(/^[a-z]{2}$/, 'expected a two-letter language code')
    .optional(),
});
export type StoreInput = z.infer<typeof storeInputSchema>;

/** The lines of a change or a new cart. */
export const productLinesSchema = z.array(productLineSchema).min(1, 'expected at least one product').max(50, 'at most 50 products');

const UPDATE_KINDS = ['products', 'code', 'deleteDiscount', 'store'] as const;

/** Exactly one change per call (a failure names the field). */
export const cartUpdateSchema = z
  .strictObject({
    products: productLinesSchema.optional(),
    code: z.string().trim().min(1, 'required').max(64, 'at most 64 characters').optional(),
    deleteDiscount: z.literal(true).optional(),
    store: storeInputSchema.optional(),
  })
  .refine((u) => UPDATE_KINDS.filter((k) => u[k] !== undefined).length === 1, {
    message: `expected exactly one of ${UPDATE_KINDS.join(', ')}`,
  });
export type CartUpdate = z.infer<typeof cartUpdateSchema>;
