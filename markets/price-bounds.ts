// A listing's or search's price range in the query string: `priceMin` and `priceMax` in the
// market's major units (docs/spec/commerce-core.md §5). One reading for the router (client/listing/search-params.ts)
// and the edge-cache key (query-params.ts): the key must hold exactly what the page reads, so a
// bound the page ignores is left out of both (decision 053).

/** The price parameters, in canonical order. */
export const PRICE_PARAMS = ['priceMin', 'priceMax'] as const;
export type PriceParam = (typeof PRICE_PARAMS)[number];

/** The highest bound accepted (major units; KRW prices reach about 90,000). */
export const MAX_PRICE_BOUND = 1_000_000;

/** Price bounds in major units; a missing one is open. */
export type PriceBounds = { [name in PriceParam]?: number | undefined };

export const isPriceParam = (name: string): name is PriceParam => (PRICE_PARAMS as readonly string[]).includes(name);

/**
 * A bound as the router parsed it: a number from 0 to MAX_PRICE_BOUND, to the cent; anything
 * else (a string, a list, a negative number) is no bound.
 * @example priceBound(8.955) // 8.96
 */
export function priceBound(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_PRICE_BOUND) return undefined;
  return Math.round(value * 100) / 100;
}

/**
 * Both bounds as a page reads them: each valid one, and neither when min is above max.
 * @example priceBounds({ priceMin: 9, priceMax: 8 }) // {}
 */
export function priceBounds(search: { priceMin?: unknown; priceMax?: unknown }): PriceBounds {
  const priceMin = priceBound(search.priceMin);
  const priceMax = priceBound(search.priceMax);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) return {};
  return { ...(priceMin !== undefined ? { priceMin } : {}), ...(priceMax !== undefined ? { priceMax } : {}) };
}

/**
 * The bounds of a raw query string, read as the router reads values (each one JSON-parsed when it
 * can be); a parameter given twice is a list to the router, so no bound.
 * @example priceBoundsOf(new URLSearchParams('priceMin=8.0&priceMax=x')) // { priceMin: 8 }
 */
export function priceBoundsOf(params: URLSearchParams): PriceBounds {
  const read = (name: PriceParam): unknown => {
    const values = params.getAll(name);
    if (values.length !== 1) return undefined;
    try {
      return JSON.parse(values[0] ?? '') as unknown;
    } catch {
      return undefined;
    }
  };
  return priceBounds({ priceMin: read('priceMin'), priceMax: read('priceMax') });
}
