// One bench:checkout shopper: the calls the shop's browser code makes (client/queries/
// http-shopper-api.ts, the hosted test page's form), timed per call name, in one of the scenarios
// below. A shopper retries a payment call the way a person clicks Pay again or reloads the return
// page: after a 5xx, no answer, or a rejected payment, with the same body.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withSignature } from '../../worker/upstreams/payments/adyen/hmac';
import { DEV_ADYEN_HMAC_KEY } from '../dev-secrets';
import type { CallStats } from './checkout-stats';

export interface Market {
  storefront: string;
  country: string;
  region: 'NL' | 'US';
  address: Record<'street0' | 'postCode' | 'city' | 'region', string>;
  /** Redirect methods the test provider offers here (cards with 3-D Secure always are). */
  redirects: Array<Record<string, string>>;
  /** A market the cart may switch to (same warehouse and currency), for the market-switch scenario. */
  twin?: string;
}

export const MARKETS: Market[] = [
  {
    storefront: 'de',
    country: 'DE',
    region: 'NL',
    address: { street0: 'Hauptstraße 1', postCode: '10115', city: 'Berlin', region: '' },
    redirects: [{ type: 'klarna' }],
    twin: 'NL',
  },
  {
    storefront: 'uk',
    country: 'GB',
    region: 'NL',
    address: { street0: '12 Analytical Row', postCode: 'LS1 4AP', city: 'Leeds', region: 'East Riding of Yorkshire' },
    redirects: [{ type: 'klarna' }],
  },
  {
    storefront: 'us',
    country: 'US',
    region: 'US',
    address: { street0: '1 Main St', postCode: '10001', city: 'New York', region: 'NY' },
    redirects: [],
  },
  {
    storefront: 'nl',
    country: 'NL',
    region: 'NL',
    address: { street0: 'Damrak 1', postCode: '1012 AB', city: 'Amsterdam', region: '' },
    redirects: [{ type: 'ideal', issuer: '1121' }, { type: 'klarna' }],
    twin: 'DE',
  },
];

/** Scenarios and their weights: most pay, some are refused, redirected, abandoned or attack. */
export const SCENARIOS = {
  card: 32,
  'card-refused': 10,
  redirect: 18,
  'redirect-refused': 6,
  'abandon-session': 8,
  'abandon-redirect': 8,
  // Decision 046: a redirect started for a small basket, the basket grown and a new order
  // session made, then the old redirect approved. Must never pay the bigger order with the smaller sum.
  'basket-change': 9,
  // Two tabs pay one order at once (both by card, or one by card while the other approves a redirect).
  'two-tabs': 9,
  // Decision 070: a signed AUTHORISATION of another channel (a POS reference) arrives while the
  // shopper's redirect waits; it must be acknowledged and never given back.
  'foreign-notification': 5,
  // Decision 070: the cart switches to a twin market (same warehouse and currency) while PayPal
  // waits, and PayPal asks for that market's shipping: refused; the shopper switches back and pays.
  'market-switch': 5,
  // Decision 070: a line of the cart is swapped for another while a redirect waits; the approval
  // must not pay the order, whose lines are no longer the cart's. The shopper renews and pays.
  'cart-swap': 5,
} as const;
export type Scenario = keyof typeof SCENARIOS;

/** The SKUs with the most stock per warehouse region (kv-seed/catalogue/products.json). */
export function stockedSkus(checkout: string, perRegion = 16): Record<'NL' | 'US', string[]> {
  type Variant = { sku: string; stock: Record<string, number>; region: string };
  const products = JSON.parse(readFileSync(join(checkout, 'kv-seed/catalogue/products.json'), 'utf8')) as Array<{ variants: Variant[] }>;
  const variants = products.flatMap((p) => p.variants);
  const top = (region: 'NL' | 'US') =>
    variants
      .filter((v) => v.region === region)
      .sort((a, b) => (b.stock[region.toLowerCase()] ?? 0) - (a.stock[region.toLowerCase()] ?? 0))
      .slice(0, perRegion)
      .map((v) => v.sku);
  return { NL: top('NL'), US: top('US') };
}

/** A small seeded generator (mulberry32): each shopper's choices repeat from run to run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A scenario by weight, among `only` when given. */
export function pickScenario(random: () => number, only?: readonly Scenario[]): Scenario {
  const entries = (Object.entries(SCENARIOS) as Array<[Scenario, number]>).filter(([name]) => !only || only.includes(name));
  let x = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [name, weight] of entries) if ((x -= weight) < 0) return name;
  return entries[0]?.[0] ?? 'card';
}

