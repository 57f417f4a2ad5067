// The sitemap protocol's XML (sitemaps.org 0.9, with Google's xhtml:link hreflang alternates):
// a sitemap index and url sets, written as text with every value entity-escaped. Url sets are
// streamed in slices, so a file of thousands of entries is never one string in memory.
import type { Alternate } from '../../markets';

/** The protocol's limits per file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** One page of a url set: its absolute URL, when it last changed (ISO 8601) and its hreflang alternates. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string | undefined;
  alternates: readonly Alternate[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** A value as XML text (the protocol requires entity-escaped URLs). @example escapeXml("a&b") // 'a&amp;b' */
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A W3C datetime of a date the data gives, or undefined when it is not one. @example w3cDate('2025-06-01T08:00:00Z') // '2025-06-01T08:00:00.000Z' */
export function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

/** One `<url>` element. */
export function urlXml(entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  const links = entry.alternates
    .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
    .join('');
  return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${links}</url>\n`;
}

const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
const URLSET_CLOSE = '</urlset>\n';

/** Bytes of a url set's frame (declaration, open and close tags), for the size bound. */
export const URLSET_FRAME_BYTES = URLSET_OPEN.length + URLSET_CLOSE.length;

/** Entries written per stream chunk. */
const SLICE = 500;

/** A url set as a byte stream, written slice by slice as it is read. */
export function urlsetStream(entries: readonly SitemapEntry[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  let done = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (done) return;
      if (next === 0) controller.enqueue(encoder.encode(URLSET_OPEN));
      const slice = entries.slice(next, next + SLICE);
      next += slice.length;
      if (slice.length > 0) controller.enqueue(encoder.encode(slice.map(urlXml).join('')));
      if (next >= entries.length) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
        done = true;
      }
    },
  });
}

/** A sitemap index naming each sitemap file by absolute URL. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const sitemaps = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps}</sitemapindex>\n`;
}
