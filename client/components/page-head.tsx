// Per-page <head> entries: title, description, canonical, hreflang alternates for every
// market whose storefront has the page, rel prev/next on paginated lists. React 19 hoists them
// into <head>, on the server and in the browser, and swaps them on a route change (decision 050).
// A paginated list's canonical is its own page (decision 009), so search engines keep pages 2+.
import { useEffect } from 'react';
import { marketsFor, relPrevNext, routePath, type StorefrontCode } from '../../markets';
import { useAppState } from '../state/bootstrap';
import { usePageLocation } from '../state/page-location';
import { announcePage } from './route-announcer';

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

interface HeadEntry {
  tag: 'meta' | 'link';
  attrs: { name?: string; content?: string; rel?: string; href?: string; hrefLang?: string };
}

/** The page's head entries. */
function useHeadEntries(props: Props): { title: string; entries: HeadEntry[] } {
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

/** The title a full load showed, or the last one a route change said (decision 043). */
let lastTitle: string | undefined;

/**
 * A new title is said in the route announcer, as a full load would have a screen reader say it;
 * the first page's (the full load's own) is not.
 */
function useAnnouncedTitle(title: string) {
  useEffect(() => {
    if (lastTitle !== undefined && lastTitle !== title) announcePage(title);
    lastTitle = title;
  }, [title]);
}

/** Elements React 19 hoists into <head>. */
export function PageHead(props: Props) {
  const { title, entries } = useHeadEntries(props);
  useAnnouncedTitle(title);
  return (
    <>
      <title>{title}</title>
      {entries.map(({ tag: Tag, attrs }) => (
        <Tag key={`${attrs.rel ?? attrs.name}:${attrs.hrefLang ?? ''}`} {...attrs} />
      ))}
    </>
  );
}
