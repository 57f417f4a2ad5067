-- Orders of the embedded commerce backend (worker/upstreams/payments/embedded/, decision 019).
-- One order per cart: an order session is created for the cart and updated while unpaid; the
-- cart is closed once the payment is authorised, so it is never paid twice. The order number
-- comes from the row id and is set only on authorisation.
CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL UNIQUE,
  -- The explicit status; NULL: the last entry of the status log counts (docs/spec/commerce-core.md §4).
  status TEXT CHECK (status IN ('pending', 'authorised', 'refused', 'cancelled', 'captured', 'refunded')),
  order_number TEXT UNIQUE,
  -- The payment attempt now open: a refused one opens the next; its number is in the idempotency key.
  attempt INTEGER NOT NULL DEFAULT 1,
  payment_method TEXT,
  -- Why the last attempt failed (refused, cancelled); NULL once authorised.
  failed_reason TEXT,
  return_url TEXT NOT NULL,
  -- The order as answered (items, prices, addresses, contact, shipping method): JSON.
  snapshot TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE order_status_log (
  order_id TEXT NOT NULL REFERENCES orders (id),
  status TEXT NOT NULL,
  -- 'payment' (the answer to a payment call) or 'webhook:{eventCode}'.
  source TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX order_status_log_order ON order_status_log (order_id);

CREATE TABLE payment_attempts (
  order_id TEXT NOT NULL REFERENCES orders (id),
  attempt INTEGER NOT NULL,
  method TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  psp_reference TEXT,
  result_code TEXT,
  refusal_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (order_id, attempt)
) WITHOUT ROWID;

-- Webhook notifications applied, once each (Adyen may deliver one more than once).
CREATE TABLE payment_events (
  psp_reference TEXT NOT NULL,
  event_code TEXT NOT NULL,
  merchant_reference TEXT NOT NULL,
  success INTEGER NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (psp_reference, event_code)
) WITHOUT ROWID;
