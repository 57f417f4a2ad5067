// The logo starts expanded and collapses after 4 s or at the first click, mouse move, key press,
// touch or scroll (docs/spec/storefront-shell.md §2.4, §9.5). The server and hydration render it expanded.
import { useEffect, useState } from 'react';

export const LOGO_COLLAPSE_MS = 4000;
export const LOGO_COLLAPSE_EVENTS = ['click', 'mousemove', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Calls onCollapse once: after `delay` ms or at the first interaction event on `target`,
 * whichever comes first. Returns a cleanup that cancels both.
 */
export function watchLogoCollapse(target: EventTarget, onCollapse: () => void, delay = LOGO_COLLAPSE_MS): () => void {
  let done = false;
  const collapse = () => {
    if (done) return;
    done = true;
    stop();
    onCollapse();
  };
  const timer = setTimeout(collapse, delay);
  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const type of LOGO_COLLAPSE_EVENTS) target.addEventListener(type, collapse, options);
  function stop() {
    clearTimeout(timer);
    for (const type of LOGO_COLLAPSE_EVENTS) target.removeEventListener(type, collapse, options);
  }
  return stop;
}

/** false (expanded) on the server and at hydration; true once collapsed. */
export function useLogoCollapsed(delay = LOGO_COLLAPSE_MS): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => watchLogoCollapse(window, () => setCollapsed(true), delay), [delay]);
  return collapsed;
}
