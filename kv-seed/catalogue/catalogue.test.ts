// Checks the committed catalogue seed (products.json) against the rules of the generator.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOLS, type CurrencyCode } from '../../markets';
import { COLLECTIONS, FEATURES } from '../../markets/catalogue-vocabulary';
import { DEFAULT_COUNT, DEFAULT_SEED, generateCatalogue, priceAll, serializeCatalogue } from './generate';
import { drawingVersion, productDrawing, renderSockSvg } from '../../worker/catalogue/sock-image';
import type { CatalogueProduct } from './types';

const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as CurrencyCode[];

const productsText = readFileSync(new URL('./products.json', import.meta.url), 'utf8');
const products = JSON.parse(productsText) as CatalogueProduct[];
const variants = products.flatMap((p) => p.variants);
const isDiscounted = (p: CatalogueProduct): boolean => p.collections.includes('outlet') || p.seasonalClearance;

describe('products.json', () => {
  it('has at least 400 valid products for adults and kids', () => {
    expect(products.length).toBeGreaterThanOrEqual(400);
    expect(products.some((p) => p.ageGroup === 'adults')).toBe(true);
    expect(products.some((p) => p.ageGroup === 'kids')).toBe(true);
    for (const p of products) {
      expect(p._id).toEqual({ id: p.id, kind: 'product' });
      expect(p.updateReason).toBe('seed');
      expect(p.sku).toMatch(/^ARG-[A-Z0-9-]+$/);
      expect(p.variants.length).toBeGreaterThan(0);
      expect(p.description.full.length).toBeGreaterThan(p.description.short.length);
      expect(p.information.compositions.reduce((n, c) => n + c.percentage, 0)).toBe(100);
      expect(p.certifications.length).toBeGreaterThan(0);
      expect(p.information.washingInstructions.length).toBeGreaterThan(0);
      // Photos versioned by their drawing (decision 068), each with its inline placeholder.
      for (const [i, view] of (['single', 'pair'] as const).entries()) {
        const image = p.media.images[i];
        expect(image?.url).toBe(`/images/products/${p.sku}/${view}?v=${drawingVersion(productDrawing(p, view))}`);
        expect(image?.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
        expect(image?.placeholder?.length).toBeLessThan(700);
      }
      expect(p.media.hero.original).toBe(p.media.images[0]?.url);
      expect(p.media.hero.small).toBe(`${p.media.images[0]?.url}&width=720`);
    }
  });

  it('has unique ids, parent SKUs and slugs, some not recommended', () => {
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(products.filter((p) => !p.recommended).length).toBeGreaterThan(0);
    expect(products.filter((p) => p.recommended).length).toBeGreaterThan(products.length * 0.8);
  });

  it('fills every collection', () => {
    for (const collection of COLLECTIONS) {
      expect(products.filter((p) => p.collections.includes(collection)).length, collection).toBeGreaterThan(0);
    }
    expect(products.some((p) => p.categories.includes('outlet/all'))).toBe(true);
    expect(products.some((p) => p.seasonalClearance)).toBe(true);
  });

  it('descriptions are varied', () => {
    expect(new Set(products.map((p) => p.description.full)).size).toBeGreaterThan(products.length * 0.9);
  });

  it('has unique variant SKUs built from the parent SKU', () => {
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
    expect(new Set(variants.map((v) => v.id)).size).toBe(variants.length);
    for (const p of products) for (const v of p.variants) expect(v.sku.startsWith(`${p.sku}-`)).toBe(true);
  });

  it('US variants contain -UP and hold US stock only; others NL stock only', () => {
    const us = variants.filter((v) => v.region === 'US');
    expect(us.length).toBeGreaterThan(0);
    const usProducts = products.filter((p) => p.variants.some((v) => v.region === 'US')).length;
    expect(usProducts / products.length).toBeGreaterThan(0.3);
    expect(usProducts / products.length).toBeLessThan(0.5);
    for (const v of variants) {
      expect(v.sku.includes('-UP'), v.sku).toBe(v.region === 'US');
      if (v.region === 'US') expect(v.stock.nl).toBe(0);
      else expect(v.stock.us).toBe(0);
    }
  });

  it('uses adult and kids size ranges', () => {
    const sizes = new Set(variants.map((v) => v.size.label));
    for (const s of ['36-40', '41-46', '0-6 Months', '1-2 Years', '9-12 Years']) expect(sizes.has(s), s).toBe(true);
    const kidsVariant = products.find((p) => p.ageGroup === 'kids')?.variants[0];
    expect(kidsVariant?.size.value).toMatch(/^\d+-\d+[MY]$/);
  });

  it('resolves every linked product', () => {
    const bySku = new Map(products.map((p) => [p.sku, p]));
    expect(products.filter((p) => p.linkedProducts.length > 0).length).toBeGreaterThan(products.length / 2);
    for (const p of products) {
      for (const sku of p.linkedProducts) {
        const linked = bySku.get(sku);
        expect(linked, `${p.sku} -> ${sku}`).toBeDefined();
        expect(linked?.family).toBe(p.family);
        expect(linked?.color.primary).not.toBe(p.color.primary);
      }
    }
  });

  it('prices every variant in every currency as integers, discounting only outlet and clearance', () => {
    let discounted = 0;
    for (const p of products) {
      for (const v of p.variants) {
        expect(Object.keys(v.price).sort()).toEqual([...CURRENCIES].sort());
        for (const currency of CURRENCIES) {
          const money = v.price[currency];
          expect(Number.isInteger(money.original) && Number.isInteger(money.final)).toBe(true);
          expect(money.final).toBeGreaterThan(0);
          if (isDiscounted(p)) {
            expect(money.final, `${v.sku} ${currency}`).toBeLessThan(money.original);
            const off = 1 - money.final / money.original;
            expect(off).toBeGreaterThan(0.12);
            expect(off).toBeLessThan(0.58);
          } else {
            expect(money.final).toBe(money.original);
          }
        }
      }
      if (isDiscounted(p)) discounted += 1;
    }
    expect(discounted).toBeGreaterThan(0);
  });

  it('keeps EUR prices realistic: singles 9.95-16.95, gift boxes 29.95-59.95', () => {
    for (const p of products) {
      const eur = p.variants[0]?.price.EUR.original ?? 0;
      if (p.collections.includes('gift-boxes')) expect(eur).toBeGreaterThanOrEqual(2995);
      else expect(eur).toBeGreaterThanOrEqual(995);
      expect(eur).toBeLessThanOrEqual(p.collections.includes('gift-boxes') ? 5995 : 1695);
      expect(eur % 100).toBe(95);
    }
  });

  it('has KRW as plausible whole-won amounts and whole units in SEK, NOK, DKK, CZK', () => {
    for (const v of variants) {
      const krw = v.price.KRW;
      expect(krw.original % 100).toBe(0);
      expect(krw.original).toBeGreaterThanOrEqual(9_000);
      expect(krw.original).toBeLessThanOrEqual(120_000);
      const ratio = krw.original / v.price.EUR.original; // won per euro cent
      expect(ratio).toBeGreaterThan(10);
      expect(ratio).toBeLessThan(20);
      for (const c of ['SEK', 'NOK', 'DKK', 'CZK'] as const) expect(v.price[c].original % 100).toBe(0);
    }
  });

  it('has plenty of stock with some low and some out', () => {
    const levels = variants.map((v) => v.stock.nl + v.stock.us);
    const low = levels.filter((n) => n >= 1 && n <= 5).length / levels.length;
    const out = levels.filter((n) => n === 0).length / levels.length;
    expect(low).toBeGreaterThan(0.04);
    expect(low).toBeLessThan(0.2);
    expect(out).toBeGreaterThan(0.03);
    expect(out).toBeLessThan(0.16);
    expect(products.some((p) => p.badges.includes('low-stock'))).toBe(true);
  });

  it('uses only known colour, material and badge values', () => {
    const colours = new Set([
      'beige',
      'black',
      'blue',
      'navy blue',
      'pink',
      'red',
      'white',
      'grey',
      'green',
      'yellow',
      'orange',
      'purple',
      'brown',
      'burgundy',
      'turquoise',
      'multicolour',
    ]);
    const materials = new Set([
      'cotton',
      'organic cotton',
      'recycled cotton',
      'bamboo',
      'wool',
      'merino wool',
      'recycled polyester',
      'polyamide',
      'elastane',
    ]);
    const badges = new Set(['new', 'last-chance', 'low-stock', 'in-stock', 'bestsellers', 'coming-soon', 'gift-idea']);
    for (const p of products) {
      expect(colours.has(p.color.primary)).toBe(true);
      if (p.color.secondary !== undefined) expect(colours.has(p.color.secondary)).toBe(true);
      for (const c of p.colours) expect(colours.has(c), c).toBe(true);
      for (const m of p.materials) expect(materials.has(m), m).toBe(true);
      for (const b of p.badges) expect(badges.has(b), b).toBe(true);
    }
  });

  it('is exactly what the generator produces (deterministic)', () => {
    const once = generateCatalogue({ count: DEFAULT_COUNT, seed: DEFAULT_SEED });
    const twice = generateCatalogue({ count: DEFAULT_COUNT, seed: DEFAULT_SEED });
    expect(twice).toEqual(once);
    expect(serializeCatalogue(once)).toBe(productsText);
    expect(generateCatalogue({ count: 30, seed: 7 })).not.toEqual(generateCatalogue({ count: 30, seed: 8 }));
  });

  it('produces exactly the requested count with valid links', () => {
    const small = generateCatalogue({ count: 7, seed: 3 });
    expect(small).toHaveLength(7);
    const skus = new Set(small.map((p) => p.sku));
    for (const p of small) for (const sku of p.linkedProducts) expect(skus.has(sku)).toBe(true);
  });
});

describe('priceAll', () => {
  it('rounds psychologically per currency', () => {
    const prices = priceAll(12.95, 0);
    expect(prices.EUR).toEqual({ original: 1295, final: 1295 });
    expect(prices.GBP.original % 100).toBe(95);
    expect(prices.SEK.original % 1000).toBe(900); // e.g. 149 kr
    expect(prices.KRW.original % 1000).toBe(900); // e.g. 18 900 won
    const sale = priceAll(12.95, 30);
    for (const c of CURRENCIES) expect(sale[c].final).toBeLessThan(sale[c].original);
  });
});

describe('features', () => {
  it('gives every knee-high sock the knee-high feature, and only features of the vocabulary', () => {
    for (const p of products) {
      expect(p.features.includes('knee-high')).toBe(p.silhouette === 'knee-high');
      for (const f of p.features) expect(FEATURES).toContain(f);
    }
  });

  it('sells recycled cotton socks', () => {
    expect(products.filter((p) => p.recommended && p.materials.includes('recycled cotton')).length).toBeGreaterThan(10);
  });
});

describe('images', () => {
  it('draws every product of the seed', () => {
    for (const p of products.slice(0, 60)) {
      const svg = renderSockSvg({
        colour: p.color.primary,
        secondary: p.color.secondary,
        pattern: p.patternGroup,
        silhouette: p.silhouette,
      });
      expect(svg).toMatch(/^<svg[^>]*viewBox=/);
    }
  });
});
