// Tells the speech bubble about route changes: it hides unless the new route has a sku parameter
// or is the search page (docs/spec/storefront-shell.md §2.4).
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { routePath } from '../../markets';
import { speechBubble } from './speech-bubble';

export function useRouteSpeechBubble() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const params = useRouterState({ select: (s) => s.matches.at(-1)?.params as Record<string, unknown> | undefined });
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const segment = routePath(pathname).split('/')[1] ?? '';
    speechBubble.onRouteChange({ params, pageContext: segment === 'search' ? 'search' : undefined });
  }, [pathname, params]);
}
