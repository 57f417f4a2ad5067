// Hides the header while scrolling down (see shouldHideHeader) and shows it on the way up.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { shouldHideHeader } from './header-behaviour';

/** Keyboard focus inside the header (the search field counts) keeps it on screen. */
function hasVisibleFocus(header: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !!header && !!active && header.contains(active) && active.matches(':focus-visible');
}

export function useHeaderHidden(headerRef: RefObject<HTMLElement | null>, keepVisible: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const keepRef = useRef(keepVisible);
  useEffect(() => {
    keepRef.current = keepVisible;
  }, [keepVisible]);
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const decide = () => {
      frame = 0;
      const y = window.scrollY;
      const hide = shouldHideHeader({ y, lastY, keepVisible: keepRef.current || hasVisibleFocus(headerRef.current) });
      if (hide === null) return;
      lastY = y;
      setHidden(hide);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(decide);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [headerRef]);
  return hidden && !keepVisible;
}
