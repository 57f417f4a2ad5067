// Mobile menu (docs/spec/storefront-shell.md §2.4, §4): a modal Radix dialog, loaded on the first open. It lists
// the top-level categories, each with a button that slides in its submenu (with a back button),
// the market switch and the newsletter slot. Selecting a link closes the menu; the back button
// closes the submenu; opening the menu starts without a submenu; closing releases the scroll lock
// (Radix Dialog locks scrolling while open and restores the body on close).
import { NewsletterForm } from '../newsletter/newsletter-form';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../i18n';
import { ContentLink } from '../content/rich-text';
import { mobileMenuTopPadding } from './header-behaviour';
import type { NavItem } from './navigation';

/** The country switcher (its own module) opens on this window event. */
export { OPEN_COUNTRY_SWITCHER_EVENT } from './open-country-switcher';
import { OPEN_COUNTRY_SWITCHER_EVENT } from './open-country-switcher';
import { SpeechBubble } from './speech-bubble-view';

export interface MobileMenuProps {
  id: string;
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Height of the header (px); the menu's top padding is this plus 36 px. */
  headerHeight: number;
  /** "Shipping to United Kingdom (GBP)". */
  destination: string;
  /** Focus returns here when the menu closes (the toggle button). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

export default function MobileMenu({ id, items, open, onOpenChange, headerHeight, destination, returnFocusRef }: MobileMenuProps) {
  const t = useT();
  const [submenu, setSubmenu] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // Opening the menu removes any open submenu.
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setSubmenu(null);
  }
  const backRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<string | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (submenu) backRef.current?.focus();
    else if (openerRef.current) {
      contentRef.current?.querySelector<HTMLElement>(`[data-submenu-opener="${CSS.escape(openerRef.current)}"]`)?.focus();
      openerRef.current = null;
    }
  }, [submenu]);
  const close = () => onOpenChange(false);
  const current = items.find((item) => item.uid === submenu);
  const menuLabel = t('menu');

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content
          ref={contentRef}
          id={id}
          className="mobile-menu"
          aria-describedby={undefined}
          data-submenu-open={submenu ? 'true' : 'false'}
          style={{ paddingTop: mobileMenuTopPadding(headerHeight) }}
          onCloseAutoFocus={(event) => {
            // The toggle lives outside the dialog (it is not a Dialog.Trigger): focus goes back to it.
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            // Escape first closes an open submenu, then the menu.
            if (submenu) {
              event.preventDefault();
              setSubmenu(null);
            }
          }}
        >
          <div className="mobile-menu__bar" style={{ height: headerHeight }}>
            <Dialog.Title className="mobile-menu__title">{menuLabel}</Dialog.Title>
            <Dialog.Close className="mobile-menu__close" aria-label={t('closeMenu')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {/* The menu covers the header, so its speech bubble speaks from the menu's bar. */}
          <div className="mobile-menu__bubble" style={{ top: headerHeight }}>
            <SpeechBubble />
          </div>
          <nav aria-label={menuLabel} className="mobile-menu__nav" inert={submenu ? true : undefined}>
            <ul className="mobile-menu__list">
              {items.map((item) => (
                <li key={item.uid} className="mobile-menu__item">
                  <ContentLink href={item.url} className="mobile-menu__link" onClick={close}>
                    {item.text}
                  </ContentLink>
                  {item.submenus.length > 0 && (
                    <button
                      type="button"
                      className="mobile-menu__opener"
                      aria-label={item.text}
                      aria-expanded={submenu === item.uid}
                      aria-controls={`${id}-submenu`}
                      data-submenu-opener={item.uid}
                      onClick={() => {
                        openerRef.current = item.uid;
                        setSubmenu(item.uid);
                      }}
                    >
                      <span aria-hidden="true">›</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <div className="mobile-menu__market">
              <p className="mobile-menu__destination">{destination}</p>
              <ul className="mobile-menu__list">
                <li>
                  <button
                    type="button"
                    className="mobile-menu__market-button"
                    onClick={() => {
                      close();
                      window.dispatchEvent(new CustomEvent(OPEN_COUNTRY_SWITCHER_EVENT));
                    }}
                  >
                    {t('changeCountry')}
                  </button>
                </li>
              </ul>
            </div>
            <div data-newsletter-slot="menu">
              <NewsletterForm context="menu" />
            </div>
          </nav>
          <div
            id={`${id}-submenu`}
            role="group"
            aria-label={current?.text}
            className="mobile-submenu"
            data-state={current ? 'open' : 'closed'}
            hidden={!current}
          >
            {current && (
              <>
                <button type="button" ref={backRef} className="mobile-submenu__back" onClick={() => setSubmenu(null)}>
                  <span aria-hidden="true">‹ </span>
                  {t('back')}
                </button>
                <ContentLink href={current.url} className="mobile-submenu__all" onClick={close}>
                  {current.text}
                </ContentLink>
                {current.submenus.map((group) => (
                  <div key={group.uid} className="mobile-submenu__group">
                    {group.name && (
                      <p className="mobile-submenu__title" id={`${id}-group-${group.uid}`}>
                        {group.name}
                      </p>
                    )}
                    <ul className="mobile-menu__list" aria-labelledby={group.name ? `${id}-group-${group.uid}` : undefined}>
                      {group.links.map((link) => (
                        <li key={link.uid}>
                          <ContentLink href={link.url} className="mobile-submenu__link" onClick={close}>
                            {link.text}
                            {link.isHighlighted && <span className="blink-dot" aria-hidden="true" />}
                          </ContentLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
