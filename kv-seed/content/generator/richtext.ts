// Tiny mini-markup → Storyblok rich text converter, so copy can be written readably in the text tables.
//
// Blocks are separated by a blank line:
//   "## Title" / "### Title"  → heading (level 2 / 3)
//   lines all starting "- "   → bullet_list of list_items (one paragraph each)
//   anything else             → paragraph (single newlines inside become spaces)
// Inline marks: **bold**, _italic_, [label](href), ==highlight==, ^^small^^, ~~muted~~; the wrapping marks
// may contain other marks (e.g. a link inside ^^small^^), a link label is plain text.
// Links starting with http open in a new tab (target "_blank"); others are storefront-relative (target null).

export type Mark =
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'link'; attrs: { href: string; linktype: 'url'; target: '_blank' | null } }
  | { type: 'styled'; attrs: { class: 'highlight' | 'small' | 'muted' } };

export interface TextNode {
  type: 'text';
  text: string;
  marks?: Mark[];
}
export interface ParagraphNode {
  type: 'paragraph';
  content: TextNode[];
}
export interface HeadingNode {
  type: 'heading';
  attrs: { level: 2 | 3 };
  content: TextNode[];
}
export interface ListItemNode {
  type: 'list_item';
  content: ParagraphNode[];
}
export interface BulletListNode {
  type: 'bullet_list';
  content: ListItemNode[];
}
export interface RichTextDoc {
  type: 'doc';
  content: (ParagraphNode | HeadingNode | BulletListNode)[];
}

const INLINE = /\*\*(.+?)\*\*|_(.+?)_|\[(.+?)\]\((.+?)\)|==(.+?)==|\^\^(.+?)\^\^|~~(.+?)~~/g;

/** Parses inline marks. @example inline('Hi **you**') // [{type:'text',text:'Hi '},{type:'text',text:'you',marks:[{type:'bold'}]}] */
export function inline(src: string): TextNode[] {
  const out: TextNode[] = [];
  let last = 0;
  for (const m of src.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ type: 'text', text: src.slice(last, at) });
    const [, bold, italic, linkText, href, highlight, small, muted] = m;
    const wrap = (inner: string, mark: Mark) => inline(inner).forEach((n) => out.push({ ...n, marks: [mark, ...(n.marks ?? [])] }));
    if (bold !== undefined) wrap(bold, { type: 'bold' });
    else if (italic !== undefined) wrap(italic, { type: 'italic' });
    else if (linkText !== undefined && href !== undefined)
      out.push({
        type: 'text',
        text: linkText,
        marks: [{ type: 'link', attrs: { href, linktype: 'url', target: href.startsWith('http') ? '_blank' : null } }],
      });
    else if (highlight !== undefined) wrap(highlight, { type: 'styled', attrs: { class: 'highlight' } });
    else if (small !== undefined) wrap(small, { type: 'styled', attrs: { class: 'small' } });
    else if (muted !== undefined) wrap(muted, { type: 'styled', attrs: { class: 'muted' } });
    last = at + m[0].length;
  }
  if (last < src.length) out.push({ type: 'text', text: src.slice(last) });
  return out;
}

/** Converts mini-markup to a rich text doc. @example rt('## Hello\n\nWorld').content.length // 2 */
export function rt(src: string): RichTextDoc {
  const blocks = src
    .trim()
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  const content: RichTextDoc['content'] = blocks.map((block) => {
    const lines = block.split('\n').map((l) => l.trim());
    const first = lines[0] ?? '';
    if (first.startsWith('### ')) return { type: 'heading', attrs: { level: 3 }, content: inline(first.slice(4)) };
    if (first.startsWith('## ')) return { type: 'heading', attrs: { level: 2 }, content: inline(first.slice(3)) };
    if (lines.every((l) => l.startsWith('- ')))
      return {
        type: 'bullet_list',
        content: lines.map((l) => ({ type: 'list_item', content: [{ type: 'paragraph', content: inline(l.slice(2)) }] })),
      };
    return { type: 'paragraph', content: inline(lines.join(' ')) };
  });
  return { type: 'doc', content };
}
