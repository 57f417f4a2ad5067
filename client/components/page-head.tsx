// Per-page <head> entries: title, description, canonical, hreflang alternates for every
// market whose storefront has the page, rel prev/next on paginated lists. React hoists them.
// A paginated list's canonical is its own page (decision 009), so search engines keep pages 2+.
import { useLocation } from '@tanstack/react-router';
import { marketsFor, relPrevNext, routePath, type StorefrontCode } from '../../markets';
import { useAppState } from '../state/bootstrap';

interface Props {
  title: string;
  description?: string;
  noindex?: boolean;
  /** Storefronts that have this page; every storefront when omitted. */
  storefronts?: readonly StorefrontCode[];
  /** Paginated lists: the page, the page count and the list's href of page n (the one the page links use). */
  pagination?: ListPagination;
}

export interface ListPagination {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

export function PageHead(props: Props) {
  const { bootstrap } = useAppState();
  const { pathname } = useLocation();
  const route = routePath(pathname);
  const suffix = route === '/' ? '' : route;
  const alternates = new Map<string, string>();
  if (!props.noindex) {
    for (const market of marketsFor(bootstrap.environment)) {
      if (props.storefronts && !props.storefronts.includes(market.storefrontCode)) continue;
      if (!alternates.has(market.locale.html)) {
        alternates.set(market.locale.html, `${bootstrap.origin}/${market.storefrontCode}${suffix}`);
      }
    }
  }
  const { pagination } = props;
  const links = pagination ? relPrevNext(pagination.page, pagination.totalPages, pagination.hrefFor) : {};
  const canonical = pagination ? pagination.hrefFor(pagination.page) : pathname;
  return (
    <>
      <title>{/\bArgyle\b/.test(props.title) ? props.title : `${props.title} | Argyle`}</title>
      {props.description ? <meta name="description" content={props.description} /> : null}
      {props.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={`${bootstrap.origin}${canonical}`} />}
      {[...alternates].map(([lang, href]) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={href} />
      ))}
      {alternates.size > 0 ? <link rel="alternate" hrefLang="x-default" href={`${bootstrap.origin}${route}`} /> : null}
      {links.prev ? <link rel="prev" href={`${bootstrap.origin}${links.prev}`} /> : null}
      {links.next ? <link rel="next" href={`${bootstrap.origin}${links.next}`} /> : null}
    </>
  );
}
