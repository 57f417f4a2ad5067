// The sitemap protocol's XML rules (sitemaps.org 0.9, with Google's xhtml:link alternates), checked
// in tests without a DOM: a strict little XML reader (well-formed, entity-escaped, UTF-8
// declaration) and the protocol's structure and limits. Each rule broken throws, naming it.

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const TOKEN = /<\/([\w:]+)\s*>|<([\w:]+)((?:\s+[\w:]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
const BARE_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (value: string) => value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');

function fail(rule: string): never {
  throw new Error(`Sitemap protocol: ${rule}`);
}

/** The document's root element; throws on anything that is not well-formed XML. */
export function parseXml(text: string): XmlElement {
  if (!text.startsWith(DECLARATION)) fail('starts with an XML declaration of UTF-8');
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const stack = [root];
  TOKEN.lastIndex = DECLARATION.length;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) fail(`well-formed XML (at character ${at})`);
    const [, close, open, attrText = '', selfClosing, chars] = m;
    const top = stack[stack.length - 1] as XmlElement;
    if (chars !== undefined) {
      if (BARE_AMPERSAND.test(chars)) fail(`entity-escaped text (${chars.slice(0, 40)})`);
      top.text += unescape(chars);
    } else if (close !== undefined) {
      if (top.name !== close) fail(`balanced tags (</${close}> closes <${top.name}>)`);
      stack.pop();
    } else if (open !== undefined) {
      const attrs: Record<string, string> = {};
      for (const [, name = '', value = ''] of attrText.matchAll(/([\w:]+)="([^"]*)"/g)) {
        if (BARE_AMPERSAND.test(value)) fail(`entity-escaped attribute ${name}`);
        attrs[name] = unescape(value);
      }
      const element: XmlElement = { name: open, attrs, children: [], text: '' };
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length !== 1) fail('every tag closed');
  const elements = root.children;
  if (elements.length !== 1 || root.text.trim() !== '') fail('one root element');
  return elements[0] as XmlElement;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

/** A loc: an absolute URL on the sitemap's own host, under 2,048 characters. */
function checkLoc(loc: string, origin: string) {
  if (loc.length >= 2048) fail('loc under 2,048 characters');
  if (!loc.startsWith(`${origin}/`)) fail(`loc absolute on the sitemap's host (${loc})`);
  if (loc !== loc.trim()) fail('loc without surrounding space');
}

function childText(element: XmlElement, name: string, required: boolean): string | undefined {
  const found = element.children.filter((c) => c.name === name);
  if (found.length > 1) fail(`one <${name}> per <${element.name}>`);
  if (required && found.length === 0) fail(`<${name}> in every <${element.name}>`);
  return found[0]?.text;
}

function checkSize(text: string, items: number) {
  if (items > 50_000) fail('at most 50,000 entries a file');
  if (new TextEncoder().encode(text).length > 52_428_800) fail('at most 50 MB a file');
}

/** The sitemap files a sitemap index names. */
export function readSitemapIndex(text: string, origin: string): string[] {
  const root = parseXml(text);
  if (root.name !== 'sitemapindex' || root.attrs.xmlns !== SITEMAP_NS) fail('a <sitemapindex> in the 0.9 namespace');
  checkSize(text, root.children.length);
  return root.children.map((sitemap) => {
    if (sitemap.name !== 'sitemap') fail('only <sitemap> in a <sitemapindex>');
    for (const c of sitemap.children) if (c.name !== 'loc' && c.name !== 'lastmod') fail(`no <${c.name}> in a <sitemap>`);
    const loc = childText(sitemap, 'loc', true) ?? '';
    checkLoc(loc, origin);
    const lastmod = childText(sitemap, 'lastmod', false);
    if (lastmod !== undefined && !W3C_DATETIME.test(lastmod)) fail(`lastmod in W3C Datetime (${lastmod})`);
    return loc;
  });
}

export interface UrlEntry {
  loc: string;
  lastmod: string | undefined;
  /** hreflang → href */
  alternates: Record<string, string>;
}

/** The entries of a url set. */
export function readUrlset(text: string, origin: string): UrlEntry[] {
  const root = parseXml(text);
  if (root.name !== 'urlset' || root.attrs.xmlns !== SITEMAP_NS) fail('a <urlset> in the 0.9 namespace');
  const usesAlternates = root.children.some((url) => url.children.some((c) => c.name === 'xhtml:link'));
  if (usesAlternates && root.attrs['xmlns:xhtml'] !== 'http://www.w3.org/1999/xhtml') fail('the xhtml namespace declared for xhtml:link');
  checkSize(text, root.children.length);
  const seen = new Set<string>();
  return root.children.map((url) => {
    if (url.name !== 'url') fail('only <url> in a <urlset>');
    const allowed = ['loc', 'lastmod', 'changefreq', 'priority', 'xhtml:link'];
    for (const c of url.children) if (!allowed.includes(c.name)) fail(`no <${c.name}> in a <url>`);
    const loc = childText(url, 'loc', true) ?? '';
    checkLoc(loc, origin);
    if (seen.has(loc)) fail(`each loc once (${loc})`);
    seen.add(loc);
    const lastmod = childText(url, 'lastmod', false);
    if (lastmod !== undefined && !W3C_DATETIME.test(lastmod)) fail(`lastmod in W3C Datetime (${lastmod})`);
    const alternates: Record<string, string> = {};
    for (const link of url.children.filter((c) => c.name === 'xhtml:link')) {
      if (link.attrs.rel !== 'alternate' || !link.attrs.hreflang || !link.attrs.href) fail('xhtml:link with rel, hreflang and href');
      checkLoc(link.attrs.href, origin);
      alternates[link.attrs.hreflang] = link.attrs.href;
    }
    // Google: a URL's alternates name the URL itself.
    if (usesAlternates && !Object.values(alternates).includes(loc)) fail(`alternates of ${loc} include it`);
    return { loc, lastmod, alternates };
  });
}
