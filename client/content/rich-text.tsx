// Storyblok rich text rendered by construction: each allowed node and mark maps to a fixed React
// element; nothing from the CMS becomes markup or attributes except text, checked hrefs and
// allow-listed classes. Also: safeHref / ContentLink for every CMS link, and a plain-text flattener.
import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { StorefrontLink } from '../components/storefront-link';
import { isRecord } from './types';

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const STYLED_CLASSES = new Set(['highlight', 'small', 'muted']);
/** Deeper trees are cut off rather than risking the stack. */
const MAX_DEPTH = 40;

/**
 * The href if it is safe to render: http(s), mailto, tel, a storefront-relative path ('/…', not
 * '//…') or a fragment ('#…'). Anything with control characters, backslashes or another scheme
 * (javascript:, data:, vbscript:, …) gives undefined.
 */
export function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  const value = href.trim();
  // eslint-disable-next-line no-control-regex
  if (value === '' || /[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return undefined;
  if (value.startsWith('#')) return value;
  if (value.startsWith('/')) return value.startsWith('//') ? undefined : value;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (!scheme || !SAFE_SCHEMES.has(`${scheme.toLowerCase()}:`)) return undefined;
  if (scheme.toLowerCase().startsWith('http')) {
    try {
      new URL(value);
    } catch {
      return undefined;
    }
  }
  return value;
}

/**
 * The one link element for CMS hrefs (content blocks, rich text, menus, footer, banner):
 * storefront paths navigate in-app (storefront prefixed, query string as search params), http(s)
 * opens a new tab, mailto/tel/fragments are plain anchors. Unsafe hrefs render the children
 * without a link. Other props (and ref, for Radix asChild) go to the element.
 * @example <ContentLink href="/adults/socks?colours=black">Black</ContentLink>
 */
export function ContentLink({ href: raw, children, className, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: unknown }) {
  const href = safeHref(raw);
  if (!href) return className ? <span className={className}>{children}</span> : <>{children}</>;
  if (href.startsWith('/')) {
    return (
      <StorefrontLink to={href} className={className} {...rest}>
        {children}
      </StorefrontLink>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} className={className} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function applyMarks(text: string, marks: unknown): ReactNode {
  if (!Array.isArray(marks)) return text;
  let out: ReactNode = text;
  let href: unknown;
  for (const mark of marks) {
    if (!isRecord(mark)) continue;
    switch (mark.type) {
      case 'bold':
        out = <strong>{out}</strong>;
        break;
      case 'italic':
        out = <em>{out}</em>;
        break;
      case 'underline':
        out = <u>{out}</u>;
        break;
      case 'strike':
        out = <s>{out}</s>;
        break;
      case 'code':
        out = <code>{out}</code>;
        break;
      case 'styled': {
        const raw = isRecord(mark.attrs) && typeof mark.attrs.class === 'string' ? mark.attrs.class : '';
        const classes = raw.split(/\s+/).filter((name) => STYLED_CLASSES.has(name));
        if (classes.length > 0) out = <span className={[...new Set(classes)].join(' ')}>{out}</span>;
        break;
      }
      case 'link':
        if (isRecord(mark.attrs)) href = mark.attrs.href;
        break;
      // Unknown marks are ignored.
    }
  }
  // The link wraps the other marks so styling stays inside the anchor.
  return href === undefined ? out : <ContentLink href={href}>{out}</ContentLink>;
}

function renderChildren(node: Record<string, unknown>, inline: boolean, depth: number): ReactNode {
  if (!Array.isArray(node.content) || depth >= MAX_DEPTH) return null;
  return node.content.map((child, i) => <Fragment key={i}>{renderNode(child, inline, depth + 1)}</Fragment>);
}

function headingLevel(attrs: unknown): 2 | 3 | 4 {
  const level = isRecord(attrs) && typeof attrs.level === 'number' ? attrs.level : 2;
  return level >= 4 ? 4 : level >= 3 ? 3 : 2;
}

function renderNode(node: unknown, inline: boolean, depth: number): ReactNode {
  if (!isRecord(node)) return null;
  if (node.type === 'text') return typeof node.text === 'string' ? applyMarks(node.text, node.marks) : null;
  if (node.type === 'hard_break') return <br />;
  const children = renderChildren(node, inline, depth);
  // Inline mode (e.g. inside a heading): block structure collapses to its text.
  if (inline) return node.type === 'horizontal_rule' ? null : children;
  switch (node.type) {
    case 'paragraph':
      return <p>{children}</p>;
    case 'heading': {
      const Tag = `h${headingLevel(node.attrs)}` as const;
      return <Tag>{children}</Tag>;
    }
    case 'bullet_list':
      return <ul>{children}</ul>;
    case 'ordered_list':
      return <ol>{children}</ol>;
    case 'list_item':
      return <li>{children}</li>;
    case 'blockquote':
      return <blockquote>{children}</blockquote>;
    case 'horizontal_rule':
      return <hr />;
    default:
      // 'doc' and unknown node types: their children only, never their attrs.
      return children;
  }
}

/**
 * Renders a rich text doc. Block mode wraps it in a <div>; `inline` renders only the text-level
 * content inside a <span> (for headings and labels). Anything that is not a doc renders nothing.
 */
export function RichText({ doc, className, inline = false }: { doc: unknown; className?: string; inline?: boolean }) {
  if (!isRecord(doc) || !Array.isArray(doc.content)) return null;
  const content = renderNode(doc, inline, 0);
  const classes = className ? `rich-text ${className}` : 'rich-text';
  return inline ? <span className={classes}>{content}</span> : <div className={classes}>{content}</div>;
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'list_item', 'blockquote', 'hard_break', 'horizontal_rule']);

/** The doc's text with whitespace collapsed (meta descriptions, aria labels). */
export function richTextToPlain(doc: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown, depth: number) => {
    if (!isRecord(node) || depth > MAX_DEPTH) return;
    if (node.type === 'text' && typeof node.text === 'string') parts.push(node.text);
    if (Array.isArray(node.content)) for (const child of node.content) walk(child, depth + 1);
    if (typeof node.type === 'string' && BLOCK_TYPES.has(node.type)) parts.push(' ');
  };
  walk(doc, 0);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
