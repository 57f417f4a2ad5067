// The cart service's HTTP contract (docs/spec/commerce-core.md §3 Cart, 7 Cart service), shared by the port's
// client (which validates every answer) and the embedded service (which validates every request).
// Amounts are minor units of the store's currency (KRW: whole won), as the catalogue sends them.
//
//   POST   {cartsBase}/carts                 { store, products? }            201 Cart (a new jwtToken)
//   GET    {cartsBase}/carts                 Authorization: the token        200 Cart
//   PUT    {cartsBase}/carts                 exactly one of:
//            { products: [{ id, quantity, increment? }] }  set a line's quantity (0 removes; a
//                                        shipping option id selects it), or add to it (increment)
//            { code } | { deleteDiscount: true }          apply or remove a discount code
//            { store: { countryCode, languageCode } }     change country and language
//   DELETE {cartsBase}/carts                 forget the cart                 204
//   GET    {cartsBase}/shipments/{COUNTRY}   the country's shipping options (token optional)
//   GET    {cartsBase}/stock?storeId={COUNTRY}&productIds={sku,…}   { products: [{ id, isAvailable }] }
// Every cart answer is the whole cart, with a fresh jwtToken. Refusals are
// `{ error: { code, message, productIds? } }` with the codes of errors.ts.
import { z } from 'zod';
import { productLinesSchema, storeInputSchema } from '../../../contract/cart-update';
import { CART_ERROR_CODES } from './errors';

const minor = z.number().int();

// ---------------------------------------------------------------------------------------------
// Requests (a change is the API's too: contract/cart-update.ts)

export const cartCreateSchema = z.strictObject({ store: storeInputSchema, products: productLinesSchema.optional() });
export type CartCreate = z.infer<typeof cartCreateSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const CART_STATES = ['OPEN', 'CLOSED'] as const;
export const STOCK_STATUSES = ['in-stock', 'low-stock', 'no-stock'] as const;

export const productVariantItemSchema = z.object({
  type: z.literal('productVariant'),
  /** The line's id within the cart. */
  itemId: z.string(),
  /** The variant SKU: the id PUT products takes. */
  id: z.string(),
  sku: z.string(),
  parentSku: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  sections: z.array(z.string()),
  size: z.object({ label: z.string(), value: z.string() }),
  quantity: z.number().int().min(1),
  /** Unit price. */
  price: z.object({ original: minor, final: minor }),
  /** The line's share of a discount code. */
  productDiscount: minor,
  stockStatus: z.enum(STOCK_STATUSES),
  isGift: z.boolean(),
  taxCode: z.string(),
});

export const shippingOptionItemSchema = z.object({
  type: z.literal('shippingOption'),
  itemId: z.string(),
  id: z.string(),
  title: z.string(),
  quantity: z.literal(1),
  price: minor,
  discountAmount: minor,
  deliveryDetails: z.string(),
  logo: z.string(),
});

export const cartItemSchema = z.discriminatedUnion('type', [productVariantItemSchema, shippingOptionItemSchema]);

export const DISCOUNT_KINDS = ['percentage', 'fixed_amount', 'free_shipping'] as const;

export const discountRuleSchema = z.object({
  type: z.enum(['DISCOUNT_CODE', 'FREE_SHIPPING_THRESHOLD']),
  code: z.string().optional(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Percent for percentage rules, minor units otherwise. */
  value: z.number(),
  amount: minor,
});
export type DiscountRule = z.infer<typeof discountRuleSchema>;

export const cartMessageSchema = z.object({ code: z.string(), message: z.string(), productId: z.string().optional() });

export const serviceCartSchema = z.object({
  id: z.string().min(1),
  state: z.enum(CART_STATES),
  store: z.object({
    countryCode: z.string(),
    languageCode: z.string(),
    currencyUnit: z.string(),
    taxPercentage: z.number(),
  }),
  cartItems: z.array(cartItemSchema),
  /** Products and shipping before discounts. */
  totalPrice: minor,
  totalPriceWithDiscount: minor,
  totalDiscountAmount: minor,
  /** The products' total above which standard shipping is free, for this country. */
  freeShippingThreshold: minor,
  discounts: z.object({
    rules: z.array(discountRuleSchema),
    orderRules: z.array(discountRuleSchema),
    productDiscounts: z.array(z.object({ id: z.string(), amount: minor })),
    cartDiscount: z.object({ amount: minor }).nullable(),
  }),
  messages: z.array(cartMessageSchema),
  jwtToken: z.string().min(1),
});
export type ServiceCart = z.infer<typeof serviceCartSchema>;
export type ServiceCartItem = z.infer<typeof cartItemSchema>;

const localized = z.record(z.string(), z.string());

/** One shipping option as the service lists it: texts per language, price per currency. */
export const shippingOptionSchema = z.object({
  id: z.string().min(1),
  available: z.boolean(),
  title: localized,
  description: localized,
  deliveryDetails: localized,
  price: z.record(z.string(), minor),
  /** What a discount takes off for the caller's cart (0 without a token). */
  discountAmount: minor.default(0),
  logo: z.string(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const shipmentsResponseSchema = z.object({ countryCode: z.string(), shippingOptions: z.array(z.unknown()) });

export const stockResponseSchema = z.object({
  products: z.array(z.object({ id: z.string(), isAvailable: z.boolean(), stockStatus: z.enum(STOCK_STATUSES).optional() })),
});

export const cartErrorResponseSchema = z.object({
  error: z.object({ code: z.enum(CART_ERROR_CODES), message: z.string(), productIds: z.array(z.string()).optional() }),
});
