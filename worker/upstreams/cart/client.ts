// The cart port: one typed client for the cart service's HTTP API (schemas.ts), over either
// origin: the commerce backend at CARTS_BASE_URL, or the embedded service on Durable Objects.
// The token travels as the Authorization header; every answer is validated and normalised.
// Refusals come back as CartError with the service's code; a service that is down or answers
// what we cannot read is an UpstreamError.
import type { Logger } from '../../log';
import { invalidAnswer, UpstreamError } from '../errors';
import { CART_MESSAGES, CartError } from './errors';
import { normalizeCart, shippingMethodsFor } from './reshape';
import { cartErrorResponseSchema, serviceCartSchema, shipmentsResponseSchema, stockResponseSchema, type CartCreate } from './schemas';
import type { CartAnswer, ShippingMethod } from '../../../contract/cart';
import type { CartUpdate } from '../../../contract/cart-update';

export const CART_TIMEOUT_MS = 8_000;

/** The cart service as the worker uses it. */
export interface CartPort {
  /** A new cart for a store (country, language), with optional first lines. */
  create(input: CartCreate): Promise<CartAnswer>;
  get(token: string): Promise<CartAnswer>;
  /** One change: lines, a discount code (refused with 'No discount code found'), or the store. */
  update(token: string, update: CartUpdate): Promise<CartAnswer>;
  /** Forgets the cart; its token stops working. */
  remove(token: string): Promise<void>;
  /** The country's shipping methods in the market's language and currency. */
  shipments(country: string, market: { language: string; currency: string }, token?: string): Promise<ShippingMethod[]>;
  /** Whether a variant can be bought in a store (country). */
  isAvailable(storeId: string, productId: string): Promise<boolean>;
}

export interface CartClientOptions {
  fetch: typeof fetch;
  baseUrl: string;
  requestId?: string | undefined;
  log?: Logger | undefined;
}

export function createCartClient(options: CartClientOptions): CartPort {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const log = options.log;

  async function call(method: string, path: string, init: { token?: string | undefined; body?: unknown } = {}): Promise<unknown> {
    let res: Response;
    try {
      res = await options.fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(CART_TIMEOUT_MS),
      });
    } catch (error) {
      throw new UpstreamError('cart', `Cart request failed: ${(error as Error).message}`, { cause: error });
    }
    if (res.status === 204) return undefined;
    const json = (await res.json().catch(() => undefined)) as unknown;
    if (res.ok) return json;
    const refusal = cartErrorResponseSchema.safeParse(json);
    if (refusal.success) {
      const { code, message, productIds } = refusal.data.error;
      throw new CartError(code, message, productIds);
    }
    throw new UpstreamError('cart', `Cart service answered ${res.status} for ${method} ${path}`, { status: res.status });
  }

  function cartAnswer(json: unknown): CartAnswer {
    const parsed = serviceCartSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalidAnswer('cart', `Invalid cart received: ${issue?.path.join('.')}: ${issue?.message}`);
    }
    return { cart: normalizeCart(parsed.data), token: parsed.data.jwtToken };
  }

  return {
    async create(input) {
      return cartAnswer(await call('POST', '/carts', { body: input }));
    },
    async get(token) {
      try {
        return cartAnswer(await call('GET', '/carts', { token }));
      } catch (error) {
        // Logged and passed on (docs/spec/commerce-core.md §8).
        log?.(error instanceof CartError ? 'info' : 'warn', CART_MESSAGES.fetchFailed, { error: String(error) });
        throw error;
      }
    },
    async update(token, update) {
      const answer = cartAnswer(await call('PUT', '/carts', { token, body: update }));
      if (update.code !== undefined && answer.cart.discountCode === null) {
        throw new CartError('DISCOUNT_CODE_NOT_FOUND', CART_MESSAGES.noDiscountCode);
      }
      return answer;
    },
    async remove(token) {
      await call('DELETE', '/carts', { token });
    },
    async shipments(country, market, token) {
      const json = await call('GET', `/shipments/${encodeURIComponent(country.toUpperCase())}`, { token });
      const parsed = shipmentsResponseSchema.safeParse(json);
      if (!parsed.success) throw invalidAnswer('cart', 'Invalid shipping options received');
      const methods = shippingMethodsFor(parsed.data.shippingOptions, market, log);
      if (methods.length === 0) log?.('warn', CART_MESSAGES.noShippingMethods, { country });
      return methods;
    },
    async isAvailable(storeId, productId) {
      const query = new URLSearchParams({ storeId, productIds: productId });
      const parsed = stockResponseSchema.safeParse(await call('GET', `/stock?${query}`));
      if (!parsed.success) throw invalidAnswer('cart', 'Invalid stock answer received');
      const product = parsed.data.products[0];
      if (!product) throw new CartError('MISSING_PRODUCTS', CART_MESSAGES.missingStockProduct, [productId]);
      return product.isAvailable;
    },
  };
}
