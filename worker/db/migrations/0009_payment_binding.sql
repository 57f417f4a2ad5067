-- Payments bound to their order (decision 046): each attempt keeps what it asked the provider
-- for, an order keeps the one authorisation that paid it, and every other authorisation is
-- given back (cancel or refund) and remembered until the provider has taken the request.

-- What the attempt asked for (minor units): an authorisation pays the order only when it is
-- for this amount and currency and this amount is the order's total.
ALTER TABLE payment_attempts ADD COLUMN amount_value INTEGER;
ALTER TABLE payment_attempts ADD COLUMN currency TEXT;
-- 'superseded': the order changed (a new order session) while the attempt waited on a redirect
-- or an unknown outcome; whatever it authorises later is given back unless it still matches.
ALTER TABLE payment_attempts ADD COLUMN superseded_at TEXT;
CREATE INDEX payment_attempts_psp ON payment_attempts (psp_reference);

-- The winning authorisation's pspReference: set with the order number, in the same statement.
-- Refunds, cancellations and chargebacks change the order only when they name it.
ALTER TABLE orders ADD COLUMN psp_reference TEXT;

-- Authorisations the shop gives back: a mismatch (amount, currency, order total), a second
-- authorisation of a paid order, or one it cannot place. 'pending' until the provider accepted
-- the reversal request (the scheduled trigger retries), then 'sent'; the provider's
-- CANCEL_OR_REFUND notification follows.
CREATE TABLE payment_reversals (
  psp_reference TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  amount_value INTEGER NOT NULL,
  currency TEXT NOT NULL,
  reason TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent')),
  tries INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX payment_reversals_pending ON payment_reversals (status, updated_at);

-- The embedded test provider's modifications (/payments/{pspReference}/cancels, /reversals).
CREATE TABLE test_psp_modifications (
  psp_reference TEXT PRIMARY KEY,
  payment_psp_reference TEXT NOT NULL REFERENCES test_psp_payments (psp_reference),
  kind TEXT NOT NULL CHECK (kind IN ('cancel', 'reversal')),
  reference TEXT,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE UNIQUE INDEX test_psp_modifications_payment ON test_psp_modifications (payment_psp_reference);
ALTER TABLE test_psp_payments ADD COLUMN reversed_at TEXT;
