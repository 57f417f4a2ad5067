// Product cards below the first row skip rendering until they come near the viewport
// (content-visibility: auto, decision 041), but their blurred placeholders were still fetched and
// drawn at load: each is an SVG document of its own, parsed, styled, laid out and blurred on the
// main thread, and 60 of them were about half of a listing's style and layout work during parsing
// (decision 040). The grid's CSS shows a card's
// placeholder once the card is marked near; this marks it when the browser starts rendering it
// (half a viewport before it scrolls in, before its lazy image has arrived).

/** Set on a grid item once it has come near the viewport; its placeholder shows from then on. */
export const NEAR_ATTRIBUTE = 'data-near';

const mark = (element: Element) => element.setAttribute(NEAR_ATTRIBUTE, '');

/** Marks grid items as they come near the viewport, and those already near. Call once, as early as possible. */
export function markCardsNearViewport(root: Document = document) {
  root.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      if (!(event as ContentVisibilityAutoStateChangeEvent).skipped && event.target instanceof Element) mark(event.target);
    },
    // The event does not bubble.
    { capture: true },
  );
  // An item's own box is rendered either way; its content is what the browser skips.
  for (const item of root.querySelectorAll('.product-grid > li')) {
    if (item.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })) mark(item);
  }
}
