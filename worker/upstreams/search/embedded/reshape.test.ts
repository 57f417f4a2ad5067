import { describe, expect, it } from 'vitest';
import seeded from '../../../../kv-seed/catalogue/products.json';
import type { CatalogueRecord } from './catalogue';
import { parseRecord, toProduct } from './reshape';

const records = seeded as CatalogueRecord[];
const stored = (index: number) => JSON.stringify(records[index]);
const scope = { region: 'NL', currency: 'GBP' } as const;

describe('parseRecord', () => {
  it('parses a stored text once per isolate: the same text answers the same record', () => {
    const text = stored(0);
    const first = parseRecord(text);
    expect(first).toEqual(records[0]);
    // A new string with the same text, as each D1 answer brings.
    expect(parseRecord(text.slice(0, 1) + text.slice(1))).toBe(first);
  });

  it('parses a changed record anew', () => {
    const before = parseRecord(stored(1));
    const changed = { ...records[1], name: 'Renamed Socks' } as CatalogueRecord;
    const after = parseRecord(JSON.stringify(changed));
    expect(after).not.toBe(before);
    expect(after.name).toBe('Renamed Socks');
    expect(parseRecord(stored(1)).name).toBe(records[1]?.name);
  });

  it('shares records between requests frozen, so no reader can change another request’s answer', () => {
    const record = parseRecord(stored(2));
    expect(Object.isFrozen(record)).toBe(true);
    expect(Object.isFrozen(record.variants[0]?.price)).toBe(true);
    expect(() => {
      (record.variants as unknown[]).push({});
    }).toThrow(TypeError);
    // Answers are built from it, not in it.
    const product = toProduct(record, scope);
    expect(product.variants).not.toBe(record.variants);
  });

  it('throws on a text that is not JSON, every time', () => {
    expect(() => parseRecord('{"id":')).toThrow(SyntaxError);
    expect(() => parseRecord('{"id":')).toThrow(SyntaxError);
  });
});

describe('toProduct', () => {
  it('builds a shared record’s answer once per scope and variant, frozen', () => {
    const record = parseRecord(stored(3));
    const product = toProduct(record, scope);
    expect(toProduct(record, scope)).toBe(product);
    expect(Object.isFrozen(product.variants)).toBe(true);
    const inUsd = toProduct(record, { region: 'US', currency: 'USD' });
    expect(inUsd).not.toBe(product);
    expect(inUsd.currency).toBe('USD');
    const sku = product.variants[0]?.sku as string;
    expect(toProduct(record, scope, sku).variants.map((v) => v.sku)).toEqual([sku]);
  });

  it('answers the same for a shared record as for the caller’s own copy', () => {
    const own = JSON.parse(stored(4)) as CatalogueRecord;
    expect(toProduct(parseRecord(stored(4)), scope)).toEqual(toProduct(own, scope));
    // The caller's own record is not remembered: a new answer each time, which the caller may change.
    expect(toProduct(own, scope)).not.toBe(toProduct(own, scope));
    expect(Object.isFrozen(toProduct(own, scope))).toBe(false);
  });
});
