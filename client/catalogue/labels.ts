// Catalogue text keys that are computed rather than written out (texts come from useT).

/** Translation key of a stock status. */
export const stockKey = (status: 'in-stock' | 'low-stock' | 'no-stock') =>
  status === 'in-stock' ? 'inStock' : status === 'low-stock' ? 'lowStock' : 'outOfStock';
