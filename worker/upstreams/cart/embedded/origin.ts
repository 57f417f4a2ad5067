// The embedded cart service: the cart API of schemas.ts served in-process (never on a public
// route) in front of one Durable Object per cart. This layer verifies tokens, looks products up
// in the catalogue (D1) and prices the cart; the object keeps the state and serialises changes.
import { Hono, type Context } from 'hono';
import { LANGUAGES, marketForCountry, type Environment, type Market } from '../../../../markets';
import type { Logger } from '../../../log';
import { CART_MESSAGES, CartError } from '../errors';
import { cartUpdateSchema, type ProductLine, type StoreInput } from '../../../../contract/cart-update';
import { cartCreateSchema } from '../schemas';
import type { CartObject } from './cart-object';
import {
  applyLineChanges,
  type CartAuth,
  type CartRegion,
  type CartResult,
  type CartState,
  type LineChange,
  type StockUnits,
} from './cart-state';
import { stockStatusIn, variantsBySku, type VariantFacts } from './catalogue';
import { DISCOUNT_CODES, discountRefusal, findDiscountCode, type DiscountCode } from './discount-codes';
import { priceCart, shippingDiscount } from './pricing';
import { defaultShippingConfig, type ShippingConfig } from './shipping-options';
import { signCartToken, verifyCartToken } from './tokens';
import { CacheNone, cacheHeaders } from '../../../http/cache-control';

export interface EmbeddedCartBindings {
  CARTS: DurableObjectNamespace<CartObject>;
  DB: D1Database;
}

export interface EmbeddedCartOptions {
  /** HS256 secret of the cart tokens. */
  secret: string;
  environment: Environment;
  log?: Logger | undefined;
  /** Shipping configuration; the seeded one by default. */
  shipping?: ShippingConfig | undefined;
  codes?: readonly DiscountCode[] | undefined;
  now?: (() => Date) | undefined;
}

/** Most SKUs one stock call may ask about. */
const MAX_STOCK_IDS = 50;

interface ResolvedOptions {
  secret: string;
  environment: Environment;
  log: Logger | undefined;
  shipping: ShippingConfig;
  codes: readonly DiscountCode[];
  now: () => Date;
}

type OriginEnv = { Bindings: EmbeddedCartBindings & { options: ResolvedOptions } };
type Ctx = Context<OriginEnv>;

const fail = (error: CartError): never => {
  throw error;
};

function marketOf(c: Ctx, country: string): Market {
  return marketForCountry(country, c.env.options.environment) ?? fail(new CartError('INVALID_COUNTRY_CODE', CART_MESSAGES.invalidCountry));
}

const stubOf = (c: Ctx, cartId: string) => c.env.CARTS.get(c.env.CARTS.idFromName(cartId));

function unwrap(result: CartResult): CartState {
  if (!result.ok) throw new CartError(result.error.code, result.error.message, result.error.productIds);
  return result.cart;
}

async function authOf(c: Ctx, required: true): Promise<CartAuth>;
async function authOf(c: Ctx, required: false): Promise<CartAuth | undefined>;
async function authOf(c: Ctx, required: boolean): Promise<CartAuth | undefined> {
  const header = c.req.header('authorization')?.trim() ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  if (!token) return required ? fail(new CartError('UNAUTHORIZED', CART_MESSAGES.tokenMissing)) : undefined;
  const auth = await verifyCartToken(c.env.options.secret, token, c.env.options.now().getTime());
  return auth ?? (required ? fail(new CartError('UNAUTHORIZED', CART_MESSAGES.tokenInvalid)) : undefined);
}

async function body(c: Ctx): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new BadRequest('the body is not JSON');
  }
}

class BadRequest extends Error {}

function parse<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new BadRequest(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid value'}`);
}

/** The store a country and language make; the language defaults to the market's. */
function storeOf(c: Ctx, input: StoreInput) {
  const market = marketOf(c, input.countryCode);
  const language = input.languageCode ?? market.language;
  if (!(LANGUAGES as readonly string[]).includes(language)) throw new BadRequest(`languageCode: expected one of ${LANGUAGES.join(', ')}`);
  return { market, country: market.countryCode, language, region: market.warehouse.region };
}

/** The cart as answered: priced now, with a fresh token. */
async function answer(c: Ctx, state: CartState, status: 200 | 201 = 200) {
  const { options } = c.env;
  const market = marketOf(c, state.country);
  const variants = await variantsBySku(
    c.env.DB,
    state.lines.map((l) => l.sku),
    market.currency.code,
  );
  const token = await signCartToken(options.secret, { cartId: state.id, region: state.region }, options.now().getTime());
  const cart = priceCart({ state, market, variants, shipping: options.shipping, codes: options.codes, now: options.now(), token });
  return c.json(cart, status, cacheHeaders(CacheNone));
}

