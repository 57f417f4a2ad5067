-- State of the embedded Adyen test payment provider (worker/upstreams/payments/adyen/test-provider),
-- which answers Adyen Checkout API calls when no real Adyen account is configured.

-- One row per payment, by Adyen-style pspReference. result_code is RedirectShopper while the
-- shopper is on the hosted test page, then the final code (Authorised, Refused, Cancelled, Error).
-- three_ds: the redirect is a 3-D Secure challenge (a refusal there is '3D Not Authenticated').
CREATE TABLE test_psp_payments (
  psp_reference TEXT PRIMARY KEY,
  merchant_account TEXT NOT NULL,
  merchant_reference TEXT NOT NULL,
  amount_value INTEGER NOT NULL CHECK (amount_value > 0),
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  method_type TEXT NOT NULL,
  brand TEXT,
  return_url TEXT NOT NULL,
  three_ds INTEGER NOT NULL DEFAULT 0,
  result_code TEXT NOT NULL,
  refusal_reason TEXT,
  refusal_reason_code TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) WITHOUT ROWID;

-- Idempotency-Key claims and their stored answers. The first request inserts the row (INSERT OR
-- IGNORE: exactly one wins, however many arrive at once); status and body are filled in when its
-- answer is known, and every later request with the key gets that answer. request_hash refuses a
-- key reused for a different request.
CREATE TABLE test_psp_idempotency (
  idempotency_key TEXT PRIMARY KEY,
  request_hash TEXT NOT NULL,
  status INTEGER,
  body TEXT,
  created_at TEXT NOT NULL
) WITHOUT ROWID;

-- Redirects to the hosted test page. token is in the page's URL and is decided once (approve,
-- refuse, cancel); the decision mints redirect_result, which /payments/details accepts once (used_at).
CREATE TABLE test_psp_redirects (
  token TEXT PRIMARY KEY,
  psp_reference TEXT NOT NULL REFERENCES test_psp_payments (psp_reference),
  decision TEXT CHECK (decision IN ('approve', 'refuse', 'cancel')),
  redirect_result TEXT UNIQUE,
  decided_at TEXT,
  used_at TEXT,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
