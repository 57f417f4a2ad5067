import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { atLeast, below, BREAKPOINTS, deviceClassOf, imageSizes, MOBILE_QUERY } from './breakpoints';

const CLIENT = join(__dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
const sources = files(CLIENT).filter((f) => !f.includes('.test.'));

describe('breakpoints (spec shell 9.5)', () => {
  it('are the spec’s seven named widths', () => {
    expect(BREAKPOINTS).toEqual({
      phoneBigger: 425,
      phone: 480,
      phablet: 768,
      tablet: 960,
      laptop: 1024,
      desktop: 1440,
      desktopLarge: 1920,
    });
  });

  it('build media queries: from a breakpoint, and below it', () => {
    expect(atLeast('laptop')).toBe('(min-width: 1024px)');
    expect(below('tablet')).toBe('(max-width: 959px)');
    expect(MOBILE_QUERY).toBe('(max-width: 959px)');
    expect(imageSizes([['desktopLarge', '600px']], '100vw')).toBe('(min-width: 1920px) 600px, 100vw');
  });

  it.each([
    [320, 'mobile'],
    [959, 'mobile'],
    [960, 'tablet'],
    [1439, 'tablet'],
    [1440, 'desktop'],
    [1920, 'desktop'],
  ] as const)('class a %i px viewport as %s', (width, device) => {
    expect(deviceClassOf(width)).toBe(device);
  });

  it('leave no width in a JavaScript media query or sizes attribute outside the breakpoints module', () => {
    const magic = sources
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('breakpoints.ts'))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/\((?:min|max)-width:\s*\d+px\)/g)].map((m) => `${relative(CLIENT, f)}: ${m[0]}`),
      );
    expect(magic).toEqual([]);
  });

  it('hold every stylesheet @media width to a breakpoint (min-width N, max-width N - 1)', () => {
    const widths = Object.values(BREAKPOINTS) as number[];
    const stray = sources
      .filter((f) => f.endsWith('.css'))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/@media[^{]*/g)].flatMap((rule) =>
          [...rule[0].matchAll(/(min|max)-width:\s*(\d+)px/g)]
            .filter(([, kind, n]) => !widths.includes(kind === 'min' ? Number(n) : Number(n) + 1))
            .map((m) => `${relative(CLIENT, f)}: ${m[0]}`),
        ),
      );
    expect(stray).toEqual([]);
  });
});
