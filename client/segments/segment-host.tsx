// Where a segment's popup appears (decision 038). Only this host is part of the first load: it
// renders nothing on the server or while hydrating (cached HTML is the same for everyone), then
// on each page view, once hydrated and idle, loads the segment code (visit.ts), and the popup's
// chunk only when a popup will show. Never over the checkout.
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { SegmentedPopup } from '../../worker/services/contract';
import { whenHydrated } from '../components/hydration-mark';
import { useAppState } from '../state/bootstrap';
import type { SegmentPopup } from './segment-popup';

interface Shown {
  popup: SegmentedPopup;
  Popup: typeof SegmentPopup;
}

export function SegmentHost() {
  const { api, bootstrap } = useAppState();
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const search = useRouterState({ select: (s) => s.location.searchStr });
  const [shown, setShown] = useState<Shown>();
  useEffect(() => {
    let live = true;
    void whenHydrated()
      .then(() => import('./visit'))
      .then(({ visitSegments }) => visitSegments({ api, queryClient, storefront: bootstrap.storefront, pathname, search }))
      .then(async (popup) => {
        if (!popup || !live) return;
        const { SegmentPopup } = await import('./segment-popup');
        if (live) setShown((now) => (now?.popup.popupIdentifier === popup.popupIdentifier ? now : { popup, Popup: SegmentPopup }));
      })
      .catch((error: unknown) => console.warn('Segment popup failed', error));
    return () => {
      live = false;
    };
  }, [api, queryClient, bootstrap.storefront, pathname, search]);
  if (!shown || pathname.split('/')[2] === 'checkout') return null;
  return <shown.Popup popup={shown.popup} onDone={() => setShown(undefined)} />;
}
