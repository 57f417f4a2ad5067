// Loose shapes of Storyblok content (blocks, rich text) plus small guards that narrow
// untrusted CMS values at render time: a field of the wrong type reads as "absent".

/** Any CMS block: everything except `_uid` and `component` is unchecked. */
export interface Block {
  _uid: string;
  component: string;
  [field: string]: unknown;
}

export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: RichTextMark[];
  content?: RichTextNode[];
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-empty string, else undefined. */
export const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A block needs a string `component`; a missing `_uid` becomes ''. */
export function asBlock(value: unknown): Block | undefined {
  if (!isRecord(value) || typeof value.component !== 'string') return undefined;
  return { ...value, _uid: typeof value._uid === 'string' ? value._uid : '', component: value.component };
}

export const isRichTextDoc = (value: unknown): value is RichTextNode =>
  isRecord(value) && typeof value.type === 'string' && Array.isArray(value.content);

/** Storyblok link object `{ cached_url }` (also accepts `url` and a bare string). */
export function linkUrl(link: unknown): string | undefined {
  if (typeof link === 'string') return str(link);
  if (!isRecord(link)) return undefined;
  return str(link.cached_url) ?? str(link.url);
}

export interface Asset {
  filename: string;
  alt: string;
}

export function asAsset(value: unknown): Asset | undefined {
  if (!isRecord(value)) return undefined;
  const filename = str(value.filename);
  return filename ? { filename, alt: typeof value.alt === 'string' ? value.alt : '' } : undefined;
}

/** `{ label, link }` call to action; both parts required. */
export function asCta(value: unknown): { label: string; href: string } | undefined {
  if (!isRecord(value)) return undefined;
  const label = str(value.label);
  const href = linkUrl(value.link);
  return label && href ? { label, href } : undefined;
}
