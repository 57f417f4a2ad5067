-- Search-box suggestions from a table (decision 061): for every prefix of 3+ letters of
-- an indexed term, the seed stores the best SUGGEST_DEPTH recommended products in suggestion
-- order (query.ts), so a one-word suggestion reads a few rows instead of ranking every hit.
-- Written only by the catalogue seed; until it has run, suggestions rank the hits as before.
CREATE TABLE suggest_prefixes (
  prefix TEXT NOT NULL,
  position INTEGER NOT NULL,
  key INTEGER NOT NULL,
  PRIMARY KEY (prefix, position)
) WITHOUT ROWID;
