// The cart icon link with its item-count badge (storefront-shell 2.4, 9.5): the badge slides in
// 500 ms after mount when the count is above 0. The server renders it without the badge shown.
import { useEffect, useState, type ComponentProps } from 'react';
import { StorefrontLink } from '../components/storefront-link';
import { useT } from '../i18n';

export const CART_BADGE_DELAY_MS = 500;

export function CartIcon() {
  return (
    <svg className="header-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19.5" r="1.4" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.4" fill="currentColor" />
    </svg>
  );
}

/** The badge: visible (data-visible) 500 ms after mount when count > 0. */
export function CartBadge(props: { count: number; delay?: number }) {
  const { count, delay = CART_BADGE_DELAY_MS } = props;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setReady(true), delay);
    return () => clearTimeout(id);
  }, [delay]);
  const visible = ready && count > 0;
  return (
    <span className="cart-badge" data-visible={visible} aria-hidden="true">
      {count > 0 ? count : ''}
    </span>
  );
}

type CartLinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & { count: number; showLabel?: boolean };

/** The cart link; its accessible name is 'Cart' plus the item count when there are items. */
export function CartLink({ count, showLabel = true, className = 'cart-link', ...rest }: CartLinkProps) {
  const t = useT();
  const label = t('cart');
  const name = count > 0 ? `${label}, ${t('cartCount', { count })}` : label;
  return (
    <StorefrontLink {...rest} to="/checkout/cart" className={className} aria-label={name}>
      <CartIcon />
      {showLabel && (
        <span className="cart-link__label" aria-hidden="true">
          {label}
        </span>
      )}
      <CartBadge count={count} />
    </StorefrontLink>
  );
}
