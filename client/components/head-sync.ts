// The browser keeps a page's <title>, meta and links in <head> in step with the route. React 19
// hoists these elements when the server renders; the client runtime (Preact, decision 031) does
// not hoist and hydrates only <body>, so the head is written directly after each render. A new
// title is also said in the route announcer, as a full load would have the screen reader say it.
import { announcePage } from './route-announcer';

export interface HeadEntry {
  tag: 'meta' | 'link';
  attrs: { name?: string; content?: string; rel?: string; href?: string; hrefLang?: string };
}

export interface HeadEntries {
  title: string;
  entries: HeadEntry[];
}

/** The per-page entries, and only those: stylesheets, preloads and icons stay. */
const PAGE_ENTRIES =
  'meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"], link[rel="prev"], link[rel="next"]';

const attribute = (name: string) => (name === 'hrefLang' ? 'hreflang' : name);

export function syncHead(title: string, entries: HeadEntry[], head: HTMLHeadElement = document.head): void {
  const doc = head.ownerDocument;
  if (doc.title !== title) {
    doc.title = title;
    announcePage(title, doc);
  }
  const current = [...head.querySelectorAll(PAGE_ENTRIES)];
  const wanted = entries.map(({ tag, attrs }) => {
    const element = head.ownerDocument.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) if (value !== undefined) element.setAttribute(attribute(name), value);
    return element;
  });
  // Unchanged (the first render after the server's): leave the server's elements alone.
  if (current.length === wanted.length && current.every((element, i) => element.isEqualNode(wanted[i]!))) return;
  current.forEach((element) => element.remove());
  head.append(...wanted);
}
