// A design: one name, pattern, silhouette, blend, size range and price, sold in one to five
// colourways (each colourway is a parent product).
import type { ColourName } from '../../markets';
import { KIDS_SIZES, type AgeGroup, type PatternGroup, type Silhouette } from '../../markets/catalogue-vocabulary';
import { BLENDS, CONSTRUCTION, type Blend } from './blends';
import { slugify } from './descriptions';
import { ADULT_PREFIXES, GIFT_THEMES, KIDS_GIFT_THEMES, KIDS_PREFIXES, MOTIFS } from './names';
import { ADULT_PRIMARIES, KIDS_PRIMARIES } from './palette';
import type { Rng } from './random';

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

export interface Design {
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

export function createDesign(rng: Rng, used: Map<string, number>): Design {
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
