// The cart port's client against a remote cart service (a stub fetch): the token as the
// Authorization header, validation of every answer, the service's refusals kept by code, and the
// spec's rules for discount codes, shipping methods and the stock call.
import { describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '../errors';
import { createCartClient } from './client';
import { CartError } from './errors';
import type { ServiceCart } from './schemas';

const serviceCart = (over: Partial<ServiceCart> = {}): ServiceCart => ({
  id: 'cart-1',
  state: 'OPEN',
  store: { countryCode: 'DE', languageCode: 'de', currencyUnit: 'EUR', taxPercentage: 19 },
  cartItems: [
    {
      type: 'productVariant',
      itemId: 'line-1',
      id: 'SKU-1',
      sku: 'SKU-1',
      parentSku: 'P-1',
      slug: 'p-1',
      name: 'Sock',
      image: '/img.svg',
      sections: [],
      size: { label: '36-40', value: '36-40' },
      quantity: 2,
      price: { original: 1595, final: 1595 },
      productDiscount: 0,
      stockStatus: 'in-stock',
      isGift: false,
      taxCode: 'standard',
    },
    {
      type: 'shippingOption',
      itemId: 'shipping',
      id: 'SHIP-1',
      title: 'Standard',
      quantity: 1,
      price: 495,
      discountAmount: 0,
      deliveryDetails: '2–3 days',
      logo: '/s.svg',
    },
  ],
  totalPrice: 3685,
  totalPriceWithDiscount: 3685,
  totalDiscountAmount: 0,
  freeShippingThreshold: 4000,
  discounts: { rules: [], orderRules: [], productDiscounts: [], cartDiscount: null },
  messages: [],
  jwtToken: 'next-token',
  ...over,
});

function stub(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    status === 204 ? new Response(null, { status }) : Response.json(body, { status }),
  );
  const log = vi.fn();
  return { fetch, log, client: createCartClient({ fetch, baseUrl: 'https://commerce.example/api/', log }) };
}

describe('cart client', () => {
  it('sends the token as the Authorization header and normalises the whole cart', async () => {
    const { fetch, client } = stub(200, serviceCart());
    const { cart, token } = await client.get('tok');
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://commerce.example/api/carts');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
    expect(token).toBe('next-token');
    expect(cart).toMatchObject({
      cartId: 'cart-1',
      itemsCount: 2,
      priceProducts: 3190,
      priceShipping: 495,
      priceTotal: 3685,
      priceTax: Math.round((3685 * 19) / 119),
      shippingMethod: { id: 'SHIP-1', price: 495 },
      currency: 'EUR',
    });
    expect(cart.items).toHaveLength(1);
  });

  it('creates a cart with POST and a store body when there is no token', async () => {
    const { fetch, client } = stub(201, serviceCart());
    await client.create({ store: { countryCode: 'DE', languageCode: 'de' }, products: [{ id: 'SKU-1', quantity: 1 }] });
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBeNull();
    expect(JSON.parse(init.body as string)).toEqual({
      store: { countryCode: 'DE', languageCode: 'de' },
      products: [{ id: 'SKU-1', quantity: 1 }],
    });
  });

  it("keeps the service's refusal codes, and logs a failed fetch as 'Failed to fetch cart'", async () => {
    const { client, log } = stub(404, { error: { code: 'CART_NOT_FOUND', message: 'Cart not found' } });
    await expect(client.get('tok')).rejects.toMatchObject({ name: 'CartError', code: 'CART_NOT_FOUND', status: 404 });
    expect(log).toHaveBeenCalledWith('info', 'Failed to fetch cart', expect.anything());
  });

  it('turns an answer it cannot read, or a service failure, into an UpstreamError', async () => {
    await expect(stub(200, { id: 'x' }).client.get('tok')).rejects.toBeInstanceOf(UpstreamError);
    await expect(stub(503, { message: 'down' }).client.get('tok')).rejects.toMatchObject({ status: 503 });
  });

  it("fails a discount code with 'No discount code found' when the answer has no discount-code rule", async () => {
    const { client } = stub(200, serviceCart());
    const error = await client.update('tok', { code: 'ARGYLE10' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CartError);
    expect(error).toMatchObject({ code: 'DISCOUNT_CODE_NOT_FOUND', message: 'No discount code found' });
    const withRule = stub(
      200,
      serviceCart({
        discounts: {
          rules: [{ type: 'DISCOUNT_CODE', code: 'ARGYLE10', kind: 'percentage', value: 10, amount: 319 }],
          orderRules: [],
          productDiscounts: [],
          cartDiscount: null,
        },
      }),
    );
    expect((await withRule.client.update('tok', { code: 'ARGYLE10' })).cart.discountCode).toBe('ARGYLE10');
  });

  it("drops shipping options without the market's title, description or price, with a warning", async () => {
    const full = {
      id: 'A',
      available: true,
      title: { de: 'A' },
      description: { de: 'a' },
      deliveryDetails: { de: '1 Tag' },
      price: { EUR: 495 },
      logo: '/a.svg',
    };
    const { client, log, fetch } = stub(200, {
      countryCode: 'DE',
      shippingOptions: [full, { ...full, id: 'B', title: { en: 'B' } }, { ...full, id: 'C', price: { GBP: 1 } }, { id: 'D' }],
    });
    const methods = await client.shipments('de', { language: 'de', currency: 'EUR' });
    expect((fetch.mock.calls[0] as [string])[0]).toBe('https://commerce.example/api/shipments/DE');
    expect(methods).toEqual([
      { id: 'A', title: 'A', description: 'a', available: true, price: 495, discountAmount: 0, deliveryDetails: '1 Tag', logo: '/a.svg' },
    ]);
    expect(log.mock.calls.filter(([level]) => level === 'warn')).toHaveLength(3);
  });

  it("logs 'No shipping methods found. Please configure them in admin.' for a country with none", async () => {
    const { client, log } = stub(200, { countryCode: 'IE', shippingOptions: [] });
    expect(await client.shipments('IE', { language: 'en', currency: 'EUR' })).toEqual([]);
    expect(log).toHaveBeenCalledWith('warn', 'No shipping methods found. Please configure them in admin.', { country: 'IE' });
  });

  it("reads products[0].isAvailable of the stock call, and fails with 'Missing product in stock response' without it", async () => {
    const { client, fetch } = stub(200, { products: [{ id: 'SKU-1', isAvailable: true }] });
    expect(await client.isAvailable('DE', 'SKU-1')).toBe(true);
    expect((fetch.mock.calls[0] as [string])[0]).toBe('https://commerce.example/api/stock?storeId=DE&productIds=SKU-1');
    await expect(stub(200, { products: [] }).client.isAvailable('DE', 'SKU-1')).rejects.toMatchObject({
      message: 'Missing product in stock response',
    });
  });
});
