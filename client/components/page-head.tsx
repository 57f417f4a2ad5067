// Per-page <head> entries: title, description, canonical, hreflang alternates for every
// market whose storefront has the page, rel prev/next on paginated lists. React hoists them.
// A paginated list's canonical is its own page (decision 009), so search engines keep pages 2+.
import { useEffect } from 'react';
import { marketsFor, relPrevNext, routePath, type StorefrontCode } from '../../markets';
import { useAppState } from '../state/bootstrap';
import { usePageLocation } from '../state/page-location';
import { syncHead, type HeadEntries, type HeadEntry } from './head-sync';

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

/** The page's head entries, computed the same way for both renderers below. */
function useHeadEntries(props: Props): HeadEntries {
  const { bootstrap } = useAppState();
  const pathname = usePageLocation('pathname');
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
  const entries: HeadEntry[] = [];
  if (props.description) entries.push({ tag: 'meta', attrs: { name: 'description', content: props.description } });
  if (props.noindex) entries.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  else entries.push({ tag: 'link', attrs: { rel: 'canonical', href: `${bootstrap.origin}${canonical}` } });
  for (const [lang, href] of alternates) entries.push({ tag: 'link', attrs: { rel: 'alternate', hrefLang: lang, href } });
  if (alternates.size > 0)
    entries.push({ tag: 'link', attrs: { rel: 'alternate', hrefLang: 'x-default', href: `${bootstrap.origin}${route}` } });
  if (links.prev) entries.push({ tag: 'link', attrs: { rel: 'prev', href: `${bootstrap.origin}${links.prev}` } });
  if (links.next) entries.push({ tag: 'link', attrs: { rel: 'next', href: `${bootstrap.origin}${links.next}` } });
  return { title: /\bArgyle\b/.test(props.title) ? props.title : `${props.title} | Argyle`, entries };
}

/** Server: elements React 19 hoists into <head>. */
function PageHeadElements(props: Props) {
  const { title, entries } = useHeadEntries(props);
  return (
    <>
      <title>{title}</title>
      {entries.map(({ tag: Tag, attrs }) => (
        <Tag key={`${attrs.rel ?? attrs.name}:${attrs.hrefLang ?? ''}`} {...attrs} />
      ))}
    </>
  );
}

/** Browser: Preact does not hoist, and the head is not hydrated, so the entries are synced after render. */
function PageHeadSync(props: Props) {
  const { title, entries } = useHeadEntries(props);
  const key = JSON.stringify(entries);
  useEffect(() => syncHead(title, JSON.parse(key) as HeadEntry[]), [title, key]);
  return null;
}

export const PageHead = typeof document === 'undefined' ? PageHeadElements : PageHeadSync;
