// From the cart service's answers to the shop's shapes: the Normalized cart and the market's
// shipping methods (docs/spec/commerce-core.md §3, §5).
import type { Logger } from '../../log';
import { shippingOptionSchema, type ServiceCart } from './schemas';
import type { CartItem, NormalizedCart, ShippingMethod } from '../../../contract/cart';

/** Tax included in a gross amount at `percent` (prices are shown with tax). */
export function includedTax(gross: number, percent: number): number {
  return percent > 0 ? Math.round((gross * percent) / (100 + percent)) : 0;
}

export function normalizeCart(cart: ServiceCart): NormalizedCart {
  const items: CartItem[] = [];
  let shipping: NormalizedCart['shippingMethod'] = null;
  for (const item of cart.cartItems) {
    if (item.type === 'shippingOption') {
      shipping = { id: item.id, title: item.title, price: item.price, discountAmount: item.discountAmount };
      continue;
    }
    const { type: _type, ...line } = item;
    items.push(line);
  }
  const codeRule = cart.discounts.rules.find((r) => r.type === 'DISCOUNT_CODE');
  const priceProducts = items.reduce((sum, i) => sum + i.price.final * i.quantity, 0);
  const priceDiscount = items.reduce((sum, i) => sum + i.productDiscount, 0);
  const priceShipping = shipping ? shipping.price - shipping.discountAmount : 0;
  const priceTotal = cart.totalPriceWithDiscount;
  return {
    cartId: cart.id,
    state: cart.state,
    items,
    messages: cart.messages,
    shippingMethod: shipping,
    itemsCount: items.reduce((sum, i) => sum + i.quantity, 0),
    priceTax: includedTax(priceTotal, cart.store.taxPercentage),
    priceProducts,
    priceShipping,
    priceDiscount,
    priceTotal,
    discountCode: codeRule?.code ?? null,
    isFreeShippingDiscountCodeApplied: codeRule?.kind === 'free_shipping',
    freeShippingThreshold: cart.freeShippingThreshold,
    countryCode: cart.store.countryCode,
    languageCode: cart.store.languageCode,
    currency: cart.store.currencyUnit,
    taxPercentage: cart.store.taxPercentage,
  };
}

/**
 * The options a market can use: each needs a title, description and price for the market's
 * language and currency, else it is dropped with a warning (docs/spec/commerce-core.md §5).
 */
export function shippingMethodsFor(
  options: readonly unknown[],
  market: { language: string; currency: string },
  log?: Logger,
): ShippingMethod[] {
  const methods: ShippingMethod[] = [];
  for (const raw of options) {
    const parsed = shippingOptionSchema.safeParse(raw);
    const option = parsed.success ? parsed.data : undefined;
    const title = option?.title[market.language];
    const description = option?.description[market.language];
    const price = option?.price[market.currency];
    if (!option || !title || !description || price === undefined) {
      log?.('warn', 'Shipping method dropped: no price, title or description for the market', {
        id: (raw as { id?: unknown } | null)?.id,
        language: market.language,
        currency: market.currency,
      });
      continue;
    }
    methods.push({
      id: option.id,
      title,
      description,
      available: option.available,
      price,
      discountAmount: option.discountAmount,
      deliveryDetails: option.deliveryDetails[market.language] ?? '',
      logo: option.logo,
    });
  }
  return methods;
}
