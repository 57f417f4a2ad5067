// The SVG socks and placeholders the image route serves.
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER } from '../../markets/product-images';
import { renderPlaceholderSvg, renderSockSvg } from './sock-image';

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

  it('renders a tiny blurred placeholder', () => {
    const svg = renderPlaceholderSvg({ colour: 'red', secondary: 'white', silhouette: 'crew' });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('feGaussianBlur');
    expect(svg).toContain('#d63a3a');
    expect(svg).toContain(`width="${PLACEHOLDER.width}"`);
    expect(svg.length).toBeLessThan(1000);
    expect(PLACEHOLDER).toEqual({ width: 90, quality: 1 });
  });
});
