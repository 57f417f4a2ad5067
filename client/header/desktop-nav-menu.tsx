// Desktop navigation (docs/spec/storefront-shell.md §2.4): a Radix navigation menu of category triggers. A
// trigger is a link: click or Enter navigates to the category; hovering (200 ms open delay, 300 ms
// skip delay) or ArrowDown opens its dropdown of grouped submenus, whose bottom area holds the cart
// icon and the newsletter slot. Escape closes the dropdown and returns focus to the trigger.
// Its own chunk (Radix is ~11 kB brotli): DesktopNav renders the same triggers as plain links
// until this has loaded, at idle after hydration or at the first pointer, focus or key.
import { NewsletterForm } from '../newsletter/newsletter-form';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { storefrontPath } from '../components/storefront-link';
import { useAppState } from '../state/bootstrap';
import { ContentLink } from '../content/rich-text';
import { CartLink } from './cart-link';
import type { CartCount } from './use-cart-count';
import { isTriggerActive, MENU_OPEN_DELAY_MS, MENU_SKIP_DELAY_MS } from './header-behaviour';
import type { NavItem } from './navigation';

export interface DesktopNavProps {
  items: NavItem[];
  cartCount: CartCount;
  /** Reports whether a dropdown is open (it keeps the header visible). */
  onOpenChange: (open: boolean) => void;
}

/** What the shopper did on the plain links before this menu replaced them. */
export interface NavIntent {
  /** The trigger that had keyboard focus: it gets it back. */
  focus?: string;
  /** ArrowDown was pressed on this trigger: its dropdown opens with focus on its first link. */
  open?: string;
  /** The pointer rests on this trigger: its dropdown opens after the usual delay. */
  hover?: string | undefined;
}

export default function DesktopNavMenu({ items, cartCount, onOpenChange, intent }: DesktopNavProps & { intent: NavIntent }) {
  const { bootstrap } = useAppState();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // A dropdown asked for from the keyboard before this loaded starts open.
  const [value, setValue] = useState(intent.open ?? '');
  const [shownPath, setShownPath] = useState(pathname);
  /** Focus the first dropdown link once the dropdown opened from the keyboard has rendered. */
  const focusFirstRef = useRef<string | null>(intent.open ?? null);
  const navRef = useRef<HTMLElement>(null);
  const triggerOf = (uid: string) => navRef.current?.querySelector<HTMLElement>(`[data-menu-trigger="${CSS.escape(uid)}"]`);

  // The focused plain link was just removed: focus its trigger in the same task, before the browser
  // handles any input (in a passive effect, a key pressed in between went to <body>).
  useLayoutEffect(() => {
    if (intent.focus) triggerOf(intent.focus)?.focus({ preventScroll: true });
    // Only what happened before this mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Carry on what else began on the plain links: a keyboard open, or a pointer resting on a
  // trigger (it opens after the usual delay unless the pointer leaves the bar first).
  useEffect(() => {
    if (intent.open) return;
    const nav = navRef.current;
    const hover = intent.hover;
    if (!nav || !hover) return;
    const id = setTimeout(() => setValue(hover), MENU_OPEN_DELAY_MS);
    const cancel = () => clearTimeout(id);
    nav.addEventListener('pointerleave', cancel, { once: true });
    return () => {
      cancel();
      nav.removeEventListener('pointerleave', cancel);
    };
    // Only what happened before this mounted: later intent goes through Radix.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A trigger pressed with the pointer is followed, not opened: its dropdown stays closed until the
  // pointer leaves it. Radix's hover timer, started as the pointer came in, outlives the click and
  // the route change, and opened the dropdown over the next page 200 ms after the pointer arrived.
  const pressed = useRef<string | null>(null);
  const onValueChange = (next: string) => {
    if (next === '' || next !== pressed.current) setValue(next);
  };

  // A route change (a trigger or a dropdown link was followed) closes the dropdown.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setValue('');
  }
  useEffect(() => onOpenChange(value !== ''), [value, onOpenChange]);
  useEffect(() => {
    if (!value || focusFirstRef.current !== value) return;
    focusFirstRef.current = null;
    // Now that it is open, Radix's own entry key moves focus into the dropdown (and restores the
    // dropdown links' tab order).
    const trigger = triggerOf(value);
    const id = requestAnimationFrame(() =>
      trigger?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true })),
    );
    return () => cancelAnimationFrame(id);
  }, [value]);

  const onTriggerKeyDown = (uid: string) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' && value !== uid) {
      event.preventDefault();
      focusFirstRef.current = uid;
      setValue(uid);
    } else if (event.key === 'Escape' && value === uid) {
      event.preventDefault();
      setValue('');
    }
  };

  return (
    <NavigationMenu.Root
      ref={navRef}
      aria-label="Main"
      className="main-nav"
      value={value}
      onValueChange={onValueChange}
      delayDuration={MENU_OPEN_DELAY_MS}
      skipDelayDuration={MENU_SKIP_DELAY_MS}
    >
      <NavigationMenu.List className="main-nav__list">
        {items.map((item) => {
          const active = item.url.startsWith('/') && isTriggerActive(pathname, storefrontPath(bootstrap.storefront, item.url));
          return (
            <NavigationMenu.Item key={item.uid} value={item.uid} className="main-nav__item">
              <NavigationMenu.Trigger
                asChild
                onKeyDown={onTriggerKeyDown(item.uid)}
                onPointerDown={() => (pressed.current = item.uid)}
                onPointerLeave={() => (pressed.current = null)}
              >
                <ContentLink
                  href={item.url}
                  className="main-nav__trigger"
                  data-menu-trigger={item.uid}
                  data-active={active ? '' : undefined}
                  aria-current={active ? 'page' : undefined}
                >
                  {item.text}
                </ContentLink>
              </NavigationMenu.Trigger>
              {item.submenus.length > 0 && (
                <NavigationMenu.Content className="nav-dropdown" data-menu-content={item.uid}>
                  <div className="nav-dropdown__groups">
                    {item.submenus.map((submenu) => (
                      <div key={submenu.uid} className="nav-dropdown__group">
                        {submenu.name && (
                          <p className="nav-dropdown__title" id={`submenu-${submenu.uid}`}>
                            {submenu.name}
                          </p>
                        )}
                        <ul className="nav-dropdown__links" aria-labelledby={submenu.name ? `submenu-${submenu.uid}` : undefined}>
                          {submenu.links.map((link) => (
                            <li key={link.uid}>
                              <NavigationMenu.Link asChild>
                                <ContentLink
                                  href={link.url}
                                  className="nav-dropdown__link"
                                  data-highlighted={link.isHighlighted ? '' : undefined}
                                >
                                  {link.text}
                                  {link.isHighlighted && <span className="blink-dot" aria-hidden="true" />}
                                </ContentLink>
                              </NavigationMenu.Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                  <div className="nav-dropdown__bottom">
                    <NavigationMenu.Link asChild>
                      <CartLink count={cartCount} className="nav-dropdown__cart" showLabel={false} />
                    </NavigationMenu.Link>
                    <div data-newsletter-slot="dropdown">
                      <NewsletterForm context="dropdown" />
                    </div>
                  </div>
                </NavigationMenu.Content>
              )}
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
