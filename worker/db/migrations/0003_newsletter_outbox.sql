-- Sign-ups the newsletter service could not take (down, slow or busy), kept until it answers
-- again (worker/newsletter/outbox.ts). One row per address and storefront: a repeated sign-up
-- updates the row, never adds one. A delivered row is deleted; one that ran out of attempts
-- stays with status 'failed' and its last error, for an operator to look at.
CREATE TABLE newsletter_outbox (
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  store TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (length(country_code) = 2),
  source TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'failed')),
  -- Delivery attempts so far, the sign-up's own first try included.
  attempts INTEGER NOT NULL DEFAULT 1,
  -- Epoch ms: the row is due (or, while a delivery runs, leased) until then.
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (email, store)
) WITHOUT ROWID;

CREATE INDEX newsletter_outbox_due ON newsletter_outbox (status, next_attempt_at);