export interface ShopperContext {
  base: string;
  stats: CallStats;
  skus: Record<'NL' | 'US', string[]>;
  /** Shopper outcomes: paid, refused, abandoned, … */
  outcomes: Map<string, number>;
  userAgent: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown> | undefined;
  location: string | null;
}

const CALL_TIMEOUT_MS = 30_000;
const RETRIES = 3;
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

const card = (number = '4111111145551142', holderName = 'Ada Lovelace') => ({
  type: 'scheme',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  holderName,
});
const THREE_DS_CARD = '4917610000000000';

let checkouts = 0;

/**
 * Each checkout is a shopper of its own, as Cloudflare would report it (`cf-connecting-ip`): the
 * shop's per-address limits (decision 048) then see many shoppers, not one loopback client. The
 * addresses come from 198.18.0.0/15, the range set aside for benchmarks; they are only a header.
 */
const shopperAddress = (n: number) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

/** One shopper's checkout in one market: a fresh cart, its order, its payment calls. */
export class Checkout {
  private readonly address = shopperAddress(checkouts++);
  private token: string | undefined;
  private orderId: string | undefined;
  private readonly lines = new Map<string, number>();

  constructor(
    private readonly ctx: ShopperContext,
    readonly market: Market,
    private readonly random: () => number,
  ) {}

  private count(outcome: string) {
    this.ctx.outcomes.set(outcome, (this.ctx.outcomes.get(outcome) ?? 0) + 1);
  }

