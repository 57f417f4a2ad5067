// The cart icon link with its item-count badge (docs/spec/storefront-shell.md §2.4, §9.5): the badge slides in
// 500 ms after mount when the count is above 0. The server renders it without the badge shown.
// A cart that could not be loaded shows '!' and says so in the link's name, never a count of 0.
import { useEffect, useState, type ComponentProps } from 'react';
import { StorefrontLink } from '../components/storefront-link';
import { useT } from '../i18n';
import type { CartCount } from './use-cart-count';

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

/** The badge: visible (data-visible) 500 ms after mount when count > 0 or the cart is unavailable. */
export function CartBadge(props: { count: CartCount; delay?: number }) {
  const { count, delay = CART_BADGE_DELAY_MS } = props;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setReady(true), delay);
    return () => clearTimeout(id);
  }, [delay]);
  const unavailable = count === 'unavailable';
  const visible = ready && (unavailable || count > 0);
  return (
    <span className="cart-badge" data-visible={visible} data-unavailable={unavailable || undefined} aria-hidden="true">
      {unavailable ? '!' : count > 0 ? count : ''}
    </span>
  );
}

type CartLinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & { count: CartCount; showLabel?: boolean };

/** The link's name: 'Cart', with the item count when there are items or the unavailable text. */
function cartLinkName(t: ReturnType<typeof useT>, count: CartCount): string {
  const label = t('cart');
  if (count === 'unavailable') return `${label}: ${t('temporarilyUnavailableDescription')}`;
  return count > 0 ? `${label}, ${t('cartCount', { count })}` : label;
}

/** The cart link; its accessible name is 'Cart' plus the item count when there are items. */
export function CartLink({ count, showLabel = true, className = 'cart-link', ...rest }: CartLinkProps) {
  const t = useT();
  const label = t('cart');
  const name = cartLinkName(t, count);
  return (
    <StorefrontLink
      {...rest}
      to="/checkout/cart"
      className={className}
      aria-label={name}
      title={count === 'unavailable' ? name : undefined}
    >
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
