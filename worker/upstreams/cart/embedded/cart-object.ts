// One Durable Object per cart (binding CARTS, SQLite storage): the cart's store, lines,
// shipping method and discount code. Its methods are typed RPC called by the embedded cart
// service (origin.ts), never from the internet. Each method runs synchronously over the
// object's SQLite between its checks and its write, so calls on one cart are serialised and
// concurrent adds lose nothing. Every call proves the cart id and region of a verified token.
// A cart nobody touches for longer than a token lives is deleted by the object's alarm.
import { DurableObject } from 'cloudflare:workers';
import { CART_MESSAGES, CartError } from '../errors';
import { CART_TOKEN_TTL_SECONDS } from './tokens';
import {
  applyLineChanges,
  failure,
  type CartAuth,
  type CartLine,
  type CartRegion,
  type CartResult,
  type CartState,
  type LineChange,
  type StockUnits,
} from './cart-state';

/** Idle carts outlive their last token by a day, then go. */
export const CART_IDLE_MS = (CART_TOKEN_TTL_SECONDS + 24 * 3600) * 1000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS cart (
  singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
  id TEXT NOT NULL,
  region TEXT NOT NULL,
  state TEXT NOT NULL,
  country TEXT NOT NULL,
  language TEXT NOT NULL,
  discount_code TEXT,
  shipping_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS lines (
  sku TEXT PRIMARY KEY,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  position INTEGER NOT NULL
);`;

interface CartRow {
  id: string;
  region: CartRegion;
  state: 'OPEN' | 'CLOSED';
  country: string;
  language: string;
  discount_code: string | null;
  shipping_id: string | null;
  created_at: string;
  updated_at: string;
  [key: string]: SqlStorageValue;
}

export interface CartInit {
  id: string;
  region: CartRegion;
  country: string;
  language: string;
}

export class CartObject extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(SCHEMA);
  }

  /**
   * Starts the cart with its first lines, in one write (once; calling again returns the cart as
   * it is). Lines that leave it empty or that the stock refuses start nothing: no row, no alarm,
   * so the object keeps no cart (decision 048).
   */
  async create(init: CartInit, changes: LineChange[], units: StockUnits): Promise<CartResult> {
    if (!this.row()) {
      try {
        const lines = applyLineChanges([], changes, units);
        // The origin refuses such a create before it gets here; nothing is started either way.
        if (lines.length === 0) throw new CartError('MISSING_PRODUCTS', CART_MESSAGES.newCartWithoutProducts);
        const now = new Date().toISOString();
        this.ctx.storage.transactionSync(() => {
          this.sql.exec(
            'INSERT INTO cart (singleton, id, region, state, country, language, created_at, updated_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?)',
            init.id,
            init.region,
            'OPEN',
            init.country,
            init.language,
            now,
            now,
          );
          for (const line of lines)
            this.sql.exec('INSERT INTO lines (sku, quantity, position) VALUES (?, ?, ?)', line.sku, line.quantity, line.position);
        });
      } catch (error) {
        if (error instanceof CartError) return failure(error);
        throw error;
      }
    }
    return this.run({ cartId: init.id, region: init.region }, false, () => undefined);
  }

  async read(auth: CartAuth): Promise<CartResult> {
    return this.run(auth, false, () => undefined);
  }

  /** Sets or adds line quantities against the warehouse stock the caller looked up. */
  async changeLines(auth: CartAuth, changes: LineChange[], units: StockUnits): Promise<CartResult> {
    return this.run(auth, true, (cart) => {
      const lines = applyLineChanges(cart.lines, changes, units);
      this.sql.exec('DELETE FROM lines');
      for (const line of lines)
        this.sql.exec('INSERT INTO lines (sku, quantity, position) VALUES (?, ?, ?)', line.sku, line.quantity, line.position);
    });
  }

  async setShipping(auth: CartAuth, shippingId: string | null): Promise<CartResult> {
    return this.run(auth, true, () => this.sql.exec('UPDATE cart SET shipping_id = ?', shippingId));
  }

  async setDiscountCode(auth: CartAuth, code: string | null): Promise<CartResult> {
    return this.run(auth, true, () => this.sql.exec('UPDATE cart SET discount_code = ?', code));
  }

  /** A new country and language; the shipping method (per country) goes. */
  async setStore(auth: CartAuth, country: string, language: string): Promise<CartResult> {
    return this.run(auth, true, () => this.sql.exec('UPDATE cart SET country = ?, language = ?, shipping_id = NULL', country, language));
  }

  /** Closes the cart once its order is placed: it can be read, not changed. */
  async close(auth: CartAuth): Promise<CartResult> {
    return this.run(auth, true, () => this.sql.exec("UPDATE cart SET state = 'CLOSED'"));
  }

  /** Forgets the cart entirely. */
  async forget(auth: CartAuth): Promise<CartResult> {
    const result = this.run(auth, false, () => undefined);
    if (result.ok) await this.wipe();
    return result;
  }

  override async alarm() {
    await this.wipe();
  }

  /** Deletes everything (tables included) and leaves an empty schema for this instance. */
  private async wipe() {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.sql.exec(SCHEMA);
  }

  private row(): CartRow | undefined {
    return this.sql.exec<CartRow>('SELECT * FROM cart').toArray()[0];
  }

  private state(): CartState | undefined {
    const row = this.row();
    if (!row) return undefined;
    const lines = this.sql
      .exec<CartLine & Record<string, SqlStorageValue>>('SELECT sku, quantity, position FROM lines ORDER BY position')
      .toArray();
    return {
      id: row.id,
      region: row.region,
      state: row.state,
      country: row.country,
      language: row.language,
      discountCode: row.discount_code,
      shippingId: row.shipping_id,
      lines: lines.map((l) => ({ sku: l.sku, quantity: l.quantity, position: l.position })),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  /** Checks the caller and the cart's state, applies `change` in one transaction, answers the cart. */
  private run(auth: CartAuth, writes: boolean, change: (cart: CartState) => unknown): CartResult {
    try {
      const cart = this.state();
      if (!cart) throw new CartError('CART_NOT_FOUND', CART_MESSAGES.cartNotFound);
      if (cart.id !== auth.cartId || cart.region !== auth.region) throw new CartError('UNAUTHORIZED', CART_MESSAGES.tokenForeign);
      if (writes && cart.state === 'CLOSED') throw new CartError('CART_CLOSED', CART_MESSAGES.cartClosed);
      if (writes) {
        this.ctx.storage.transactionSync(() => {
          change(cart);
          this.sql.exec('UPDATE cart SET updated_at = ?', new Date().toISOString());
        });
      }
      void this.ctx.storage.setAlarm(Date.now() + CART_IDLE_MS);
      return { ok: true, cart: writes ? (this.state() as CartState) : cart };
    } catch (error) {
      if (error instanceof CartError) return failure(error);
      throw error;
    }
  }
}
