// Desktop navigation (docs/spec/storefront-shell.md §2.4): the category triggers as plain links, rendered on the
// server and hydrated without the menu code; the Radix navigation menu (desktop-nav-menu, its own
// chunk) takes their place at idle after hydration where the bar is shown, or at once when the
// shopper points at, focuses or presses a key on the bar first. What they did meanwhile carries
// over (NavIntent, state rendered into the menu as it mounts): the swap removes the plain links
// (blurring the focused one), so the menu could not read the focus itself (lazy-nav.spec.ts holds
// a key pressed at the swap).
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ComponentType, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { atIdle } from '../components/later';
import { storefrontPath } from '../components/storefront-link';
import { ContentLink } from '../content/rich-text';
import { useAppState } from '../state/bootstrap';
import { MOBILE_QUERY } from '../styles/breakpoints';
import type { DesktopNavProps, NavIntent } from './desktop-nav-menu';
import { isTriggerActive } from './header-behaviour';

type Menu = ComponentType<DesktopNavProps & { intent: NavIntent }>;
const loadMenu = (): Promise<Menu> => import('./desktop-nav-menu').then((m) => m.default);

const triggerUid = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-menu-trigger]')?.dataset.menuTrigger : undefined;

export function DesktopNav(props: DesktopNavProps) {
  // The menu once loaded, and what the shopper did on the plain links until it replaces them. As
  // state, what happens after the chunk has arrived but before the swap renders still reaches it.
  const [Loaded, setLoaded] = useState<Menu | null>(null);
  const [intent, setIntent] = useState<NavIntent>({});
  const load = useRef<() => unknown>(() => undefined);
  useEffect(() => {
    let cancelled = false;
    let started: Promise<unknown> | undefined;
    const start = () => (started ??= loadMenu().then((Menu) => !cancelled && setLoaded(() => Menu)));
    load.current = start;
    // Below 960 px the bar is hidden (the mobile menu takes its place): no menu code at idle there.
    if (!window.matchMedia(MOBILE_QUERY).matches) atIdle(start);
    return () => {
      cancelled = true;
    };
  }, []);

  if (Loaded) return <Loaded {...props} intent={intent} />;
  const hover = (uid: string | undefined) => setIntent((i) => (i.hover === uid ? i : { ...i, hover: uid }));
  const onFocus = (uid: string | undefined) => {
    setIntent((i) => ({ ...i, focus: uid }));
    load.current();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const uid = triggerUid(event.target);
    if (event.key === 'ArrowDown' && uid) {
      event.preventDefault();
      setIntent((i) => ({ ...i, focus: uid, open: uid }));
    }
    load.current();
  };
  return (
    <PlainNav
      {...props}
      onPointerOver={(e) => {
        hover(triggerUid(e.target));
        load.current();
      }}
      onPointerLeave={() => hover(undefined)}
      // A click follows the link: like the loaded menu, it is not a pointer resting to open one.
      onPointerDown={() => hover(undefined)}
      onFocus={(e) => onFocus(triggerUid(e.target))}
      onBlur={() => setIntent((i) => ({ hover: i.hover }))}
      onKeyDown={onKeyDown}
    />
  );
}

type PlainNavProps = DesktopNavProps & {
  onPointerOver: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

/** The menu's markup with its dropdowns closed (as Radix renders it), links only. */
function PlainNav({ items, onPointerOver, onPointerLeave, onPointerDown, onFocus, onBlur, onKeyDown }: PlainNavProps) {
  const { bootstrap } = useAppState();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <nav
      aria-label="Main"
      className="main-nav"
      dir="ltr"
      onPointerOver={onPointerOver}
      onPointerLeave={onPointerLeave}
      onPointerDown={onPointerDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div style={{ position: 'relative' }}>
        <ul className="main-nav__list" data-orientation="horizontal" dir="ltr">
          {items.map((item) => {
            const active = item.url.startsWith('/') && isTriggerActive(pathname, storefrontPath(bootstrap.storefront, item.url));
            return (
              <li key={item.uid} className="main-nav__item">
                <ContentLink
                  href={item.url}
                  className="main-nav__trigger"
                  data-menu-trigger={item.uid}
                  data-state="closed"
                  data-active={active ? '' : undefined}
                  aria-current={active ? 'page' : undefined}
                >
                  {item.text}
                </ContentLink>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
