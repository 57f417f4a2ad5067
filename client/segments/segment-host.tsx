// Where a segment's popup appears (decision 038). Only this host is part of the first load: it
// renders nothing on the server or while hydrating (cached HTML is the same for everyone), then,
// once hydrated and idle, loads the segment code (visit.ts), which follows the route and loads
// the popup's chunk only when a popup will show.
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { whenHydrated } from '../components/hydration-mark';
import { useAppState } from '../state/bootstrap';
import type { PopupToShow } from './visit';

export function SegmentHost() {
  const { api, bootstrap } = useAppState();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [shown, show] = useState<PopupToShow>();
  useEffect(() => {
    void whenHydrated()
      .then(() => import('./visit'))
      .then((m) => m.watchSegments({ api, queryClient, router, storefront: bootstrap.storefront, show }));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per page load: the segment code follows the route itself
  return shown ? <shown.Popup popup={shown.popup} onDone={() => show(undefined)} /> : null;
}
