import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedProduct } from './events';
import { createImpressions } from './impressions';

const product = (sku: string, position: number, list: TrackedProduct['list'] = 'category'): TrackedProduct => ({
  id: `id-${sku}`,
  sku,
  name: sku,
  price: 1295,
  currency: 'GBP',
  list,
  position,
});

/** An IntersectionObserver the test drives: `show(...elements)` reports them as visible. */
function fakeObserver() {
  let callback: IntersectionObserverCallback = () => undefined;
  const watched = new Set<Element>();
  return {
    create: (cb: IntersectionObserverCallback) => {
      callback = cb;
      return { observe: (el: Element) => void watched.add(el), unobserve: (el: Element) => void watched.delete(el) };
    },
    show: (...elements: Element[]) =>
      callback(
        elements.filter((el) => watched.has(el)).map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
    hide: (...elements: Element[]) =>
      callback(
        elements.map((target) => ({ target, isIntersecting: false }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
  };
}

const el = () => ({}) as Element;

describe('product impressions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pushes the cards seen together 500 ms after the last one became visible', () => {
    const io = fakeObserver();
    const push = vi.fn();
    const impressions = createImpressions({ push, createObserver: io.create });
    const [a, b, c] = [el(), el(), el()];
    impressions.observe(a, product('A', 1));
    impressions.observe(b, product('B', 2));
    impressions.observe(c, product('C', 3));
    io.show(a);
    vi.advanceTimersByTime(400);
    io.show(b);
    vi.advanceTimersByTime(499);
    expect(push).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith([product('A', 1), product('B', 2)]);
  });

  it('reports each product once per page view, and again after a new page view', () => {
    const io = fakeObserver();
    const push = vi.fn();
    const impressions = createImpressions({ push, createObserver: io.create });
    const a = el();
    impressions.observe(a, product('A', 1));
    io.show(a);
    vi.advanceTimersByTime(500);
    io.hide(a);
    io.show(a);
    vi.advanceTimersByTime(1000);
    expect(push).toHaveBeenCalledTimes(1);
    impressions.newPageView();
    io.show(a);
    vi.advanceTimersByTime(500);
    expect(push).toHaveBeenCalledTimes(2);
  });

  it('sends what is pending at a new page view at once, and nothing for cards no longer watched', () => {
    const io = fakeObserver();
    const push = vi.fn();
    const impressions = createImpressions({ push, createObserver: io.create });
    const [a, b] = [el(), el()];
    impressions.observe(a, product('A', 1));
    const stopB = impressions.observe(b, product('B', 2, 'recommendations'));
    stopB();
    io.show(a, b);
    impressions.newPageView();
    expect(push).toHaveBeenCalledWith([product('A', 1)]);
    vi.advanceTimersByTime(1000);
    expect(push).toHaveBeenCalledTimes(1);
  });
});
