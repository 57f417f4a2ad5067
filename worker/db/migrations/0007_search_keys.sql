-- One integer key shared by products and products_fts (decision 027). A text query's
-- hits join their products by the index's rowid, without reading the index's stored product_id
-- for every hit. Written only by the catalogue seed (products.key = products_fts.rowid); the
-- UPDATE keys a catalogue seeded before this migration from its existing index rows.
ALTER TABLE products ADD COLUMN key INTEGER;
UPDATE products SET key = (SELECT f.rowid FROM products_fts f WHERE f.product_id = products.id);
CREATE UNIQUE INDEX products_key ON products (key);
