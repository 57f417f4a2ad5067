// The cart as the service answers it (schemas.ts ServiceCart), computed from what the cart's
// Durable Object stores and what the catalogue says now: prices in the store's currency, stock in
// its warehouse, the discount code's rules, the shipping method and the free-shipping threshold.
// Pure: the same state always prices the same, so a country change reprices everything.
import type { Market } from '../../../../markets';
import type { DiscountRule, ServiceCart, ServiceCartItem } from '../schemas';
import { CART_MESSAGES } from '../errors';
import type { CartMessage } from '../../../../contract/cart';
import type { CartState } from './cart-state';
import { stockStatusIn, type VariantFacts } from './catalogue';
import { discountRefusal, findDiscountCode, type DiscountCode } from './discount-codes';
import { isStandardShipping, type ShippingConfig } from './shipping-options';

export interface PricingInput {
  state: CartState;
  market: Market;
  variants: ReadonlyMap<string, VariantFacts>;
  shipping: ShippingConfig;
  codes: readonly DiscountCode[];
  now: Date;
  token: string;
}

/** Splits `amount` over `weights` in proportion; the last share takes the rounding rest. */
function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return weights.map(() => 0);
  let left = amount;
  return weights.map((w, i) => {
    if (i === weights.length - 1) return left;
    const share = Math.floor((amount * w) / total);
    left -= share;
    return share;
  });
}

export interface ShippingTotals {
  country: string;
  currency: string;
  /** Products after the discount code. */
  productsAfterDiscount: number;
  freeShippingCode: boolean;
  threshold: number;
}

/** What a discount takes off a shipping option: standard shipping is free above the threshold or with a code. */
export function shippingDiscount(optionId: string, price: number, totals: ShippingTotals): number {
  if (!isStandardShipping(optionId)) return 0;
  const overThreshold = totals.threshold > 0 && totals.productsAfterDiscount >= totals.threshold;
  return totals.freeShippingCode || overThreshold ? price : 0;
}

export function priceCart(input: PricingInput): ServiceCart {
  const { state, market, variants, now } = input;
  const currency = market.currency.code;
  const messages: CartMessage[] = [];

  const lines = state.lines.flatMap((line) => {
    const variant = variants.get(line.sku);
    if (!variant?.price) {
      messages.push({ code: 'MISSING_PRODUCTS', message: CART_MESSAGES.productNotFound(line.sku), productId: line.sku });
      return [];
    }
    const units = variant.region === state.region ? variant.units[state.region] : 0;
    if (line.quantity > units) messages.push({ code: 'OUT_OF_STOCK', message: CART_MESSAGES.outOfStock(line.sku), productId: line.sku });
    return [
      {
        line,
        variant,
        price: variant.price,
        stockStatus: line.quantity > units ? ('no-stock' as const) : stockStatusIn(variant, state.region),
      },
    ];
  });
  const lineTotals = lines.map((l) => l.price.final * l.line.quantity);
  const productsTotal = lineTotals.reduce((a, b) => a + b, 0);

  // The discount code, if it (still) applies.
  const discount = state.discountCode ? findDiscountCode(state.discountCode, input.codes) : undefined;
  const refusal = discount ? discountRefusal(discount, { country: state.country, currency, productsTotal }, now) : 'unknown';
  if (state.discountCode && refusal) {
    messages.push({ code: 'DISCOUNT_CODE_NOT_APPLIED', message: `Discount code ${state.discountCode} does not apply: ${refusal}` });
  }
  const applied = discount && !refusal ? discount : undefined;
  let lineDiscounts = lines.map(() => 0);
  if (applied?.kind === 'percentage') lineDiscounts = lineTotals.map((t) => Math.round((t * (applied.percent ?? 0)) / 100));
  if (applied?.kind === 'fixed_amount') lineDiscounts = allocate(Math.min(applied.amount?.[currency] ?? 0, productsTotal), lineTotals);
  const productDiscount = lineDiscounts.reduce((a, b) => a + b, 0);

  // The shipping method, priced for the store's country.
  const threshold = input.shipping.freeShippingThreshold(state.country);
  const totals: ShippingTotals = {
    country: state.country,
    currency,
    productsAfterDiscount: productsTotal - productDiscount,
    freeShippingCode: applied?.kind === 'free_shipping',
    threshold,
  };
  const option = state.shippingId ? input.shipping.optionsFor(state.country).find((o) => o.id === state.shippingId) : undefined;
  const shippingPrice = option?.price[currency];
  const shippingItem: ServiceCartItem | undefined =
    option && shippingPrice !== undefined
      ? {
          type: 'shippingOption',
          itemId: 'shipping',
          id: option.id,
          title: option.title[state.language] ?? option.title['en'] ?? option.id,
          quantity: 1,
          price: shippingPrice,
          discountAmount: shippingDiscount(option.id, shippingPrice, totals),
          deliveryDetails: option.deliveryDetails[state.language] ?? option.deliveryDetails['en'] ?? '',
          logo: option.logo,
        }
      : undefined;
  const shippingOff = shippingItem?.type === 'shippingOption' ? shippingItem.discountAmount : 0;

  const rules: DiscountRule[] = applied
    ? [
        {
          type: 'DISCOUNT_CODE',
          code: applied.code,
          kind: applied.kind,
          value:
            applied.kind === 'percentage'
              ? (applied.percent ?? 0)
              : applied.kind === 'fixed_amount'
                ? (applied.amount?.[currency] ?? 0)
                : 0,
          amount: applied.kind === 'free_shipping' ? shippingOff : productDiscount,
        },
      ]
    : [];
  const orderRules: DiscountRule[] =
    threshold > 0 && totals.productsAfterDiscount >= threshold
      ? [
          {
            type: 'FREE_SHIPPING_THRESHOLD',
            kind: 'free_shipping',
            value: threshold,
            amount: applied?.kind === 'free_shipping' ? 0 : shippingOff,
          },
        ]
      : [];

  const items: ServiceCartItem[] = lines.map(({ line, variant, price, stockStatus }, i) => ({
    type: 'productVariant',
    itemId: `line-${line.position}`,
    id: variant.sku,
    sku: variant.sku,
    parentSku: variant.parentSku,
    slug: variant.slug,
    name: variant.name,
    image: variant.image,
    sections: variant.sections,
    size: variant.size,
    quantity: line.quantity,
    price,
    productDiscount: lineDiscounts[i] ?? 0,
    stockStatus,
    isGift: false,
    taxCode: 'standard',
  }));
  if (shippingItem) items.push(shippingItem);

  const totalPrice = productsTotal + (shippingPrice ?? 0);
  const totalDiscountAmount = productDiscount + shippingOff;
  return {
    id: state.id,
    state: state.state,
    store: { countryCode: state.country, languageCode: state.language, currencyUnit: currency, taxPercentage: market.tax ?? 0 },
    cartItems: items,
    totalPrice,
    totalPriceWithDiscount: totalPrice - totalDiscountAmount,
    totalDiscountAmount,
    freeShippingThreshold: threshold,
    discounts: {
      rules,
      orderRules,
      productDiscounts: items.flatMap((item) =>
        item.type === 'productVariant' && item.productDiscount > 0 ? [{ id: item.id, amount: item.productDiscount }] : [],
      ),
      cartDiscount: applied?.kind === 'fixed_amount' ? { amount: productDiscount } : null,
    },
    messages,
    jwtToken: input.token,
  };
}
