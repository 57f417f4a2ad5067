// Header frame: skip link, logo, primary navigation, shipping destination and cart.
// The full header (menus, search, banner) is built on this frame.
import { useT } from '../i18n';
import { useMarket } from '../state/bootstrap';
import { StorefrontLink } from './storefront-link';

const NAV = [
  { to: '/adults/socks', label: 'Adults' },
  { to: '/kids/socks', label: 'Kids' },
  { to: '/collection/sneaker-socks', label: 'Sneaker socks' },
  { to: '/about-us', label: 'About us' },
];

export function Header() {
  const t = useT();
  const market = useMarket();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <StorefrontLink to="/" className="logo" aria-label="Argyle home">
        Argyle
      </StorefrontLink>
      <nav aria-label="Main" className="main-nav">
        <ul>
          {NAV.map((item) => (
            <li key={item.to}>
              <StorefrontLink to={item.to} activeProps={{ 'aria-current': 'page', className: 'active' }}>
                {item.label}
              </StorefrontLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="header-tools">
        <StorefrontLink to="/search">{t('search')}</StorefrontLink>
        <span className="destination" data-testid="shipping-destination">
          {`${t('shippingDestination')} ${market.name.english} (${market.currency.code})`}
        </span>
        <StorefrontLink to="/checkout/cart" className="cart-link">
          {t('cart')}
        </StorefrontLink>
      </div>
    </header>
  );
}
