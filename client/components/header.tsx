// Header frame: skip link, logo, the CMS navigation's top-level categories, shipping
// destination and cart. Menus, search and the top banner build on this frame.
import { ContentLink } from '../content/rich-text';
import { list, str } from '../content/types';
import { useLayout } from '../content/use-content';
import { useT } from '../i18n';
import { useMarket } from '../state/bootstrap';
import { SearchBox } from './search-box';
import { StorefrontLink } from './storefront-link';

export function Header() {
  const t = useT();
  const market = useMarket();
  const { navigation } = useLayout();
  const items = list(navigation.content.items).flatMap((item) => {
    const i = item as Record<string, unknown>;
    const text = str(i.text);
    const url = str(i.url);
    return text && url ? [{ uid: str(i._uid) ?? url, text, url }] : [];
  });
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
          {items.map((item) => (
            <li key={item.uid}>
              <ContentLink href={item.url}>{item.text}</ContentLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="header-tools">
        <SearchBox />
        <span className="destination" data-testid="shipping-destination">
          {`${t('shippingDestination')} ${market.language === 'en' ? market.name.english : market.name.local} (${market.currency.code})`}
        </span>
        <StorefrontLink to="/checkout/cart" className="cart-link">
          {t('cart')}
        </StorefrontLink>
      </div>
    </header>
  );
}