/** Lines split into shipping option ids (select or drop the shipping method) and product SKUs. */
function splitLines(c: Ctx, country: string, lines: readonly ProductLine[]) {
  const options = new Set(c.env.options.shipping.optionsFor(country).map((o) => o.id));
  return {
    shippingLines: lines.filter((l) => options.has(l.id.toUpperCase())),
    productLines: lines.filter((l) => !options.has(l.id.toUpperCase())).map((l) => ({ ...l, sku: l.id.toUpperCase() })),
  };
}

/**
 * The line changes for product lines, checked against the catalogue: unknown SKUs are
 * MISSING_PRODUCTS, another warehouse's are warehouse_error; with each SKU's units in stock.
 */
async function productChanges(
  c: Ctx,
  where: { country: string; region: CartRegion },
  productLines: ReturnType<typeof splitLines>['productLines'],
) {
  const market = marketOf(c, where.country);
  const variants = await variantsBySku(
    c.env.DB,
    productLines.map((l) => l.sku),
    market.currency.code,
  );
  const missing = productLines.filter((l) => !variants.get(l.sku)?.price).map((l) => l.id);
  if (missing.length > 0) throw new CartError('MISSING_PRODUCTS', CART_MESSAGES.productNotFound(missing.join(', ')), missing);
  const foreign = productLines.filter((l) => (variants.get(l.sku) as VariantFacts).region !== where.region && l.quantity > 0);
  if (foreign[0])
    throw new CartError(
      'warehouse_error',
      CART_MESSAGES.otherWarehouse(foreign[0].id, where.region),
      foreign.map((l) => l.id),
    );
  const units: StockUnits = Object.fromEntries(productLines.map((l) => [l.sku, (variants.get(l.sku) as VariantFacts).units[where.region]]));
  const changes: LineChange[] = productLines.map(({ sku, quantity, increment }) => ({ sku, quantity, increment }));
  return { changes, units };
}

/** Applies product lines: shipping option ids select (or drop) the shipping method, SKUs change lines. */
async function changeProducts(c: Ctx, auth: CartAuth, state: CartState, lines: readonly ProductLine[]): Promise<CartState> {
  const stub = stubOf(c, auth.cartId);
  const { shippingLines, productLines } = splitLines(c, state.country, lines);
  if (productLines.length > 0) {
    const { changes, units } = await productChanges(c, state, productLines);
    state = unwrap(await stub.changeLines(auth, changes, units));
  }
  return applyShipping(stub, auth, state, shippingLines);
}

async function applyShipping(
  stub: ReturnType<typeof stubOf>,
  auth: CartAuth,
  state: CartState,
  shippingLines: readonly ProductLine[],
): Promise<CartState> {
  for (const line of shippingLines) {
    const id = line.id.toUpperCase();
    if (line.quantity > 0) state = unwrap(await stub.setShipping(auth, id));
    else if (state.shippingId === id) state = unwrap(await stub.setShipping(auth, null));
  }
  return state;
}

const origin = new Hono<OriginEnv>();

// No cart object until a product goes in (decision 048): every line is checked against the
// catalogue and the stock first, and the object is made with its lines in one write. A create
// without a product that goes in (none, only shipping lines, quantities of 0, or refused
// lines) is answered without ever touching a Durable Object.
origin.post('/carts', async (c) => {
  const input = parse(cartCreateSchema, await body(c));
  const { country, language, region } = storeOf(c, input.store);
  const { shippingLines, productLines } = splitLines(c, country, input.products ?? []);
  const { changes, units } = await productChanges(c, { country, region }, productLines);
  // The object refuses the same way; checked here too so a refused create never reaches one.
  if (applyLineChanges([], changes, units).length === 0) throw new CartError('MISSING_PRODUCTS', CART_MESSAGES.newCartWithoutProducts);
  const auth: CartAuth = { cartId: crypto.randomUUID(), region };
  const stub = stubOf(c, auth.cartId);
  let state = unwrap(await stub.create({ id: auth.cartId, region, country, language }, changes, units));
  state = await applyShipping(stub, auth, state, shippingLines);
  return answer(c, state, 201);
});

origin.get('/carts', async (c) => {
  const auth = await authOf(c, true);
  return answer(c, unwrap(await stubOf(c, auth.cartId).read(auth)));
});

