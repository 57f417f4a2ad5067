import { describe, expect, it } from 'vitest';
import { COLOUR_HEX, colourHex } from './colours';

describe('colourHex', () => {
  it.each([
    ['beige', '#E8D9B5'],
    ['black', '#000000'],
    ['blue', '#1E6FD9'],
    ['navy blue', '#1F2A44'],
    ['pink', '#F5A3C7'],
    ['red', '#D7262E'],
    ['white', '#FFFFFF'],
    ['grey', '#9B9B9B'],
    ['green', '#2E9E4F'],
    ['yellow', '#FFD23F'],
    ['orange', '#F7931E'],
    ['purple', '#7B3FA0'],
    ['brown', '#7B4B2A'],
    ['burgundy', '#7A1F33'],
    ['turquoise', '#30C5C9'],
    ['multicolour', '#E4007C'],
  ])('maps %s to %s', (name, hex) => {
    expect(colourHex(name)).toBe(hex);
  });

  it.each([
    ['Navy Blue', '#1F2A44'],
    ['BLACK', '#000000'],
    ['  navy   blue ', '#1F2A44'],
  ])('ignores case and spacing in %j', (name, hex) => {
    expect(colourHex(name)).toBe(hex);
  });

  it.each([
    ['gray', 'grey'],
    ['navy', 'navy blue'],
    ['multicolor', 'multicolour'],
    ['Multi', 'multicolour'],
  ] as const)('reads the spelling %s as %s', (alias, canonical) => {
    expect(colourHex(alias)).toBe(COLOUR_HEX[canonical]);
  });

  it.each(['chartreuse', '', 'constructor', 'toString'])('answers undefined for the unknown colour %j', (name) => {
    expect(colourHex(name)).toBeUndefined();
  });

  it('uses valid six-digit hex values', () => {
    for (const hex of Object.values(COLOUR_HEX)) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
  });
});