  /** A timed call; `path` starting with http is called as is (the hosted page), else with the market's query. */
  private async call(name: string, method: string, path: string, body?: unknown, form?: string): Promise<Answer> {
    const { base } = this.ctx;
    const query = new URLSearchParams({ storefront: this.market.storefront, country: this.market.country });
    const url = path.startsWith('http') ? path : `${base}${path}?${query}`;
    const headers: Record<string, string> = {
      origin: base,
      'cf-ipcountry': this.market.country,
      'cf-connecting-ip': this.address,
      'user-agent': this.ctx.userAgent,
    };
    if (this.token && !path.startsWith('http')) headers.authorization = `Bearer ${this.token}`;
    // An API client keeps its token from the answers (decision 072), not in a cookie.
    else if (!path.startsWith('http')) headers['x-cart-token'] = 'body';
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const started = performance.now();
    let answer: Answer = { status: 0, body: undefined, location: null };
    try {
      const res = await fetch(url, {
        method,
        headers,
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
        redirect: 'manual',
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const text = await res.text();
      let parsed: Record<string, unknown> | undefined;
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        parsed = undefined; // the hosted page is HTML
      }
      answer = { status: res.status, body: parsed, location: res.headers.get('location') };
    } catch {
      // no answer: status 0
    }
    const code = (answer.body?.error as { code?: unknown } | undefined)?.code;
    this.ctx.stats.record(name, answer.status, performance.now() - started, typeof code === 'string' ? code : undefined);
    const token = answer.body?.token;
    if (typeof token === 'string') this.token = token;
    return answer;
  }

  /** 1–3 stocked lines of 1–2 pairs, then the market's first shipping method. */
  async fillBasket(): Promise<boolean> {
    const skus = this.ctx.skus[this.market.region];
    const lines = 1 + Math.floor(this.random() * 3);
    for (let i = 0; i < lines; i++) {
      const sku = pick(this.random, skus);
      const quantity = 1 + Math.floor(this.random() * 2);
      const res = await this.call('cart.put', 'PUT', '/api/cart', { products: [{ id: sku, quantity }] });
      if (res.status !== 200 && res.status !== 201) return this.stop(`cart refused ${res.status}`);
      this.lines.set(sku, quantity);
    }
    return (await this.ship()) || this.stop('no shipping method');
  }

  /** The market's first shipping method on the cart; false when there is none. */
  async ship(): Promise<boolean> {
    const methods = await this.call('cart.shipments', 'GET', `/api/cart/shipments/${this.market.country}`);
    const first = (methods.body?.shippingMethods as Array<{ id: string }> | undefined)?.[0];
    if (!first) return false;
    return (await this.call('cart.put', 'PUT', '/api/cart', { products: [{ id: first.id, quantity: 1 }] })).status === 200;
  }

  /** The cart's store moved to another country (PUT /api/cart { store }). */
  async switchStore(countryCode: string): Promise<number> {
    return (await this.call('cart.put', 'PUT', '/api/cart', { store: { countryCode } })).status;
  }

  /** Swaps the first line for another stocked SKU, as many pairs. */
  async swapLine(): Promise<number> {
    const [sku, quantity] = [...this.lines][0] as [string, number];
    const other = this.ctx.skus[this.market.region].find((s) => !this.lines.has(s)) ?? sku;
    await this.call('cart.put', 'PUT', '/api/cart', { products: [{ id: sku, quantity: 0 }] });
    this.lines.delete(sku);
    this.lines.set(other, quantity);
    return (await this.call('cart.put', 'PUT', '/api/cart', { products: [{ id: other, quantity }] })).status;
  }

  /** PayPal's lightbox asks for a shipping method (POST /api/checkout/paypal/update-order). */
  paypalUpdate(paymentData: string, shippingMethodId: string) {
    return this.call('checkout.paypal-update', 'POST', '/api/checkout/paypal/update-order', {
      orderId: this.orderId,
      paymentData,
      shippingMethodId,
    });
  }

  /** A signed AUTHORISATION of another sales channel on the merchant account (a POS reference). */
  async foreignNotification(): Promise<number> {
    const item = await withSignature(
      {
        merchantAccountCode: 'ArgyleEmbeddedTest',
        merchantReference: `POS-STORE-${String(Math.floor(this.random() * 10_000)).padStart(4, '0')}`,
        pspReference: `POS${Math.floor(this.random() * 1e12)}`.padEnd(16, '0').slice(0, 16),
        amount: { value: 1990, currency: 'EUR' },
        eventCode: 'AUTHORISATION',
        success: 'true',
      },
      DEV_ADYEN_HMAC_KEY,
    );
    const body = { live: 'false', notificationItems: [{ NotificationRequestItem: item }] };
    return (await this.call('adyen.webhook', 'POST', '/api/adyen/webhook', body)).status;
  }

  /** Grows the basket: its first line by four pairs (decision 046). */
  async growBasket(): Promise<number> {
    const [sku, quantity] = [...this.lines][0] as [string, number];
    this.lines.set(sku, quantity + 4);
    return (await this.call('cart.put', 'PUT', '/api/cart', { products: [{ id: sku, quantity: quantity + 4 }] })).status;
  }

  async orderSession(): Promise<Answer> {
    const { address, country } = this.market;
    const shipping = { ...address, street1: '', firstName: 'Ada', lastName: 'Lovelace', country };
    const res = await this.call('checkout.order-session', 'POST', '/api/checkout/order-session', {
      address: { shipping, billing: { ...shipping, street0: '' } },
      useShippingForBilling: true,
      contact: { email: 'ada@example.com', telephone: '+49 30 1234567', agreements: true, newsletterSubscription: false },
    });
    const order = (res.body?.orderSession as { order?: { id?: string } } | undefined)?.order;
    if (res.status === 201 && order?.id) this.orderId = order.id;
    return res;
  }

  paymentMethods() {
    return this.call('checkout.payment-methods', 'GET', '/api/checkout/payment-methods');
  }

  /** A payment call, repeated after a 5xx, no answer or a rejection, as a shopper clicks again. */
  private async retried(name: string, path: string, body: unknown): Promise<Answer> {
    let res: Answer = { status: 0, body: undefined, location: null };
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      if (attempt > 0) await sleep(200 * attempt + this.random() * 200);
      res = await this.call(name, 'POST', path, body);
      const code = (res.body?.error as { code?: string } | undefined)?.code;
      if (!(res.status === 0 || res.status >= 500 || code === 'PAYMENT_REJECTED')) break;
    }
    return res;
  }

  pay(paymentMethod: unknown) {
    return this.retried('checkout.payments', '/api/checkout/payments', { orderId: this.orderId, paymentMethod });
  }

  details(redirectResult: string) {
    return this.retried('checkout.payments-details', '/api/checkout/payments/details', {
      orderId: this.orderId,
      details: { redirectResult },
    });
  }

  /** Shows the hosted test page of a redirect action; its URL, or null without one. */
  async viewPage(action: unknown): Promise<string | null> {
    const url = (action as { url?: unknown } | undefined)?.url;
    if (typeof url !== 'string') return null;
    await this.call('provider.page', 'GET', url);
    return url;
  }

