// Per-page <head> entries: title, description, robots, canonical, hreflang alternates for every
// market whose storefront has the page (markets/seo.ts, as the sitemaps list them), rel prev/next
// on paginated lists, and the link preview (Open Graph and Twitter card). React 19 hoists them
// into <head>, on the server and in the browser, and swaps them on a route change (decision 050).
// A paginated list's canonical is its own page (decision 009), so search engines keep pages 2+.
// A noindex page is `noindex, follow`: its links still lead crawlers on (decision 067).
import { useEffect } from 'react';
import { pageAlternates, relPrevNext, routePath, SITE_NAME, type StorefrontCode } from '../../markets';
import { useAppState } from '../state/bootstrap';
import { usePageLocation } from '../state/page-location';
import { announcePage } from './route-announcer';
import { SHARE_IMAGE, shareImageUrl } from './share-image';

/** What a link preview shows besides the title and description. */
export interface PagePreview {
  /** The page's picture (a site path or an https URL); the shop's own when absent. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  /** Open Graph type: 'website' unless said. */
  type?: 'website' | 'product' | 'article';
  /** A product's offer: the amount in major units as a decimal string, its currency and availability. */
  offer?: { amount: string; currency: string; availability: 'in stock' | 'out of stock' };
}

interface Props {
  title: string;
  description?: string | undefined;
  noindex?: boolean;
  /** Storefronts that have this page; every storefront when omitted. */
  storefronts?: readonly StorefrontCode[];
  /** The page's canonical path when it is not the path shown (a product reached by a size's SKU). */
  canonicalPath?: string;
  /** Paginated lists: the page, the page count and the list's href of page n (the one the page links use). */
  pagination?: ListPagination;
  preview?: PagePreview;
}

export interface ListPagination {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

interface HeadEntry {
  tag: 'meta' | 'link';
  attrs: { name?: string; property?: string; content?: string; rel?: string; href?: string; hrefLang?: string };
}

const meta = (key: 'name' | 'property', id: string, content: string): HeadEntry => ({ tag: 'meta', attrs: { [key]: id, content } });

/** Open Graph and Twitter card entries (the card reads og:title, og:description and og:image where it has none of its own). */
function previewEntries(
  p: { title: string; description?: string | undefined; url: string; locale: string; origin: string },
  preview: PagePreview = {},
) {
  return [
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview.type ?? 'website'),
    meta('property', 'og:title', p.title),
    ...(p.description ? [meta('property', 'og:description', p.description)] : []),
    meta('property', 'og:url', p.url),
    meta('property', 'og:locale', p.locale.replace('-', '_')),
    meta('property', 'og:image', shareImageUrl(p.origin, preview.image)),
    meta('property', 'og:image:type', SHARE_IMAGE.type),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    ...(preview.imageAlt ? [meta('property', 'og:image:alt', preview.imageAlt)] : []),
    ...(preview.offer
      ? [
          meta('property', 'product:price:amount', preview.offer.amount),
          meta('property', 'product:price:currency', preview.offer.currency),
          meta('property', 'product:availability', preview.offer.availability),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
}

/** The page's head entries. */
function useHeadEntries(props: Props): { title: string; entries: HeadEntry[] } {
  const { bootstrap, market } = useAppState();
  const pathname = usePageLocation('pathname');
  const { origin } = bootstrap;
  const shown = props.canonicalPath ?? pathname;
  const alternates = props.noindex ? [] : pageAlternates(origin, bootstrap.environment, routePath(shown), props.storefronts);
  const { pagination } = props;
  const links = pagination ? relPrevNext(pagination.page, pagination.totalPages, pagination.hrefFor) : {};
  const canonical = `${origin}${pagination ? pagination.hrefFor(pagination.page) : shown}`;
  const entries: HeadEntry[] = [];
  if (props.description) entries.push(meta('name', 'description', props.description));
  if (props.noindex) entries.push(meta('name', 'robots', 'noindex, follow'));
  else entries.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  for (const { hreflang, href } of alternates) entries.push({ tag: 'link', attrs: { rel: 'alternate', hrefLang: hreflang, href } });
  if (links.prev) entries.push({ tag: 'link', attrs: { rel: 'prev', href: `${origin}${links.prev}` } });
  if (links.next) entries.push({ tag: 'link', attrs: { rel: 'next', href: `${origin}${links.next}` } });
  const title = /\bArgyle\b/.test(props.title) ? props.title : `${props.title} | ${SITE_NAME}`;
  // Link previews are read from the server's HTML only (crawlers and link unfurlers run no script):
  // the browser's build leaves them, and their code, out. React keeps hoisted tags it did not render.
  if (import.meta.env.SSR) {
    entries.push(
      ...previewEntries({ title, description: props.description, url: canonical, locale: market.locale.html, origin }, props.preview),
    );
  }
  return { title, entries };
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
        <Tag key={`${attrs.rel ?? attrs.name ?? attrs.property}:${attrs.hrefLang ?? ''}`} {...attrs} />
      ))}
    </>
  );
}