origin.put('/carts', async (c) => {
  const auth = await authOf(c, true);
  const update = parse(cartUpdateSchema, await body(c));
  const stub = stubOf(c, auth.cartId);
  let state = unwrap(await stub.read(auth));
  if (state.state === 'CLOSED') throw new CartError('CART_CLOSED', CART_MESSAGES.cartClosed);
  if (update.products) state = await changeProducts(c, auth, state, update.products);
  else if (update.deleteDiscount) state = unwrap(await stub.setDiscountCode(auth, null));
  else if (update.code !== undefined) {
    const discount = findDiscountCode(update.code, c.env.options.codes);
    const market = marketOf(c, state.country);
    const variants = await variantsBySku(
      c.env.DB,
      state.lines.map((l) => l.sku),
      market.currency.code,
    );
    const productsTotal = state.lines.reduce((sum, l) => sum + (variants.get(l.sku)?.price?.final ?? 0) * l.quantity, 0);
    const refusal = discount
      ? discountRefusal(discount, { country: state.country, currency: market.currency.code, productsTotal }, c.env.options.now())
      : 'unknown code';
    if (!discount || refusal) {
      c.env.options.log?.('info', CART_MESSAGES.noDiscountCode, { code: update.code, reason: refusal });
      throw new CartError('DISCOUNT_CODE_NOT_FOUND', CART_MESSAGES.noDiscountCode);
    }
    state = unwrap(await stub.setDiscountCode(auth, discount.code));
  } else if (update.store) {
    const store = storeOf(c, update.store);
    // A cart stays with its warehouse: its lines and token are that warehouse's.
    if (store.region !== state.region) throw new CartError('INVALID_COUNTRY_CODE', CART_MESSAGES.invalidCountry);
    state = unwrap(await stub.setStore(auth, store.country, store.language));
  }
  return answer(c, state);
});

origin.delete('/carts', async (c) => {
  const auth = await authOf(c, true);
  unwrap(await stubOf(c, auth.cartId).forget(auth));
  return c.body(null, 204);
});

origin.get('/shipments/:country', async (c) => {
  const { options } = c.env;
  const market = marketOf(c, c.req.param('country'));
  const shippingOptions = options.shipping.optionsFor(market.countryCode);
  // With the shopper's cart, each option says what its discounts take off (free shipping).
  const auth = await authOf(c, false);
  const result = auth ? await stubOf(c, auth.cartId).read(auth) : undefined;
  if (result?.ok && result.cart.country === market.countryCode) {
    const token = await signCartToken(options.secret, auth as CartAuth, options.now().getTime());
    const variants = await variantsBySku(
      c.env.DB,
      result.cart.lines.map((l) => l.sku),
      market.currency.code,
    );
    const cart = priceCart({
      state: { ...result.cart, shippingId: null },
      market,
      variants,
      shipping: options.shipping,
      codes: options.codes,
      now: options.now(),
      token,
    });
    const totals = {
      country: market.countryCode,
      currency: market.currency.code,
      productsAfterDiscount: cart.cartItems.reduce(
        (s, i) => s + (i.type === 'productVariant' ? i.price.final * i.quantity - i.productDiscount : 0),
        0,
      ),
      freeShippingCode: cart.discounts.rules.some((r) => r.type === 'DISCOUNT_CODE' && r.kind === 'free_shipping'),
      threshold: cart.freeShippingThreshold,
    };
    for (const option of shippingOptions) {
      const price = option.price[market.currency.code];
      if (price !== undefined) option.discountAmount = shippingDiscount(option.id, price, totals);
    }
  }
  return c.json({ countryCode: market.countryCode, shippingOptions }, 200);
});

origin.get('/stock', async (c) => {
  const market = marketOf(c, c.req.query('storeId') ?? '');
  const ids = (c.req.query('productIds') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0 || ids.length > MAX_STOCK_IDS) throw new BadRequest(`productIds: expected 1 to ${MAX_STOCK_IDS} ids`);
  const region = market.warehouse.region;
  const variants = await variantsBySku(
    c.env.DB,
    ids.map((id) => id.toUpperCase()),
    market.currency.code,
  );
  const products = ids.flatMap((id) => {
    const v = variants.get(id.toUpperCase());
    if (!v) return [];
    const stockStatus = stockStatusIn(v, region);
    return [{ id, isAvailable: stockStatus !== 'no-stock', stockStatus }];
  });
  return c.json({ products }, 200);
});

origin.all('*', (c) => c.json({ error: { code: 'NOT_FOUND', message: `Not found: ${c.req.method} ${c.req.path}` } }, 404));

origin.onError((error, c) => {
  if (error instanceof CartError) return c.json(error.body(), error.status);
  if (error instanceof BadRequest) return c.json({ error: { code: 'BAD_REQUEST', message: `Invalid request: ${error.message}` } }, 400);
  c.env.options.log?.('error', 'Cart service failed', { error: String((error as Error).stack ?? error) });
  return c.json({ error: { code: 'INTERNAL', message: 'Cart service error' } }, 500);
});

/** A `fetch` that answers the cart service's URLs in-process (any host; only the path counts). */
export function embeddedCartFetch(bindings: EmbeddedCartBindings, options: EmbeddedCartOptions): typeof fetch {
  const full: ResolvedOptions = {
    secret: options.secret,
    environment: options.environment,
    log: options.log,
    shipping: options.shipping ?? defaultShippingConfig(options.environment),
    codes: options.codes ?? DISCOUNT_CODES,
    now: options.now ?? (() => new Date()),
  };
  const env = { CARTS: bindings.CARTS, DB: bindings.DB, options: full };
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    return origin.fetch(new Request(`https://embedded.carts${url.pathname}${url.search}`, request), env);
  };
}
