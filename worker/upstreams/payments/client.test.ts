// The payments port reads every answer through its schema: an order's lines are checked as the
// cart checks them, so the shop never shows an order line it cannot render.
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors';
import { createPaymentsClient } from './client';
import { PaymentsError } from './errors';

const address = {
  street0: '1 High St',
  street1: '',
  firstName: 'Ada',
  lastName: 'Lovelace',
  postCode: 'N1 9GU',
  city: 'London',
  country: 'GB',
  region: '',
};
const line = {
  id: 'ARG-COPENHAGEN-AVOCADO-PINK-36-40',
  itemId: 'line-1',
  sku: 'ARG-COPENHAGEN-AVOCADO-PINK-36-40',
  parentSku: 'ARG-COPENHAGEN-AVOCADO-PINK',
  slug: 'copenhagen-avocado-pink',
  name: 'Copenhagen Avocado',
  image: 'https://a.storyblok.com/f/1/socks.jpg',
  sections: ['socks'],
  size: { label: '36-40', value: '36-40' },
  quantity: 2,
  price: { original: 1295, final: 1295 },
  productDiscount: 0,
  stockStatus: 'in-stock',
  isGift: false,
  taxCode: 'PC040100',
};
const session = (items: unknown[]) => ({
  order: {
    id: 'order-1',
    status: 'pending',
    items,
    itemsCount: 2,
    orderNumber: null,
    priceTax: 432,
    priceProducts: 2590,
    priceShipping: 0,
    priceDiscount: 0,
    priceTotal: 2590,
    storefront: 'uk',
    market: 'GB',
    currency: 'GBP',
    payment: { status: 'pending', method: null },
    address: { billing: address, shipping: address },
    shippingMethod: { name: 'Standard', estimatedDeliveryTime: '2-4 days' },
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', telephone: '+447700900000' },
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    externalTaxAmount: 0,
  },
  paymentSession: { id: 'ps-1', reference: 'order-1-1', amount: { value: 2590, currency: 'GBP' }, expiresAt: '2026-11-23T11:00:00.000Z' },
});

const clientAnswering = (body: unknown) =>
  createPaymentsClient({ baseUrl: 'https://payments.example', fetch: () => Promise.resolve(Response.json(body)) });
const request = { storefront: 'uk' } as never;

describe('payments port answers', () => {
  it('passes an order session with whole cart lines through as it came', async () => {
    await expect(clientAnswering(session([line])).createOrderSession('token', request)).resolves.toEqual(session([line]));
  });

  it('refuses an order line without a price as an invalid answer, naming the field', async () => {
    const { price: _, ...withoutPrice } = line;
    const answer = clientAnswering(session([withoutPrice])).createOrderSession('token', request);
    await expect(answer).rejects.toBeInstanceOf(UpstreamError);
    await expect(answer).rejects.toThrow('Invalid answer to POST carts/adyen/orders: order.items.0.price');
  });
});

describe('payments port refusals', () => {
  it.each(['apple_pay_country_error', 'apple_pay_us_billing_country_error'])(
    'passes the Apple Pay code %s on as a refusal (docs/spec/commerce-core.md §8), for the shop to name in the shopper’s language',
    async (code) => {
      const client = createPaymentsClient({
        baseUrl: 'https://payments.example',
        fetch: () => Promise.resolve(Response.json({ error: { code, message: 'Apple Pay refused' } }, { status: 422 })),
      });
      const answer = client.pay('token', {} as never);
      await expect(answer).rejects.toBeInstanceOf(PaymentsError);
      await expect(answer).rejects.toMatchObject({ code, status: 422, message: 'Apple Pay refused' });
    },
  );
});
