import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors, linksIn } from './docs-links';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('links in the README and docs/', () => {
  it('every relative link names a file of the repository, and every anchor a heading of it', () => {
    const { checked, broken } = brokenLinks(root);
    expect(checked).toBeGreaterThan(50);
    expect(broken.map((b) => `${b.file}:${b.line} (${b.target}): ${b.reason}`)).toEqual([]);
  });

  it('the README stays a README: at most 15 kB; figures and history go to docs/', () => {
    expect(statSync(join(root, 'README.md')).size).toBeLessThanOrEqual(15_000);
  });
});

describe('the link check', () => {
  it('reads inline links, not examples in code', () => {
    const markdown = [
      'See [ops](docs/operations.md#rate-limits) and ![logo](a.svg "Logo").',
      '`[not](a-link.md)`',
      '```',
      '[nor](this.md)',
      '```',
    ].join('\n');
    expect(linksIn(markdown, 'README.md')).toEqual([
      { file: 'README.md', line: 1, target: 'docs/operations.md#rate-limits' },
      { file: 'README.md', line: 1, target: 'a.svg' },
    ]);
  });

  it("writes headings' anchors as GitHub does", () => {
    expect([...headingAnchors('# API\n## Two commands\n### bench:ssr\n## Two commands\n```\n# not a heading\n```')]).toEqual([
      'api',
      'two-commands',
      'benchssr',
      'two-commands-1',
    ]);
  });

  it('reports a missing file, a missing heading, a path outside the repository, and passes the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-links-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs', 'api.md'), '# API\n\n## Cart\n');
    writeFileSync(
      join(dir, 'README.md'),
      [
        '[api](docs/api.md) [cart](docs/api.md#cart) [site](https://example.com/x.md) [top](#readme)',
        '[gone](docs/gone.md) [no heading](docs/api.md#checkout) [outside](../shared/notes.md)',
        '# Readme',
      ].join('\n'),
    );
    expect(brokenLinks(dir).broken.map((b) => [b.target, b.reason])).toEqual([
      ['docs/gone.md', 'no such file: docs/gone.md'],
      ['docs/api.md#checkout', 'no heading for #checkout in docs/api.md'],
      ['../shared/notes.md', 'points outside the repository'],
    ]);
  });
});
