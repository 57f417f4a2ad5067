-- Reversals are tried a bounded number of times (decision 070): the last failed try leaves the
-- row 'failed', logged at error for an operator, instead of retrying it forever. SQLite cannot
-- change a CHECK constraint in place, so the table is rebuilt with its rows.
CREATE TABLE payment_reversals_new (
  psp_reference TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  amount_value INTEGER NOT NULL,
  currency TEXT NOT NULL,
  reason TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  tries INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO payment_reversals_new SELECT psp_reference, order_id, amount_value, currency, reason, status, tries, created_at, updated_at FROM payment_reversals;
DROP TABLE payment_reversals;
ALTER TABLE payment_reversals_new RENAME TO payment_reversals;
CREATE INDEX payment_reversals_pending ON payment_reversals (status, updated_at);
