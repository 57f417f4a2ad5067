-- Search at 10,000 products (decision 027). Written only by the catalogue seed, like
-- 0001; run the seed after applying this migration so the precomputed tables are filled (until
-- then queries fall back to counting over the rows).

-- The catalogue record moves out of products: scans, filters and sorts read slim rows, and only
-- a page's records are read.
CREATE TABLE product_records (
  product_id TEXT PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  json TEXT NOT NULL
);
INSERT INTO product_records (product_id, json) SELECT id, json FROM products;
ALTER TABLE products DROP COLUMN json;

-- Precomputed product counts of every base selection (precomputed.ts): the whole region, or
-- recommended = true, and at most one single-valued condition (ageGroup = 'adults'), as the
-- listings of CMS categories and tags select. `selection` is its canonical key ('' for all).
CREATE TABLE facet_counts (
  region TEXT NOT NULL,
  selection TEXT NOT NULL,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (region, selection, field, value)
) WITHOUT ROWID;

-- A base selection's product count and price range (product offers' final price) per currency.
CREATE TABLE selection_stats (
  region TEXT NOT NULL,
  currency TEXT NOT NULL,
  selection TEXT NOT NULL,
  count INTEGER NOT NULL,
  price_min INTEGER NOT NULL,
  price_max INTEGER NOT NULL,
  PRIMARY KEY (region, currency, selection)
) WITHOUT ROWID;

-- Facts about the loaded catalogue; 'vocabulary' is a hash of search_terms, which keys the
-- isolate's cached vocabulary for typo correction.
CREATE TABLE catalogue_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
