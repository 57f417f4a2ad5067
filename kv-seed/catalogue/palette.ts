// Colour reference data of the generator: SKU codes per colour, the accents a colour pairs
// with, and how often each colour leads a design for adults and kids.
import type { ColourName } from '../../markets';

export const COLOUR_CODE: Record<ColourName, string> = {
  beige: 'BEIGE',
  black: 'BLACK',
  blue: 'BLUE',
  'navy blue': 'NAVY',
  pink: 'PINK',
  red: 'RED',
  white: 'WHITE',
  grey: 'GREY',
  green: 'GREEN',
  yellow: 'YELLOW',
  orange: 'ORANGE',
  purple: 'PURPLE',
  brown: 'BROWN',
  burgundy: 'BURGUNDY',
  turquoise: 'TURQ',
  multicolour: 'MULTI',
};

export const ACCENTS: Record<ColourName, readonly ColourName[]> = {
  'navy blue': ['white', 'yellow', 'red', 'orange', 'turquoise'],
  black: ['white', 'grey', 'red', 'yellow', 'pink'],
  grey: ['navy blue', 'yellow', 'pink', 'white', 'black'],
  white: ['navy blue', 'red', 'blue', 'green', 'black'],
  beige: ['brown', 'navy blue', 'burgundy', 'green'],
  blue: ['white', 'yellow', 'navy blue', 'orange'],
  red: ['white', 'navy blue', 'pink', 'yellow'],
  burgundy: ['pink', 'beige', 'grey', 'navy blue'],
  green: ['yellow', 'white', 'beige', 'navy blue'],
  pink: ['red', 'white', 'burgundy', 'purple'],
  yellow: ['navy blue', 'grey', 'orange', 'green'],
  orange: ['navy blue', 'pink', 'white', 'brown'],
  purple: ['pink', 'yellow', 'turquoise', 'white'],
  brown: ['beige', 'orange', 'turquoise'],
  turquoise: ['navy blue', 'yellow', 'white', 'purple'],
  multicolour: ['navy blue', 'black', 'white'],
};

export const ADULT_PRIMARIES: readonly (readonly [ColourName, number])[] = [
  ['navy blue', 9],
  ['black', 8],
  ['grey', 7],
  ['white', 5],
  ['beige', 5],
  ['blue', 5],
  ['red', 4],
  ['burgundy', 4],
  ['green', 4],
  ['pink', 3],
  ['yellow', 3],
  ['orange', 2],
  ['purple', 2],
  ['brown', 3],
  ['turquoise', 2],
];
export const KIDS_PRIMARIES: readonly (readonly [ColourName, number])[] = [
  ['pink', 6],
  ['blue', 6],
  ['yellow', 5],
  ['turquoise', 4],
  ['green', 4],
  ['red', 4],
  ['orange', 4],
  ['purple', 3],
  ['navy blue', 4],
  ['white', 3],
  ['grey', 3],
  ['beige', 2],
];
