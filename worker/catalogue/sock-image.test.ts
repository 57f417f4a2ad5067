// The SVG socks the seeded catalogue's photo originals are shot from.
import { describe, expect, it } from 'vitest';
import { drawingVersion, ORIGINAL_WIDTH, productDrawing, renderSockSvg } from './sock-image';

describe('images', () => {
  it('draws a scalable sock SVG in the product colours', () => {
    const svg = renderSockSvg({ colour: 'navy blue', secondary: 'yellow', pattern: 'stripes', silhouette: 'crew' });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toMatch(/viewBox="0 0 400 500"/);
    expect(svg).toContain('#1f2f5c');
    expect(svg).toContain('#f5c842');
    expect(svg).toContain('clipPath');
    expect(svg.slice(0, svg.indexOf('>'))).not.toContain('width='); // scales to its container
    expect(renderSockSvg({ colour: 'red', pattern: 'dots', silhouette: 'sneaker', width: 720 })).toContain('width="720" height="900"');
  });

  it('draws every pattern and silhouette, and a pair view', () => {
    const drawn = new Set<string>();
    for (const pattern of ['stripes', 'dots', 'argyle', 'solid', 'animals', 'fruit', 'hearts', 'geometric']) {
      for (const silhouette of ['crew', 'ankle', 'sneaker', 'knee-high']) {
        const svg = renderSockSvg({ colour: 'green', secondary: 'white', pattern, silhouette });
        expect(svg).toContain('<pattern');
        expect(svg).not.toContain('NaN');
        expect(svg).not.toContain('undefined');
        drawn.add(svg);
      }
    }
    expect(drawn.size).toBe(32);
    expect(renderSockSvg({ colour: 'multicolour', pattern: 'stripes', silhouette: 'crew', view: 'pair' })).toContain('linearGradient');
  });

  it('versions a product drawing: the same drawing, the same version; another drawing, another', () => {
    const product = { color: { primary: 'red', secondary: 'white' }, patternGroup: 'dots', silhouette: 'crew' };
    const single = productDrawing(product, 'single');
    expect(single).toContain(`width="${ORIGINAL_WIDTH}"`);
    expect(drawingVersion(single)).toBe(drawingVersion(productDrawing({ ...product }, 'single')));
    expect(drawingVersion(single)).not.toBe(drawingVersion(productDrawing(product, 'pair')));
    expect(drawingVersion(single)).toMatch(/^[0-9a-z]+$/);
  });
});
