// Relative links in the README and docs/: every markdown link to a file of this repository must
// name one that exists, and an anchor (`#section`) must name a heading of its target. Checked by
// scripts/docs-links.test.ts in `npm test`. Links to other sites are not fetched.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface Link {
  /** The markdown file the link is in, relative to the repository root. */
  file: string;
  line: number;
  target: string;
}

export interface BrokenLink extends Link {
  reason: string;
}

/** Fenced code blocks and inline code spans hold examples, not links. */
function withoutCode(markdown: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank).replace(/`[^`\n]*`/g, blank);
}

/** The inline links (`[text](target)`, images too) of a markdown text, with their line numbers. */
export function linksIn(markdown: string, file: string): Link[] {
  const text = withoutCode(markdown);
  const links: Link[] = [];
  for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const line = text.slice(0, match.index).split('\n').length;
    links.push({ file, line, target: match[1]! });
  }
  return links;
}

/**
 * GitHub's anchor for a heading: lower case, punctuation dropped (letters, digits, spaces,
 * hyphens and underscores kept), spaces as hyphens; a repeated heading gets `-1`, `-2`, ….
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutCode(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = match[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Why `link` does not resolve inside `root`, or undefined when it does. */
export function brokenReason(
  root: string,
  link: Link,
  read: (path: string) => string = (p) => readFileSync(p, 'utf8'),
): string | undefined {
  if (EXTERNAL.test(link.target)) return undefined;
  const [rawPath = '', anchor] = link.target.split('#', 2);
  const path = decodeURI(rawPath);
  if (path.startsWith('/')) return 'an absolute path: write it relative to the file';
  const target = path === '' ? resolve(root, link.file) : resolve(root, dirname(link.file), path);
  const fromRoot = relative(root, target);
  if (fromRoot.startsWith('..')) return 'points outside the repository';
  if (!existsSync(target)) return `no such file: ${fromRoot}`;
  if (anchor === undefined || anchor === '') return undefined;
  if (statSync(target).isDirectory() || !target.endsWith('.md')) return `an anchor on a file that is not markdown: ${fromRoot}`;
  if (!headingAnchors(read(target)).has(decodeURIComponent(anchor).toLowerCase())) return `no heading for #${anchor} in ${fromRoot}`;
  return undefined;
}

/** README.md and every markdown file under docs/, relative to `root`. */
export function documentationFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
    );
  return ['README.md', ...walk('docs')].sort();
}

/** Every link of the README and docs/ that does not resolve. */
export function brokenLinks(root: string): { checked: number; broken: BrokenLink[] } {
  const links = documentationFiles(root).flatMap((file) => linksIn(readFileSync(join(root, file), 'utf8'), file));
  const broken = links.flatMap((link) => {
    const reason = brokenReason(root, link);
    return reason ? [{ ...link, reason }] : [];
  });
  return { checked: links.length, broken };
}
