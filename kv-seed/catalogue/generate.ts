// Generates the sock catalogue seed: parent products (one design in one colour) with size
// variants, prices in every market currency, stock per warehouse and facet config.
// Deterministic: a seeded PRNG and fixed dates, so the committed products.json can be rebuilt.
//
//   npx tsx kv-seed/catalogue/generate.ts                       # 420 products -> kv-seed/catalogue/products.json + facets.json
//   npx tsx kv-seed/catalogue/generate.ts --count 10000 --out /tmp/x.json   # products only

import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { softBackground } from './images';
import type {
  AgeGroup,
  Badge,
  CatalogueProduct,
  CatalogueVariant,
  CollectionSlug,
  ColourName,
  CurrencyCode,
  FacetConfig,
  Material,
  Money,
  PatternGroup,
  Silhouette,
} from './types';

/** Seed used for the committed products.json. @example generateCatalogue({ count: 420, seed: DEFAULT_SEED }) */
export const DEFAULT_SEED = 20250601;

/** Number of products in the committed seed. @example DEFAULT_COUNT // 420 */
export const DEFAULT_COUNT = 420;

/** Fixed "now" of the seed: updatedAt of every product. @example SEED_UPDATED_AT // '2025-06-01T08:00:00.000Z' */
export const SEED_UPDATED_AT = '2025-06-01T08:00:00.000Z';

/** Currencies every variant is priced in. @example CURRENCIES.length // 9 */
export const CURRENCIES = ['EUR', 'GBP', 'CHF', 'USD', 'SEK', 'CZK', 'DKK', 'NOK', 'KRW'] as const satisfies readonly CurrencyCode[];

export { COLLECTIONS } from './types';

/** Adult size labels in sort order. @example ADULT_SIZES[0] // '35-38' */
export const ADULT_SIZES = ['35-38', '36-40', '39-42', '41-46', '43-46'] as const;

/** Kids size labels in sort order with their short codes (Months -> M, Years -> Y). */
export const KIDS_SIZES = [
  { label: '0-6 Months', value: '0-6M' },
  { label: '6-12 Months', value: '6-12M' },
  { label: '1-2 Years', value: '1-2Y' },
  { label: '3-4 Years', value: '3-4Y' },
  { label: '5-6 Years', value: '5-6Y' },
  { label: '7-8 Years', value: '7-8Y' },
  { label: '9-12 Years', value: '9-12Y' },
] as const;

/** Facet config for listing filters (commerce-core 3 "Facet config"). */
export const FACETS: readonly FacetConfig[] = [
  {
    uuid: '6f1c2a4e-2b1d-4c8e-9a53-0c7d1e2f3a01',
    key: 'colours',
    apiId: 'colours',
    type: 'facet',
    translationKey: 'filters.colours',
    queryParam: 'colour',
    apiItemsPrefix: 'colours.',
  },
  {
    uuid: '6f1c2a4e-2b1d-4c8e-9a53-0c7d1e2f3a02',
    key: 'materials',
    apiId: 'materials',
    type: 'facet',
    translationKey: 'filters.materials',
    queryParam: 'material',
    apiItemsPrefix: 'materials.',
  },
  {
    uuid: '6f1c2a4e-2b1d-4c8e-9a53-0c7d1e2f3a03',
    key: 'sizes',
    apiId: 'variants.size.value',
    type: 'facet',
    translationKey: 'filters.sizes',
    queryParam: 'size',
    apiItemsPrefix: 'sizes.',
  },
  {
    uuid: '6f1c2a4e-2b1d-4c8e-9a53-0c7d1e2f3a04',
    key: 'price',
    apiId: 'price',
    type: 'filter',
    translationKey: 'filters.price',
    queryParam: 'price',
    apiItemsPrefix: 'price.',
  },
];

// ---------------------------------------------------------------------------------------------
// PRNG

/** A seeded random source (mulberry32). */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

/** Creates a deterministic random source. @example createRng(1).int(1, 6) // same value every run */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick,
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      const last = items[items.length - 1];
      if (last === undefined) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        const a1 = out[i] as T;
        out[i] = out[j] as T;
        out[j] = a1;
      }
      return out;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Reference data

