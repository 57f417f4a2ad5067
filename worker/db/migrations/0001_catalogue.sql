-- Catalogue of the embedded search origin (worker/upstreams/search/embedded).
-- Written only by the catalogue seed (kv-seed/catalogue/d1-seed.ts, or seedCatalogue in the
-- worker), which replaces every row; read by the search, filter and recommendation queries.
-- Prices are minor units (KRW whole won). Regions: NL serves variants without -UP in the SKU,
-- US only those with it.

-- One row per parent product; json is the whole validated catalogue record.
CREATE TABLE products (
  id TEXT PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  recommended INTEGER NOT NULL CHECK (recommended IN (0, 1)),
  age_group TEXT NOT NULL,
  family TEXT NOT NULL,
  pattern_group TEXT NOT NULL,
  silhouette TEXT NOT NULL,
  seasonal_clearance INTEGER NOT NULL CHECK (seasonal_clearance IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  json TEXT NOT NULL
);
CREATE INDEX products_family ON products (family);
CREATE INDEX products_listing ON products (recommended DESC, name);
CREATE INDEX products_newest ON products (created_at DESC);

-- One row per size variant; position is the size order within its product.
CREATE TABLE variants (
  sku TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  region TEXT NOT NULL CHECK (region IN ('NL', 'US')),
  size_value TEXT NOT NULL,
  size_label TEXT NOT NULL,
  position INTEGER NOT NULL,
  stock_nl INTEGER NOT NULL,
  stock_us INTEGER NOT NULL
);
CREATE INDEX variants_product ON variants (product_id, region, size_value);
CREATE INDEX variants_size ON variants (region, size_value, product_id);

CREATE TABLE variant_prices (
  variant_sku TEXT NOT NULL REFERENCES variants (sku) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  original INTEGER NOT NULL,
  final INTEGER NOT NULL,
  PRIMARY KEY (variant_sku, currency)
) WITHOUT ROWID;

-- A product as sold in one region and currency: its cheapest variant's price, the region's
-- stock summed over its variants. No row: the product has no variant in that region.
CREATE TABLE product_offers (
  product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  region TEXT NOT NULL CHECK (region IN ('NL', 'US')),
  currency TEXT NOT NULL,
  original INTEGER NOT NULL,
  final INTEGER NOT NULL,
  stock INTEGER NOT NULL,
  variant_count INTEGER NOT NULL,
  PRIMARY KEY (region, currency, product_id)
) WITHOUT ROWID;
CREATE INDEX product_offers_price ON product_offers (region, currency, final);
CREATE INDEX product_offers_product ON product_offers (product_id);

-- Multi-valued facet fields: collections, categories, colours, materials, badges.
CREATE TABLE product_values (
  product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (product_id, field, value)
) WITHOUT ROWID;
CREATE INDEX product_values_lookup ON product_values (field, value, product_id);

-- Full-text index: name, description (full and short) and terms (colours, materials, pattern
-- group, collections). product_id joins back to products.
CREATE VIRTUAL TABLE products_fts USING fts5 (
  product_id UNINDEXED,
  name,
  description,
  terms,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- Vocabulary of the index (same tokenizer rules) with the number of products holding each term:
-- the candidates of typo correction.
CREATE TABLE search_terms (
  term TEXT PRIMARY KEY,
  docs INTEGER NOT NULL
) WITHOUT ROWID;
