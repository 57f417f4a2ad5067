// The web-vitals beacon's shape (decision 037): what the browser sends to
// POST /api/diagnostics/vitals, checked by the route and typed for the client from one schema.
import { z } from 'zod';
import { getStorefront, PAGE_TYPES, STOREFRONT_CODES } from '../markets';

/** Ten minutes: no real page takes longer to paint, answer or respond; a larger value is garbage. */
const MAX_MS = 600_000;
const milliseconds = z.number('expected milliseconds').nonnegative('expected milliseconds').max(MAX_MS, `at most ${MAX_MS} ms`);

const metrics = z
  .strictObject({
    LCP: milliseconds.optional(),
    INP: milliseconds.optional(),
    // Layout shift scores are unitless; a page that shifts more than 100 viewports is garbage.
    CLS: z.number('expected a layout shift score').nonnegative('expected a layout shift score').max(100, 'at most 100').optional(),
    TTFB: milliseconds.optional(),
  })
  .refine((m) => Object.values(m).some((v) => v !== undefined), 'expected at least one of LCP, INP, CLS, TTFB');

export const vitalsBeacon = z
  .strictObject({
    pageType: z.enum(PAGE_TYPES),
    storefront: z.enum(STOREFRONT_CODES),
    /** The market's country code, one the storefront serves. */
    market: z.string(),
    navigationType: z.enum(['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation']),
    metrics,
  })
  .refine((b) => (getStorefront(b.storefront).markets as readonly string[]).includes(b.market), {
    path: ['market'],
    message: 'expected a country the storefront serves',
  });

/** What the browser sends (client/vitals/collect-vitals.ts). */
export type VitalsBeacon = z.input<typeof vitalsBeacon>;
