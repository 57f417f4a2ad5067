import { describe, expect, it } from 'vitest';
import { listingOptions, productOptions, searchOptions, suggestOptions } from './catalogue';
import { layoutOptions } from './content';
import { createHttpApi } from './http-api';

const api = createHttpApi(() => Promise.reject(new Error('not called')));

describe('catalogue queries', () => {
  it.each([
    ['listing', listingOptions(api, 'uk', 'GB', 'adults/socks', {})],
    ['search', searchOptions(api, 'uk', 'GB', 'stripe', 1)],
    ['suggestions', suggestOptions(api, 'uk', 'GB', 'stripe', 8)],
    ['product', productOptions(api, 'uk', 'GB', 'SKU-1')],
  ])('keep %s answers fresh for the spec’s stale time of one hour', (_name, options) => {
    expect(options.staleTime).toBe(3600000);
  });

  it('use the same stale time as content queries', () => {
    expect(listingOptions(api, 'uk', 'GB', 'adults/socks', {}).staleTime).toBe(layoutOptions(api, 'uk').staleTime);
  });
});
