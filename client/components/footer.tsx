// Footer frame: service links and copyright. Content-managed blocks build on it.
import { useT } from '../i18n';
import { StorefrontLink } from './storefront-link';

export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          <li>
            <StorefrontLink to="/faq">{t('faq')}</StorefrontLink>
          </li>
          <li>
            <StorefrontLink to="/about-us">{t('aboutUs')}</StorefrontLink>
          </li>
          <li>
            <StorefrontLink to="/faq/cookie-policy">Cookie policy</StorefrontLink>
          </li>
        </ul>
      </nav>
      <p className="copyright">© {new Date().getUTCFullYear()} Argyle Socks</p>
    </footer>
  );
}
