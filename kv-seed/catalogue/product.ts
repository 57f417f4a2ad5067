// One parent product from a design and a colourway: variants per size and warehouse with
// prices and stock, collections, categories and badges, description, media and dates.
import type { ColourName } from '../../markets';
import { FEATURES, type Badge, type CollectionSlug, type Feature } from '../../markets/catalogue-vocabulary';
import { softBackground } from '../../worker/catalogue/sock-image';
import type { Blend } from './blends';
import { productPhoto, type ProductPhoto } from './photos';
import { CONSTRUCTION } from './blends';
import {
  capitalise,
  CLOSERS,
  fill,
  KIDS_LINES,
  MATERIAL_LINES,
  OPENERS,
  PATTERN_NOUN,
  SILHOUETTE_LABEL,
  SILHOUETTE_LINES,
  slugify,
  titleCase,
} from './descriptions';
import type { Design } from './design';
import { priceAll } from './prices';
import type { Rng } from './random';
import type { CatalogueProduct, CatalogueVariant } from './types';

/** updatedAt of every seeded product. @example SEED_UPDATED_AT.startsWith('2025') // true */
export const SEED_UPDATED_AT = '2025-06-01T08:00:00.000Z';

/** Filterable features: the display features that are in the vocabulary, plus knee-high by length. */
function featuresOf(design: Design): Feature[] {
  const all: string[] = [...(design.silhouette === 'knee-high' ? ['knee-high'] : []), ...design.features];
  return [...new Set(all)].filter((f): f is Feature => (FEATURES as readonly string[]).includes(f));
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

export interface ProductPlan {
  design: Design;
  primary: ColourName;
  secondary: ColourName | undefined;
  sku: string;
}

export function buildProduct(rng: Rng, index: number, plan: ProductPlan, linked: string[]): CatalogueProduct {
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

  // Media: the photos (decision 068), versioned by their drawing, each with its placeholder.
  const backgroundColor = softBackground(primary);
  const drawn = {
    color: secondary === undefined ? { primary } : { primary, secondary },
    patternGroup: design.pattern,
    silhouette: design.silhouette,
  };
  const single = productPhoto(drawn, sku, 'single');
  const pair = productPhoto(drawn, sku, 'pair');
  const placeholder = (photo: ProductPhoto) => (photo.placeholder ? { placeholder: photo.placeholder } : {});
  const media = {
    hero: {
      thumbnail: `${single.url}&width=320`,
      small: `${single.url}&width=720`,
      large: `${single.url}&width=1920`,
      original: single.url,
    },
    alternate: pair.url,
    images: [
      { url: single.url, alt: `${name}, packshot`, position: 1, backgroundColor, imageType: 'packshot' as const, ...placeholder(single) },
      { url: pair.url, alt: `${name}, styled pair`, position: 2, backgroundColor, imageType: 'model' as const, ...placeholder(pair) },
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
    features: featuresOf(design),
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
