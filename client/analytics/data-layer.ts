// Tracking events for the tag manager: appended to window.dataLayer (created on first push).
// Nothing happens on the server.

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Appends one event to window.dataLayer. @example pushDataLayer({ event: 'click-search', term: 'dots' }) */
export function pushDataLayer(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
