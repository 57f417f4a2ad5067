// Product impressions (docs/spec/commerce-core.md §4, docs/spec/storefront-shell.md §9.5): a card counts once it becomes
// visible; the cards seen are pushed together 500 ms after the last one became visible, each
// product once per page view. Plain DOM (IntersectionObserver), loaded with the tracker after
// hydration.
import type { TrackedProduct } from './events';

/** Impressions are batched and pushed after 500 ms (spec). */
export const IMPRESSION_BATCH_MS = 500;

/** Share of a card that must be in view to count as seen. */
const VISIBLE_RATIO = 0.5;

type Observer = Pick<IntersectionObserver, 'observe' | 'unobserve'>;

export interface ImpressionOptions {
  push: (products: TrackedProduct[]) => void;
  /** The browser's IntersectionObserver; tests pass a fake. */
  createObserver?: (callback: IntersectionObserverCallback, options: IntersectionObserverInit) => Observer;
  delayMs?: number;
}

export function createImpressions({
  push,
  createObserver = (callback, options) => new IntersectionObserver(callback, options),
  delayMs = IMPRESSION_BATCH_MS,
}: ImpressionOptions) {
  const products = new Map<Element, TrackedProduct>();
  /** Products reported in this page view, by list and SKU (the same product may sit in two lists). */
  let seen = new Set<string>();
  let batch: TrackedProduct[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (batch.length === 0) return;
    const sent = batch;
    batch = [];
    push(sent);
  };

  const observer = createObserver(
    (entries) => {
      let added = false;
      for (const entry of entries) {
        const product = products.get(entry.target);
        if (!product || !entry.isIntersecting) continue;
        const key = `${product.list}:${product.sku}`;
        if (seen.has(key)) continue;
        seen.add(key);
        batch.push(product);
        added = true;
      }
      if (!added) return;
      // 500 ms after the last one became visible: each new one restarts the wait.
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    { threshold: VISIBLE_RATIO },
  );

  return {
    /** Watches one card; returns the function that stops watching it. */
    observe(element: Element, product: TrackedProduct) {
      products.set(element, product);
      observer.observe(element);
      return () => {
        products.delete(element);
        observer.unobserve(element);
      };
    },
    /** Pushes what was seen and not yet sent (before a click on one of them, say). */
    flush,
    /** A new page view: what the last one saw goes out now, and every product may count again. */
    newPageView() {
      flush();
      seen = new Set();
    },
  };
}