  /** The hosted test page: shown, then answered; the redirectResult its 303 carries, or null. */
  async decide(action: unknown, decision: 'approve' | 'refuse' | 'cancel'): Promise<string | null> {
    const url = await this.viewPage(action);
    if (!url) return null;
    const res = await this.call('provider.decide', 'POST', url, undefined, `decision=${decision}`);
    if (res.status !== 303 || !res.location) return null;
    return new URL(res.location).searchParams.get('redirectResult');
  }

  /** The success page's read: is the order paid? */
  async confirmed(): Promise<boolean> {
    if (!this.orderId) return false;
    const res = await this.call('checkout.confirmation', 'GET', `/api/checkout/orders/${this.orderId}/confirmation`);
    return res.status === 200 && typeof (res.body?.order as { orderNumber?: unknown } | undefined)?.orderNumber === 'string';
  }

  /** Ends the checkout: counts how, checking the order when the answers left it open. */
  async finish(result: Answer | null, label: string): Promise<void> {
    const code = result?.body?.resultCode;
    if (code === 'Authorised') {
      await this.confirmed();
      return this.count(`${label}: paid`);
    }
    if (await this.confirmed()) return this.count(`${label}: paid (seen on confirmation)`);
    if (code === 'Refused' || code === 'Cancelled' || code === 'Error') return this.count(`${label}: ${String(code).toLowerCase()}`);
    if (!result) return this.count(`${label}: left unpaid`);
    // The answer's error code, or its result code (Pending, RedirectShopper, …) when it was not an error.
    const error = (result.body?.error as { code?: string } | undefined)?.code ?? (typeof code === 'string' ? code : undefined);
    this.count(`${label}: not paid (${result.status}${error ? ` ${error}` : ''})`);
  }

  stop(reason: string): false {
    this.count(`stopped: ${reason}`);
    return false;
  }

  redirectMethod(): unknown {
    const choices = [...this.market.redirects, card(THREE_DS_CARD)];
    return pick(this.random, choices);
  }

  /** The market's twin for the market-switch scenario, if it has one. */
  twin = () => this.market.twin;

  goodCard = () => card();
  refusedCard = () => card('4111111145551142', 'DECLINED');
}

/** Runs one scenario start to end. */
export async function runScenario(checkout: Checkout, scenario: Scenario, random: () => number): Promise<void> {
  if (!(await checkout.fillBasket())) return;
  const session = await checkout.orderSession();
  if (session.status !== 201) return checkout.finish(session, `${scenario} (order session)`);
  await checkout.paymentMethods();
  switch (scenario) {
    case 'card':
      return checkout.finish(await checkout.pay(checkout.goodCard()), scenario);
    case 'card-refused': {
      const refused = await checkout.pay(checkout.refusedCard());
      if (random() < 0.5) return checkout.finish(refused, scenario);
      return checkout.finish(await checkout.pay(checkout.goodCard()), `${scenario}, paid again`);
    }
    case 'redirect':
    case 'redirect-refused': {
      const started = await checkout.pay(checkout.redirectMethod());
      if (started.body?.resultCode !== 'RedirectShopper') return checkout.finish(started, scenario);
      const decision = scenario === 'redirect' ? 'approve' : random() < 0.5 ? 'refuse' : 'cancel';
      const redirectResult = await checkout.decide(started.body.action, decision);
      if (!redirectResult) return checkout.finish(null, `${scenario} (hosted page)`);
      const done = await checkout.details(redirectResult);
      // Now and then the return page is reloaded: the same redirectResult again.
      if (random() < 0.2) await checkout.details(redirectResult);
      return checkout.finish(done, scenario);
    }
    case 'abandon-session':
      return checkout.finish(null, scenario);
    case 'abandon-redirect': {
      const started = await checkout.pay(checkout.redirectMethod());
      if (random() < 0.5) await checkout.viewPage(started.body?.action);
      return checkout.finish(null, scenario);
    }
    case 'basket-change':
      return basketChange(checkout);
    case 'two-tabs':
      return twoTabs(checkout, random);
    case 'foreign-notification':
      return foreignNotification(checkout);
    case 'market-switch':
      return marketSwitch(checkout);
    case 'cart-swap':
      return cartSwap(checkout);
  }
}

