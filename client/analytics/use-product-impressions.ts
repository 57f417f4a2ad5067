// Hooks that hand a page's products to the tracker after hydration: a card to watch for
// impressions and clicks, and the recommended records for the early-bird store.
import { useEffect, type RefObject } from 'react';
import type { ProductList } from './events';
import { loadTracker } from './load-tracker';

interface CardProduct {
  id: string;
  sku: string;
  name: string;
  price: { final: number };
  currency: string;
}

/** Watches the card in `ref` while it is mounted; nothing when it is in no list. */
export function useProductImpression(
  ref: RefObject<Element | null>,
  product: CardProduct,
  list: ProductList | undefined,
  position: number,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !list) return;
    let stop: (() => void) | undefined;
    let gone = false;
    const tracked = {
      id: product.id,
      sku: product.sku,
      name: product.name,
      price: product.price.final,
      currency: product.currency,
      list,
      position,
    };
    void loadTracker().then((tracker) => {
      if (!gone) stop = tracker.observeProduct(element, tracked);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [ref, product, list, position]);
}

/** Adds the shown recommendations to the early-bird store (docs/spec/storefront-shell.md §4). */
export function useEarlyBirdRecords(records: ReadonlyArray<{ id?: string | null | undefined }> | undefined) {
  useEffect(() => {
    if (!records?.length) return;
    void loadTracker().then((tracker) => tracker.addEarlyBirdRecords(records));
  }, [records]);
}
