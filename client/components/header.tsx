// Site header (docs/spec/storefront-shell.md §2.4): logo (collapses after 4 s or the first
// interaction), speech bubble, the desktop navigation menu (client/header/desktop-nav), the mobile
// menu toggle and its lazily loaded dialog (client/header/mobile-menu), search, shipping
// destination and the cart with its badge. It hides while scrolling down and comes back on the
// way up, unless a menu is open or keyboard focus is inside it.
import { useRouterState } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLayout } from '../content/use-content';
import { CartLink } from '../header/cart-link';
import { DesktopNav } from '../header/desktop-nav';
import { useLogoCollapsed } from '../header/logo-collapse';
import { parseNavigation } from '../header/navigation';
import { useSpeechBubble } from '../header/speech-bubble';
import { SpeechBubble } from '../header/speech-bubble-view';
import { useCartCount } from '../header/use-cart-count';
import { useHeaderHidden } from '../header/use-header-hidden';
import { useHeaderSpeechBubble } from '../header/use-header-speech-bubble';
import { useRouteSpeechBubble } from '../header/use-route-speech-bubble';
import '../header/header.css';
import { useT } from '../i18n';
import { useMarket } from '../state/bootstrap';
import { atIdle, preloadable } from './later';
import { SearchBox } from './search-box';
import { useIsMobile } from './use-is-mobile';
import { StorefrontLink } from './storefront-link';

// Preloaded at idle on a phone, or at the first pointer or focus on the toggle (decision 073).
const MobileMenu = preloadable(() => import('../header/mobile-menu').then((m) => m.default));
const MOBILE_MENU_ID = 'mobile-menu';

/** The header's id: first paint waits until it is parsed (rel=expect). */
const HEADER_ID = 'site-header';
export function Header() {
  const t = useT();
  const market = useMarket();
  const { navigation } = useLayout();
  const items = useMemo(() => parseNavigation(navigation.content), [navigation.content]);
  const cartCount = useCartCount();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const logoCollapsed = useLogoCollapsed();
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [headerHeight, setHeaderHeight] = useState(64);
  // An open menu or a message in the speech bubble keeps the header on screen.
  const bubble = useSpeechBubble();
  const hidden = useHeaderHidden(headerRef, dropdownOpen || menuOpen || bubble !== null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isMobile = useIsMobile();
  useEffect(() => {
    if (isMobile) atIdle(MobileMenu.preload);
  }, [isMobile]);
  // The menu is a mobile one: widening the window past the breakpoint closes it.
  if (menuOpen && !isMobile) setMenuOpen(false);
  const [shownPath, setShownPath] = useState(pathname);
  // A route change closes the mobile menu (a link in it was followed, or the search navigated).
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
  }
  useRouteSpeechBubble();
  const searchBubble = useHeaderSpeechBubble(dropdownOpen || menuOpen);

  const onMenuOpenChange = useCallback((open: boolean) => {
    if (open) setHeaderHeight(headerRef.current?.getBoundingClientRect().height ?? 64);
    setMenuLoaded(true);
    setMenuOpen(open);
  }, []);
  const destination = `${t('shippingDestination')} ${market.language === 'en' ? market.name.english : market.name.local} (${market.currency.code})`;

  return (
    <header
      ref={headerRef}
      className="site-header"
      id={HEADER_ID}
      data-hidden={hidden ? 'true' : 'false'}
      data-menu-open={dropdownOpen ? 'true' : undefined}
      data-mobile-menu-open={menuOpen ? 'true' : undefined}
    >
      {/* No first paint of half a header: when the HTML stream paused inside it, the tools (aligned
          right) grew leftwards as the rest arrived, a layout shift (the cart link's label). React
          hoists this into <head> on the server; the browser has nothing to hydrate here. */}
      {typeof document === 'undefined' && <link rel="expect" href={`#${HEADER_ID}`} blocking="render" />}
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={MOBILE_MENU_ID}
        aria-label={t(menuOpen ? 'closeMenu' : 'openMenu')}
        onPointerEnter={MobileMenu.preload}
        onFocus={MobileMenu.preload}
        onClick={() => onMenuOpenChange(!menuOpen)}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
      </button>
      <div className="logo-wrap">
        <StorefrontLink to="/" className="logo" aria-label="Argyle home" data-collapsed={logoCollapsed ? 'true' : 'false'}>
          <span className="logo__mark" aria-hidden="true">
            A
          </span>
          <span className="logo__rest" aria-hidden="true">
            rgyle
          </span>
        </StorefrontLink>
        <SpeechBubble />
      </div>
      <DesktopNav items={items} cartCount={cartCount} onOpenChange={setDropdownOpen} />
      <div className="header-tools" {...searchBubble}>
        <SearchBox />
        <span className="destination" data-testid="shipping-destination">
          {destination}
        </span>
        <CartLink count={cartCount} />
      </div>
      {menuLoaded && (
        // A tap before the code has landed opens the menu's frame at once, below the header so the
        // toggle can close it again (decision 073).
        <Suspense
          fallback={menuOpen && <div className="mobile-menu loading-frame" id={MOBILE_MENU_ID} aria-busy style={{ top: headerHeight }} />}
        >
          <MobileMenu
            id={MOBILE_MENU_ID}
            items={items}
            open={menuOpen}
            onOpenChange={onMenuOpenChange}
            headerHeight={headerHeight}
            destination={destination}
            returnFocusRef={toggleRef}
          />
        </Suspense>
      )}
    </header>
  );
}
