// The device class as the header and the search combobox see it (spec shell 9.5): below 960 px.
import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from '../styles/breakpoints';

const subscribeMobile = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Below 960 px; the server (and hydration) assume desktop. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeMobile,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
