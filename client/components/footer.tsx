// Footer (docs/spec/storefront-shell.md §2.6) from the CMS footer story: the bouncing-balls strip, block
// one (title, top links, bottom links), block two (title, links), the country switcher opener,
// social links, bottom-bar links and copyright. Link labels come from the CMS; links starting
// with http open in a new tab (ContentLink).
import type { ReactNode } from 'react';
import { ContentLink, safeHref } from '../content/rich-text';
import { isRecord, linkUrl, list, str } from '../content/types';
import { useLayout } from '../content/use-content';
import { useT } from '../i18n';
import { CookieSettingsButton } from '../consent/consent-host';
import { BouncingBalls } from './bouncing-balls';
import { CountrySwitcher } from './country-switcher';
import './footer.css';

function Links(props: { links: unknown; className?: string }) {
  const items = list(props.links).flatMap((raw, i) => {
    if (!isRecord(raw)) return [];
    const label = str(raw.label);
    const href = linkUrl(raw.link);
    return label && href ? [{ key: str(raw._uid) ?? String(i), label, href }] : [];
  });
  if (items.length === 0) return null;
  return (
    <ul className={props.className ? `footer-links ${props.className}` : 'footer-links'}>
      {items.map((item) => (
        <li key={item.key}>
          <ContentLink href={item.href}>{item.label}</ContentLink>
        </li>
      ))}
    </ul>
  );
}

const SOCIAL_NETWORKS = {
  instagram: {
    name: 'Instagram',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.5" cy="6.5" r="1.3" fill="currentColor" />
      </>
    ),
  },
  facebook: {
    name: 'Facebook',
    icon: (
      <path
        fill="currentColor"
        d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z"
      />
    ),
  },
  tiktok: {
    name: 'TikTok',
    icon: (
      <path
        fill="currentColor"
        d="M16.6 3c.3 2.2 1.6 3.6 3.9 3.8v2.6c-1.4.1-2.6-.3-3.9-1.1v5.6c0 7-7.6 9.2-10.7 4.2-2-3.2-.8-8.9 5.6-9.1v2.8c-.5.1-1 .2-1.5.4-1.4.5-2.2 1.4-2 3 .4 3 5.9 3.9 5.4-2V3z"
      />
    ),
  },
  pinterest: {
    name: 'Pinterest',
    icon: (
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3.1.1.1.2.1.3l-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2z"
      />
    ),
  },
} as const satisfies Record<string, { name: string; icon: ReactNode }>;

type Network = keyof typeof SOCIAL_NETWORKS;
const isNetwork = (x: unknown): x is Network => typeof x === 'string' && Object.hasOwn(SOCIAL_NETWORKS, x);

function SocialLinks(props: { links: unknown; label: string }) {
  const items = list(props.links).flatMap((raw, i) => {
    if (!isRecord(raw) || !isNetwork(raw.network)) return [];
    const href = safeHref(raw.url);
    return href && /^https?:/i.test(href) ? [{ key: str(raw._uid) ?? String(i), network: raw.network, href }] : [];
  });
  if (items.length === 0) return null;
  return (
    <ul className="footer-social" aria-label={props.label}>
      {items.map((item) => {
        const network = SOCIAL_NETWORKS[item.network];
        return (
          <li key={item.key}>
            <a
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Argyle on ${network.name}`}
              data-network={item.network}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                {network.icon}
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function Footer() {
  const { footer } = useLayout();
  const t = useT();
  const c = footer.content;
  const blockOneTitle = str(c.blockOneTitle);
  const blockTwoTitle = str(c.blockTwoTitle);
  return (
    <footer className="site-footer">
      <BouncingBalls config="footer" mousePush className="site-footer__balls" />
      <div className="site-footer__inner">
        <div className="footer-blocks">
          <nav aria-label={blockOneTitle ?? 'Customer service'} className="footer-block">
            {blockOneTitle ? <h2>{blockOneTitle}</h2> : null}
            <Links links={c.blockOneTopLinks} />
            <Links links={c.blockOneBottomLinks} className="footer-secondary" />
          </nav>
          <nav aria-label={blockTwoTitle ?? 'About'} className="footer-block">
            {blockTwoTitle ? <h2>{blockTwoTitle}</h2> : null}
            <Links links={c.blockTwoLinks} />
          </nav>
          <div className="footer-block footer-block--aside">
            <CountrySwitcher />
            <div className="footer-follow">
              <h2>{t('followUs')}</h2>
              <SocialLinks links={c.socialLinks} label={t('followUs')} />
            </div>
          </div>
        </div>
        <div className="footer-bottom">
          <nav aria-label="Legal">
            <Links links={c.bottomBarLinks} />
            <CookieSettingsButton label={t('cookieBannerSettings')} />
          </nav>
          {str(c.copyright) ? <p className="copyright">{str(c.copyright)}</p> : null}
        </div>
      </div>
    </footer>
  );
}
