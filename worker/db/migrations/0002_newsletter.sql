-- Newsletter sign-ups of the embedded newsletter origin (worker/upstreams/newsletter/embedded)
-- and the per-client rate limit of POST /api/newsletter (worker/routes/api/newsletter.ts).

-- One row per address and storefront: a repeated sign-up updates the row (upsert), never adds one.
-- Emails are stored trimmed and lower-cased. source: 'storefront' or 'checkout' (first sign-up).
CREATE TABLE newsletter_subscriptions (
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  store TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (length(country_code) = 2),
  source TEXT NOT NULL,
  signup_count INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (email, store)
) WITHOUT ROWID;

-- Sign-up attempts per client address and fixed one-minute window; one upsert per request.
-- Windows older than an hour are deleted now and then.
CREATE TABLE newsletter_rate_limits (
  ip TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (ip, window_start)
) WITHOUT ROWID;

CREATE INDEX newsletter_rate_limits_window ON newsletter_rate_limits (window_start);