const COLOUR_CODE: Record<ColourName, string> = {
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

const ACCENTS: Record<ColourName, readonly ColourName[]> = {
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

const ADULT_PRIMARIES: readonly (readonly [ColourName, number])[] = [
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
const KIDS_PRIMARIES: readonly (readonly [ColourName, number])[] = [
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

const MOTIFS: Record<PatternGroup, { adults: readonly string[]; kids: readonly string[] }> = {
  stripes: {
    adults: ['Stripe', 'Breton Stripe', 'Rugby Stripe', 'Pinstripe', 'Block Stripe'],
    kids: ['Rainbow Stripe', 'Candy Stripe'],
  },
  dots: { adults: ['Dot', 'Polka', 'Confetti', 'Speckle'], kids: ['Bubble', 'Polka Dot'] },
  argyle: { adults: ['Argyle', 'Diamond', 'Tartan Argyle'], kids: ['Mini Argyle'] },
  solid: { adults: ['Essential', 'Plain Knit', 'Rib'], kids: ['Everyday', 'Rib'] },
  animals: {
    adults: ['Fox', 'Cat', 'Dachshund', 'Penguin'],
    kids: ['Fox Friends', 'Whale', 'Dino', 'Panda', 'Bunny', 'Teddy'],
  },
  fruit: { adults: ['Cherry', 'Lemon', 'Avocado', 'Strawberry'], kids: ['Watermelon', 'Banana', 'Berry'] },
  hearts: { adults: ['Heart', 'Sweetheart', 'Love Note'], kids: ['Heart', 'Heart Parade'] },
  geometric: { adults: ['Zigzag', 'Chevron', 'Mosaic', 'Triangle'], kids: ['Zigzag', 'Building Block'] },
};
const ADULT_PREFIXES = [
  'Harbour',
  'Sunday',
  'Nordic',
  'Lisbon',
  'Brighton',
  'Amsterdam',
  'Studio',
  'Weekend',
  'Retro',
  'Copenhagen',
  'Classic',
  'Bold',
  'Seaside',
  'Garden',
  'City',
  'Alpine',
  'Oslo',
  'Canal',
  'Meadow',
  'Riviera',
  'Porto',
  'Camden',
  'Utrecht',
  'Marina',
  'Heritage',
  'Modern',
  'Boulevard',
  'Harvest',
  'Midnight',
  'Morning',
];
const KIDS_PREFIXES = ['Happy', 'Playground', 'Sunny', 'Jolly', 'Puddle', 'Sleepy', 'Bouncy', 'Giggle', 'Treehouse', 'Rainy Day'];
const GIFT_THEMES = [
  'Classics',
  'Best of Stripes',
  'Colour Pop',
  'Weekend Treats',
  'Cosy Winter',
  'Sunday Brunch',
  'Fruit Salad',
  'Sweetheart',
  'Office Hero',
  'Party',
];
const KIDS_GIFT_THEMES = ['Little Explorer', 'Zoo Friends', 'First Steps', 'Rainbow', 'Birthday Party'];

const PATTERN_WEIGHTS: Record<AgeGroup, readonly (readonly [PatternGroup, number])[]> = {
  adults: [
    ['stripes', 5],
    ['dots', 3],
    ['argyle', 2],
    ['solid', 5],
    ['animals', 2],
    ['fruit', 2],
    ['hearts', 1],
    ['geometric', 3],
  ],
  kids: [
    ['stripes', 3],
    ['dots', 2],
    ['argyle', 1],
    ['solid', 1],
    ['animals', 4],
    ['fruit', 3],
    ['hearts', 2],
    ['geometric', 1],
  ],
};

interface Blend {
  parts: readonly (readonly [Material, number])[];
  certifications: readonly string[];
  features: readonly string[];
  wool: boolean;
}
const BLENDS: readonly (readonly [Blend, number])[] = [
  [
    {
      parts: [
        ['cotton', 80],
        ['polyamide', 17],
        ['elastane', 3],
      ],
      certifications: ['OEKO-TEX Standard 100'],
      features: ['cotton'],
      wool: false,
    },
    5,
  ],
  [
    {
      parts: [
        ['organic cotton', 80],
        ['polyamide', 17],
        ['elastane', 3],
      ],
      certifications: ['GOTS', 'OEKO-TEX Standard 100'],
      features: ['cotton', 'organic'],
      wool: false,
    },
    5,
  ],
  [
    {
      parts: [
        ['organic cotton', 75],
        ['recycled polyester', 22],
        ['elastane', 3],
      ],
      certifications: ['GOTS', 'GRS'],
      features: ['organic', 'recycled'],
      wool: false,
    },
    2,
  ],
  [
    {
      parts: [
        ['cotton', 60],
        ['recycled polyester', 37],
        ['elastane', 3],
      ],
      certifications: ['GRS', 'OEKO-TEX Standard 100'],
      features: ['cotton', 'recycled'],
      wool: false,
    },
    2,
  ],
  [
    {
      parts: [
        ['bamboo', 75],
        ['polyamide', 22],
        ['elastane', 3],
      ],
      certifications: ['OEKO-TEX Standard 100'],
      features: ['bamboo', 'breathable'],
      wool: false,
    },
    2,
  ],
  [
    {
      parts: [
        ['merino wool', 70],
        ['polyamide', 27],
        ['elastane', 3],
      ],
      certifications: ['RWS (Responsible Wool Standard)'],
      features: ['wool', 'temperature-regulating'],
      wool: true,
    },
    1,
  ],
  [
    {
      parts: [
        ['wool', 50],
        ['cotton', 30],
        ['polyamide', 18],
        ['elastane', 2],
      ],
      certifications: ['OEKO-TEX Standard 100'],
      features: ['wool'],
      wool: true,
    },
    1,
  ],
];

const SILHOUETTE_LABEL: Record<Silhouette, string> = {
  crew: 'Crew',
  ankle: 'Ankle',
  sneaker: 'Sneaker',
  'knee-high': 'Knee-High',
};

// Exchange rates from EUR including market adjustments (CHF +5%, NOK +20%). Same numbers as the
// fallback table in markets/currency-rates.ts, copied so the seed does not change under it.
const RATES: Record<CurrencyCode, number> = {
  EUR: 1,
  GBP: 0.85,
  CHF: 0.94 * 1.05,
  USD: 1.1,
  SEK: 11.2,
  CZK: 25.0,
  DKK: 7.46,
  NOK: 11.7 * 1.2,
  KRW: 1500,
};

type Rounding = 'cents95' | 'whole9' | 'won';
const ROUNDING: Record<CurrencyCode, Rounding> = {
  EUR: 'cents95',
  GBP: 'cents95',
  CHF: 'cents95',
  USD: 'cents95',
  SEK: 'whole9',
  CZK: 'whole9',
  DKK: 'whole9',
  NOK: 'whole9',
  KRW: 'won',
};

// ---------------------------------------------------------------------------------------------
// Prices

function psychological(major: number, rounding: Rounding): number {
  switch (rounding) {
    case 'cents95':
      return Math.max(0.95, Math.round(major) - 0.05);
    case 'whole9':
      return Math.max(9, Math.round((major + 1) / 10) * 10 - 1);
    case 'won':
      return Math.max(900, Math.round((major + 100) / 1000) * 1000 - 100);
  }
}

function toMinor(major: number, currency: CurrencyCode): number {
  return currency === 'KRW' ? Math.round(major) : Math.round(major * 100);
}

const STEP: Record<Rounding, number> = { cents95: 1, whole9: 10, won: 1000 };

/**
 * Prices a EUR base price in every currency, minor units (KRW whole won), with an optional
 * discount percentage applied per currency and rounded psychologically.
 * @example priceAll(12.95, 0).EUR // { original: 1295, final: 1295 }
 * @example priceAll(12.95, 0).KRW // { original: 18900, final: 18900 }
 */
export function priceAll(eur: number, discountPercent: number): Record<CurrencyCode, Money> {
  const out = {} as Record<CurrencyCode, Money>;
  for (const currency of CURRENCIES) {
    const rounding = ROUNDING[currency];
    const original = psychological(eur * RATES[currency], rounding);
    let final = original;
    if (discountPercent > 0) {
      final = psychological(original * (1 - discountPercent / 100), rounding);
      if (final >= original) final = original - STEP[rounding];
    }
    out[currency] = { original: toMinor(original, currency), final: toMinor(final, currency) };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Text

const titleCase = (s: string): string => s.replace(/\b\w/g, (c) => c.toUpperCase());
const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const fill = (template: string, vars: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? '');
const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const OPENERS: Record<PatternGroup, readonly string[]> = {
  stripes: [
    'Stripes never go out of style, and the {family} proves it with crisp {accent} bands on a {colour} base.',
    'Bold {accent} stripes run around a {colour} knit for a look that works with jeans and chinos alike.',
    'A nod to sailor classics: the {family} pairs {colour} with {accent} in even, sea-ready stripes.',
    'Even {accent} stripes on {colour} make this the easiest way to add a little rhythm to your outfit.',
  ],
  dots: [
    'Playful {accent} dots scattered across {colour} give the {family} its easy charm.',
    'Polka dots in {accent} on a {colour} background: a small detail that lifts any outfit.',
    'The {family} sprinkles {accent} spots over {colour} for a cheerful, slightly retro look.',
  ],
  argyle: [
    'The diamond pattern our shop is named after, knitted in {colour} with {accent} diamonds.',
    'Heritage argyle in {colour} and {accent} brings a touch of the golf course to the office.',
    'Classic argyle diamonds, crossed with fine stitched lines, in a {colour} and {accent} colourway.',
  ],
  solid: [
    'A clean, solid {colour} sock that goes with everything in your wardrobe.',
    'No frills, just a dependable {colour} sock you will reach for every morning.',
    'The {family} keeps it simple: one calm shade of {colour} and a fine ribbed knit.',
  ],
  animals: [
    'A little parade of {accent} animal faces on {colour} makes the {family} impossible not to smile at.',
    'Animal lovers, these are for you: friendly {accent} critters knitted into a {colour} sock.',
    'Who is peeking out of your shoes? A crowd of {accent} animals on a {colour} knit.',
  ],
  fruit: [
    'Juicy {accent} fruit on a {colour} base: the {family} is a summer picnic for your feet.',
    'Fresh fruit prints in {accent} keep this {colour} sock bright all year round.',
    'A basket of {accent} fruit knitted onto {colour}, for days that need a little sweetness.',
  ],
  hearts: [
    'Tiny {accent} hearts on a {colour} knit make the {family} a sweet gift or a treat for yourself.',
    'Wear your heart on your ankle: {accent} hearts scattered over soft {colour}.',
    'Little {accent} hearts dance across {colour}, a love letter in sock form.',
  ],
  geometric: [
    'Zigzags and chevrons in {accent} give a graphic edge to this {colour} sock.',
    'A crisp geometric knit in {colour} and {accent} for those who like their socks sharp.',
    'Clean lines and sharp angles: the {family} mixes {colour} with {accent} in a modern pattern.',
  ],
};

const MATERIAL_LINES: Record<string, readonly string[]> = {
  cotton: [
    'Knitted from soft combed cotton with a little stretch, it keeps its shape wash after wash.',
    'The breathable cotton blend feels soft from the very first wear.',
  ],
  'organic cotton': [
    'Made with GOTS-certified organic cotton, grown without synthetic pesticides.',
    'Organic cotton keeps it soft on the skin and a little kinder to the planet.',
  ],
  recycled: [
    'Part of the yarn is recycled polyester spun from post-consumer plastic bottles.',
    'Recycled fibres in the blend give old bottles a second life on your feet.',
  ],
  bamboo: [
    'Bamboo viscose makes it silky, cool and naturally breathable.',
    'A bamboo blend with a soft sheen that stays fresh on warm days.',
  ],
  'merino wool': [
    'Fine merino wool regulates temperature, keeping feet warm in winter and dry on long walks.',
    'Soft merino wool from non-mulesed sheep gives cosy warmth without the itch.',
  ],
  wool: [
    'A wool and cotton blend brings cosy warmth on cold mornings.',
    'Wool for warmth and cotton for softness: the best of both for chilly days.',
  ],
};

const SILHOUETTE_LINES: Record<Silhouette, readonly string[]> = {
  crew: ['The classic crew length sits comfortably mid-calf.', 'A crew cut that shows just enough above your shoes.'],
  ankle: ['Cut just above the ankle bone, it suits trainers and loafers alike.', 'The ankle length is made for rolled-up trousers.'],
  sneaker: [
    'Cut low so it disappears inside your sneakers, with a silicone heel grip that stops it slipping.',
    'An invisible-style sneaker sock that stays put thanks to the soft heel tab.',
  ],
  'knee-high': ['Knee-high length for boots, skirts and chilly days.', 'It reaches right up to the knee and stays there.'],
};

const CONSTRUCTION: readonly (readonly [string, string])[] = [
  ['reinforced-heel', 'A reinforced heel and toe add durability where you need it most.'],
  ['seamless-toe', 'The hand-linked seamless toe means no rubbing, even on long days.'],
  ['comfort-cuff', 'A ribbed comfort cuff holds it up without pinching.'],
  ['cushioned-sole', 'A lightly cushioned sole gives extra comfort on busy days.'],
];

const PATTERN_NOUN: Record<PatternGroup, string> = {
  stripes: 'stripes',
  dots: 'dots',
  argyle: 'argyle diamonds',
  solid: 'ribbing',
  animals: 'animal faces',
  fruit: 'fruit',
  hearts: 'hearts',
  geometric: 'zigzags',
};

const KIDS_LINES = [
  'Sized for little feet and easy to pull on, even in a hurry before school.',
  'Made to survive the playground, the garden and the washing machine.',
  'Soft, stretchy and tested for the most active little legs.',
];

const CLOSERS = [
  'Designed in Amsterdam.',
  'Knitted in a family-run mill in Portugal.',
  'Mix and match with its sister colours.',
  'Made in Portugal from certified yarns.',
  'Designed in our Amsterdam studio and knitted in Portugal.',
  '',
];

// ---------------------------------------------------------------------------------------------
// Generation

interface Design {
  family: string;
  code: string;
  ageGroup: AgeGroup;
  gift: boolean;
  packSize: number;
  pattern: PatternGroup;
  silhouette: Silhouette;
  gender: 'men' | 'women' | 'unisex';
  sizes: readonly { label: string; value: string }[];
  blend: Blend;
  priceEur: number;
  features: string[];
  occasion: string;
  primaries: ColourName[];
}

function pickSizes(rng: Rng, ageGroup: AgeGroup, gender: Design['gender'], gift: boolean): { label: string; value: string }[] {
  const adult = (labels: readonly string[]): { label: string; value: string }[] => labels.map((l) => ({ label: l, value: l }));
  if (ageGroup === 'kids') {
    const length = gift ? 3 : rng.int(3, 5);
    const start = rng.int(0, KIDS_SIZES.length - length);
    return KIDS_SIZES.slice(start, start + length).map((s) => ({ label: s.label, value: s.value }));
  }
  if (gift) return adult(['36-40', '41-46']);
  if (gender === 'men') return adult(rng.chance(0.6) ? ['41-46'] : ['39-42', '43-46']);
  if (gender === 'women') return adult(rng.chance(0.6) ? ['36-40'] : ['35-38', '39-42']);
  return adult(rng.chance(0.75) ? ['36-40', '41-46'] : ['35-38', '39-42', '43-46']);
}

function pickPrice(rng: Rng, design: Pick<Design, 'ageGroup' | 'gift' | 'packSize' | 'silhouette' | 'blend'>): number {
  if (design.gift) {
    const byPack: Record<number, readonly number[]> = { 3: [29.95, 34.95], 4: [39.95, 44.95], 6: [54.95, 59.95] };
    return rng.pick(byPack[design.packSize] ?? [39.95]);
  }
  if (design.ageGroup === 'kids') return rng.pick([9.95, 9.95, 10.95, 11.95]);
  const base: Record<Silhouette, readonly number[]> = {
    sneaker: [9.95, 10.95, 11.95],
    ankle: [10.95, 11.95, 12.95],
    crew: [12.95, 13.95, 14.95],
    'knee-high': [14.95, 15.95],
  };
  const price = rng.pick(base[design.silhouette]);
  return Math.min(16.95, design.blend.wool ? price + 2 : price);
}

function createDesign(rng: Rng, used: Map<string, number>): Design {
  const ageGroup: AgeGroup = rng.chance(0.27) ? 'kids' : 'adults';
  const gift = rng.chance(ageGroup === 'kids' ? 0.1 : 0.12);
  const pattern = rng.weighted(PATTERN_WEIGHTS[ageGroup]);
  const silhouette: Silhouette = gift
    ? 'crew'
    : ageGroup === 'kids'
      ? rng.weighted<Silhouette>([
          ['crew', 6],
          ['knee-high', 2],
          ['ankle', 2],
        ])
      : rng.weighted<Silhouette>([
          ['crew', 45],
          ['ankle', 20],
          ['sneaker', 25],
          ['knee-high', 10],
        ]);
  const gender: Design['gender'] =
    ageGroup === 'kids' || gift
      ? 'unisex'
      : rng.weighted([
          ['unisex', 55],
          ['men', 22],
          ['women', 23],
        ] as const);
  const packSize = gift ? rng.pick([3, 4, 4, 6]) : 1;

  let base: string;
  if (gift) base = `${rng.pick(ageGroup === 'kids' ? KIDS_GIFT_THEMES : GIFT_THEMES)}`;
  else if (ageGroup === 'kids') base = `${rng.pick(KIDS_PREFIXES)} ${rng.pick(MOTIFS[pattern].kids)}`;
  else base = `${rng.pick(ADULT_PREFIXES)} ${rng.pick(MOTIFS[pattern].adults)}`;
  const usedKey = `${ageGroup}|${gift}|${base}`;
  const seen = used.get(usedKey) ?? 0;
  used.set(usedKey, seen + 1);
  const family = seen === 0 ? base : `${base} ${seen + 1}`;
  const code = `${ageGroup === 'kids' ? 'K-' : ''}${gift ? 'GB-' : ''}${slugify(family).toUpperCase()}`;

  let blend = rng.weighted(BLENDS);
  const woolOk = ageGroup === 'adults' && !gift && (silhouette === 'crew' || silhouette === 'knee-high');
  while (blend.wool && !woolOk) blend = rng.weighted(BLENDS);

  const features = [...blend.features];
  for (const [key] of rng.shuffle(CONSTRUCTION).slice(0, rng.int(1, 2))) features.push(key);
  if (silhouette === 'sneaker') features.push('heel-grip');
  if (ageGroup === 'kids') features.push('anti-slip');
  if (gift) features.push('gift-ready');

  const occasion = gift
    ? 'gifting'
    : ageGroup === 'kids'
      ? rng.pick(['school', 'playtime', 'everyday'])
      : silhouette === 'sneaker'
        ? rng.pick(['sport', 'everyday'])
        : blend.wool
          ? rng.pick(['outdoor', 'winter'])
          : pattern === 'argyle' || pattern === 'solid'
            ? rng.pick(['office', 'everyday', 'smart casual'])
            : rng.pick(['everyday', 'weekend', 'party']);

  const colourwayCount = gift ? rng.int(1, 2) : ageGroup === 'kids' ? rng.int(2, 4) : rng.int(2, 5);
  const pool = rng.shuffle(ageGroup === 'kids' ? KIDS_PRIMARIES : ADULT_PRIMARIES);
  const primaries: ColourName[] = [];
  if (gift || (pattern !== 'solid' && rng.chance(0.08))) primaries.push('multicolour');
  while (primaries.length < colourwayCount) {
    const colour = rng.weighted(pool.filter(([c]) => !primaries.includes(c)));
    primaries.push(colour);
  }

  const partial = { ageGroup, gift, packSize, silhouette, blend };
  return {
    family,
    code,
    ageGroup,
    gift,
    packSize,
    pattern,
    silhouette,
    gender,
    sizes: pickSizes(rng, ageGroup, gender, gift),
    blend,
    priceEur: pickPrice(rng, partial),
    features,
    occasion,
    primaries,
  };
}

function stockLevel(rng: Rng): number {
  const r = rng.next();
  if (r < 0.08) return 0;
  if (r < 0.18) return rng.int(1, 5);
  return rng.int(6, 240);
}

function washing(rng: Rng, blend: Blend, primary: ColourName): string[] {
  if (blend.wool) {
    return ['Machine wash at 30°C on a wool programme', 'Use a mild detergent', 'Do not tumble dry', 'Dry flat', 'Do not bleach'];
  }
  const temp = primary === 'white' && rng.chance(0.5) ? '60°C' : '40°C';
  const extras = rng.shuffle(['Wash inside out', 'Wash with similar colours', 'Do not iron', 'Do not dry clean']).slice(0, 2);
  return [`Machine wash at ${temp}`, ...extras, 'Do not bleach', rng.chance(0.5) ? 'Do not tumble dry' : 'Tumble dry on low heat'];
}

interface ProductPlan {
  design: Design;
  primary: ColourName;
  secondary: ColourName | undefined;
  sku: string;
}

function buildProduct(rng: Rng, index: number, plan: ProductPlan, linked: string[]): CatalogueProduct {
  const { design, primary, secondary, sku } = plan;
  const id = `p-${String(index + 1).padStart(5, '0')}`;
  const colourTitle = titleCase(primary);
  const silLabel = SILHOUETTE_LABEL[design.silhouette];
  const name = design.gift
    ? `${design.ageGroup === 'kids' ? "Kids' " : ''}${design.family} Gift Box (${design.packSize} Pairs) – ${colourTitle}`
    : `${design.ageGroup === 'kids' ? "Kids' " : ''}${design.family} ${silLabel} Socks – ${colourTitle}`;
  const slug = slugify(name);

  // Lifecycle flags
  const comingSoon = !design.gift && rng.chance(0.02);
  const newIn = comingSoon || rng.chance(0.1);
  const outlet = !newIn && rng.chance(design.gift ? 0.08 : 0.13);
  const seasonalClearance = !newIn && !outlet && rng.chance(0.09);
  const discount = outlet || seasonalClearance ? rng.pick([20, 25, 30, 40, 50]) : 0;
  const soldInUs = rng.chance(0.4);

  // Variants
  const price = priceAll(design.priceEur, discount);
  const variants: CatalogueVariant[] = [];
  const regions: ('NL' | 'US')[] = soldInUs ? ['NL', 'US'] : ['NL'];
  for (const region of regions) {
    for (const size of design.sizes) {
      const stock = comingSoon ? 0 : stockLevel(rng);
      variants.push({
        id: `${id}-v${String(variants.length + 1).padStart(2, '0')}`,
        sku: region === 'US' ? `${sku}-UP-${size.value}` : `${sku}-${size.value}`,
        size: { label: size.label, value: size.value },
        stock: region === 'US' ? { nl: 0, us: stock } : { nl: stock, us: 0 },
        price: structuredClone(price),
        region,
      });
    }
  }
  const levels = variants.map((v) => v.stock.nl + v.stock.us);

  // Collections, categories, badges
  const collections: CollectionSlug[] = [];
  if (design.gift) collections.push('gift-boxes');
  if (design.ageGroup === 'kids') collections.push('kids-socks');
  else if (!design.gift) {
    if (design.silhouette === 'sneaker') collections.push('sneaker-socks');
    if (design.silhouette === 'sneaker' || design.silhouette === 'ankle') collections.push('low-socks');
    if (design.gender !== 'women') collections.push('socks-for-men');
    if (design.gender !== 'men') collections.push('socks-for-women');
  }
  if (outlet) collections.push('outlet');
  if (newIn) collections.push('new-in');

  const categories = [`${design.ageGroup}/socks`];
  if (design.gift) categories.push(`${design.ageGroup}/gift-boxes`);
  else categories.push(`${design.ageGroup}/socks/${design.silhouette}`);
  for (const c of collections) if (c !== 'outlet') categories.push(`collection/${c}`);
  if (outlet) categories.push('outlet/all', `outlet/${design.ageGroup}`);
  if (seasonalClearance) categories.push('sale/seasonal-clearance');

  const badges: Badge[] = [];
  if (newIn) badges.push('new');
  if (comingSoon) badges.push('coming-soon');
  if (outlet || seasonalClearance) badges.push('last-chance');
  if (!comingSoon) {
    if (levels.some((n) => n > 0 && n <= 5)) badges.push('low-stock');
    else if (levels.every((n) => n > 0)) badges.push('in-stock');
  }
  if (!newIn && rng.chance(0.15)) badges.push('bestsellers');
  if (design.gift || (design.pattern === 'hearts' && rng.chance(0.5)) || rng.chance(0.04)) badges.push('gift-idea');

  // Colours
  const colours: ColourName[] = [primary];
  if (secondary !== undefined && secondary !== primary) colours.push(secondary);
  if (primary === 'multicolour') {
    for (const extra of rng.shuffle(['red', 'yellow', 'blue', 'green', 'pink'] as const).slice(0, 3))
      if (!colours.includes(extra)) colours.push(extra);
  }

  // Materials and information
  const compositions = design.blend.parts.map(([material, percentage]) => ({ material, percentage }));
  const composition = compositions.map((c) => `${c.percentage}% ${c.material}`).join(', ');
  const legalMaterials = `Body: ${composition}. Exclusive of decoration.${design.blend.wool ? ' Wool from non-mulesed sheep.' : ''}`;
  const materials = compositions.map((c) => c.material);

  // Description
  const accentName = secondary ?? 'tonal';
  const vars = { family: design.family, colour: primary, accent: accentName, silhouette: silLabel.toLowerCase() };
  const mainMaterial = compositions[0]?.material ?? 'cotton';
  const materialKey = design.blend.features.includes('recycled') && rng.chance(0.5) ? 'recycled' : mainMaterial;
  const parts: string[] = [];
  if (design.gift) {
    const named = colours.filter((c) => c !== 'multicolour').slice(0, 3);
    const mix = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}` : (named[0] ?? '');
    parts.push(
      fill(
        rng.pick([
          'A {n}-pair gift box of our {family} favourites in {mix}, packed in a recyclable box ready to give.',
          'Wrapped and ready: {n} pairs of {family} socks in {mix}, the easiest birthday present you will ever buy.',
          'Treat someone (or yourself) to {n} pairs in {mix}, tucked into our signature {family} gift box.',
        ]),
        { n: String(design.packSize), family: design.family, mix: mix === '' ? 'mixed colours' : mix },
      ),
    );
  } else {
    parts.push(fill(rng.pick(OPENERS[design.pattern]), vars));
  }
  parts.push(rng.pick(MATERIAL_LINES[materialKey] ?? MATERIAL_LINES.cotton ?? ['']));
  if (!design.gift) parts.push(rng.pick(SILHOUETTE_LINES[design.silhouette]));
  for (const [key, line] of CONSTRUCTION) if (design.features.includes(key) && rng.chance(0.8)) parts.push(line);
  if (design.ageGroup === 'kids') parts.push(rng.pick(KIDS_LINES));
  if (seasonalClearance) parts.push('Part of our seasonal clearance, so grab your size while it lasts.');
  parts.push(rng.pick(CLOSERS));
  const full = parts
    .filter((p) => p !== '')
    .map(capitalise)
    .join(' ');

  const patternPhrase = design.pattern === 'solid' ? '' : ` with ${secondary ?? 'tonal'} ${PATTERN_NOUN[design.pattern]}`;
  const short = design.gift
    ? `${design.packSize} pairs of ${design.family} socks in a gift box, made from ${mainMaterial}.`
    : capitalise(
        fill(
          rng.pick([
            '{colour} {sil} socks{pattern}, made from {material}.',
            '{material} {sil} socks in {colour}{pattern}.',
            'Soft {colour} {sil} socks{pattern} in {material}.',
          ]),
          { colour: primary, sil: silLabel.toLowerCase(), pattern: patternPhrase, material: mainMaterial },
        ),
      );

  // Media
  const base = `/images/products/${sku}.svg`;
  const backgroundColor = softBackground(primary);
  const media = {
    hero: { thumbnail: `${base}?width=320`, small: `${base}?width=720`, large: `${base}?width=1920`, original: base },
    alternate: `${base}?view=pair`,
    images: [
      { url: base, alt: `${name}, packshot`, position: 1, backgroundColor, imageType: 'packshot' as const },
      {
        url: `${base}?view=pair`,
        alt: `${name}, styled pair`,
        position: 2,
        backgroundColor,
        imageType: 'model' as const,
      },
    ],
  };

  // Dates: created between 2023-01-10 and the seed date; new-in within its last 45 days.
  const seedTime = Date.parse(SEED_UPDATED_AT);
  const createdDaysAgo = newIn ? rng.int(1, 45) : rng.int(60, 870);
  const createdAt = new Date(seedTime - createdDaysAgo * 86_400_000 - rng.int(0, 36_000) * 1000).toISOString();

  const displayFeatures = [...new Set(design.features)];
  const product: CatalogueProduct = {
    id,
    _id: { id, kind: 'product' },
    sku,
    name,
    slug,
    updateReason: 'seed',
    updatedAt: SEED_UPDATED_AT,
    recommended: rng.chance(0.94),
    ageGroup: design.ageGroup,
    family: design.family,
    silhouette: design.silhouette,
    patternGroup: design.pattern,
    collections,
    categories,
    color: secondary === undefined ? { primary } : { primary, secondary },
    colours,
    materials,
    badges,
    linkedProducts: linked,
    seasonalClearance,
    description: { full, short },
    information: {
      composition,
      compositions,
      legalMaterials,
      washingInstructions: washing(rng, design.blend, primary),
      sizeGuideBlock: design.ageGroup === 'kids' ? 'size-guide-kids' : 'size-guide-adults',
      occasion: design.occasion,
      ageGroup: design.ageGroup,
      family: design.family,
      silhouette: design.silhouette,
    },
    certifications: [...design.blend.certifications],
    displayFeatures,
    media,
    meta: {
      title: `${name} | Argyle`,
      description: short.length > 155 ? `${short.slice(0, 152)}...` : short,
    },
    variants,
    createdAt,
  };
  return product;
}

/** Options of the generator. @example generateCatalogue({ count: 420, seed: DEFAULT_SEED }) */
export interface GenerateOptions {
  count?: number;
  seed?: number;
}

/**
 * Generates the catalogue: `count` parent products grouped into designs with 1-5 colourways
 * each, linked to one another. Same options, same output.
 * @example generateCatalogue({ count: 10 }).length // 10
 */
export function generateCatalogue(options: GenerateOptions = {}): CatalogueProduct[] {
  const count = options.count ?? DEFAULT_COUNT;
  const rng = createRng(options.seed ?? DEFAULT_SEED);
  const used = new Map<string, number>();
  const products: CatalogueProduct[] = [];
  while (products.length < count) {
    const design = createDesign(rng, used);
    const plans: ProductPlan[] = design.primaries.slice(0, count - products.length).map((primary) => {
      const accents = ACCENTS[primary];
      const secondary = design.pattern === 'solid' && rng.chance(0.5) ? undefined : rng.pick(accents);
      return { design, primary, secondary, sku: `ARG-${design.code}-${COLOUR_CODE[primary]}` };
    });
    for (const plan of plans) {
      const linked = plans.filter((p) => p !== plan).map((p) => p.sku);
      products.push(buildProduct(rng, products.length, plan, linked));
    }
  }
  return products;
}

/**
 * Serialises products one per line, so diffs of the committed file stay readable.
 * @example serializeCatalogue(generateCatalogue({ count: 2 })).startsWith('[\n{') // true
 */
export function serializeCatalogue(products: readonly CatalogueProduct[]): string {
  return `[\n${products.map((p) => JSON.stringify(p)).join(',\n')}\n]\n`;
}

/** Serialises the facet config. @example serializeFacets().includes('"colours"') // true */
export function serializeFacets(): string {
  return `${JSON.stringify(FACETS, null, 2)}\n`;
}

function parseArgs(argv: readonly string[]): { count: number; seed: number; out: string | undefined } {
  let count = DEFAULT_COUNT;
  let seed = DEFAULT_SEED;
  let out: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1];
    if ((arg === '--count' || arg === '--seed' || arg === '--out') && value === undefined) throw new Error(`${arg} needs a value`);
    if (arg === '--count') {
      count = Number(value);
      i += 1;
      if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive integer, got ${value}`);
    } else if (arg === '--seed') {
      seed = Number(value);
      i += 1;
      if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${value}`);
    } else if (arg === '--out') {
      out = value;
      i += 1;
    } else {
      throw new Error(`Unknown argument ${arg}. Usage: generate.ts [--count N] [--seed S] [--out path]`);
    }
  }
  return { count, seed, out };
}

function main(): void {
  const { count, seed, out } = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const products = generateCatalogue({ count, seed });
  const here = fileURLToPath(new URL('.', import.meta.url));
  const target = out === undefined ? resolve(here, 'products.json') : resolve(out);
  writeFileSync(target, serializeCatalogue(products));
  if (out === undefined) writeFileSync(resolve(here, 'facets.json'), serializeFacets());
  const variants = products.reduce((n, p) => n + p.variants.length, 0);
  const ms = Math.round(performance.now() - started);
  console.log(`Wrote ${products.length} products (${variants} variants) to ${target} in ${ms} ms`);
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(resolve(entry)).href) main();