async function foreignNotification(checkout: Checkout): Promise<void> {
  const label = 'foreign-notification';
  const started = await checkout.pay(checkout.redirectMethod());
  if (started.body?.resultCode !== 'RedirectShopper') return checkout.finish(started, `${label} (no redirect)`);
  const acknowledged = await checkout.foreignNotification();
  if (acknowledged !== 200) checkout.stop(`foreign notification answered ${acknowledged}`);
  const redirectResult = await checkout.decide(started.body.action, 'approve');
  if (!redirectResult) return checkout.finish(null, `${label} (hosted page)`);
  return checkout.finish(await checkout.details(redirectResult), label);
}

async function marketSwitch(checkout: Checkout): Promise<void> {
  const label = 'market-switch';
  const twin = checkout.twin();
  if (!twin) return checkout.finish(await checkout.pay(checkout.goodCard()), `${label} (no twin market), card`);
  const started = await checkout.pay({ type: 'paypal', subtype: 'sdk' });
  const paymentData = (started.body?.action as { paymentData?: string } | undefined)?.paymentData;
  if (started.body?.resultCode !== 'Pending' || !paymentData) return checkout.finish(started, `${label} (no PayPal)`);
  await checkout.switchStore(twin);
  const update = await checkout.paypalUpdate(paymentData, `SHIP-STANDARD-${twin}`);
  if (update.status === 200) return checkout.finish(update, `${label}: repriced at the twin market (wrong)`);
  // The shopper comes back to their own market and pays the renewed order by card.
  await checkout.switchStore(checkout.market.country);
  if (!(await checkout.ship())) return checkout.finish(null, `${label} (shipping)`);
  const renewed = await checkout.orderSession();
  if (renewed.status !== 201) return checkout.finish(renewed, `${label} (order session)`);
  return checkout.finish(await checkout.pay(checkout.goodCard()), `${label}, paid by card`);
}

async function cartSwap(checkout: Checkout): Promise<void> {
  const label = 'cart-swap';
  const started = await checkout.pay(checkout.redirectMethod());
  if (started.body?.resultCode !== 'RedirectShopper') return checkout.finish(started, `${label} (no redirect)`);
  await checkout.swapLine();
  const redirectResult = await checkout.decide(started.body.action, 'approve');
  const old = redirectResult ? await checkout.details(redirectResult) : null;
  if (old?.body?.resultCode === 'Authorised') return checkout.finish(old, `${label}: old order paid after the swap (wrong)`);
  const renewed = await checkout.orderSession();
  if (renewed.status !== 201) return checkout.finish(renewed, `${label} (order session)`);
  return checkout.finish(await checkout.pay(checkout.goodCard()), `${label}, paid again`);
}

async function basketChange(checkout: Checkout): Promise<void> {
  const label = 'basket-change';
  const started = await checkout.pay(checkout.redirectMethod());
  if (started.body?.resultCode !== 'RedirectShopper') return checkout.finish(started, `${label} (no redirect)`);
  await checkout.growBasket();
  const renewed = await checkout.orderSession();
  // The old redirect is approved anyway: it must not pay the grown order.
  const redirectResult = await checkout.decide(started.body.action, 'approve');
  const old = redirectResult ? await checkout.details(redirectResult) : null;
  if (old?.body?.resultCode === 'Authorised') return checkout.finish(old, `${label}, old redirect`);
  // Then the shopper pays the grown basket.
  if (renewed.status !== 201) {
    const again = await checkout.orderSession();
    if (again.status !== 201) return checkout.finish(again, `${label} (order session)`);
  }
  return checkout.finish(await checkout.pay(checkout.goodCard()), `${label}, paid again`);
}

async function twoTabs(checkout: Checkout, random: () => number): Promise<void> {
  if (random() < 0.5) {
    const [a, b] = await Promise.all([checkout.pay(checkout.goodCard()), checkout.pay(checkout.goodCard())]);
    return checkout.finish(a.body?.resultCode === 'Authorised' ? a : b, 'two-tabs, two cards');
  }
  // One tab comes back from the provider's page (approved) just as the other pays by card: the
  // return page's details call and the card payment run at once, both on an unpaid order.
  const started = await checkout.pay(checkout.redirectMethod());
  if (started.body?.resultCode !== 'RedirectShopper') return checkout.finish(started, 'two-tabs (no redirect)');
  const redirectResult = await checkout.decide(started.body.action, 'approve');
  const [viaRedirect, viaCard] = await Promise.all([
    redirectResult ? checkout.details(redirectResult) : Promise.resolve(null),
    checkout.pay(checkout.goodCard()),
  ]);
  return checkout.finish(viaCard.body?.resultCode === 'Authorised' ? viaCard : viaRedirect, 'two-tabs, redirect and card');
}
