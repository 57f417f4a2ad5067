// What the filters apply once hydrated: boxes changed before they could listen (decision 040).
import { describe, expect, it } from 'vitest';
import type { ListingFacet } from '../../markets/catalogue-vocabulary';
import { ticksToApply, type FacetBox } from './listing-filters';

const boxes = (facet: ListingFacet, slugs: string[], checked: string[]): FacetBox[] =>
  slugs.map((slug) => ({ facet, slug, checked: checked.includes(slug) }));
const chosenFrom = (choice: Partial<Record<ListingFacet, string[]>>) => (facet: ListingFacet) => choice[facet] ?? [];

describe('ticksToApply', () => {
  it('is null when the boxes show what the query string chose', () => {
    const page = [...boxes('colours', ['black', 'navy-blue', 'red'], ['navy-blue']), ...boxes('sizes', ['s', 'm'], [])];
    expect(ticksToApply(page, chosenFrom({ colours: ['navy-blue'] }))).toBeNull();
  });

  it('adds a box ticked early after the values already chosen', () => {
    const page = boxes('colours', ['black', 'navy-blue', 'red'], ['black', 'navy-blue']);
    expect(ticksToApply(page, chosenFrom({ colours: ['navy-blue'] }))).toEqual({ colours: ['navy-blue', 'black'] });
  });

  it('drops a value whose box was cleared early, and leaves the other facets out', () => {
    const page = [...boxes('colours', ['black', 'red'], []), ...boxes('materials', ['wool'], ['wool'])];
    expect(ticksToApply(page, chosenFrom({ colours: ['red'], materials: ['wool'] }))).toEqual({ colours: [] });
  });

  it('applies boxes ticked in several facets in one choice', () => {
    const page = [...boxes('colours', ['black', 'red'], ['red']), ...boxes('sizes', ['s', 'm'], ['m'])];
    expect(ticksToApply(page, chosenFrom({}))).toEqual({ colours: ['red'], sizes: ['m'] });
  });

  it('keeps a chosen value that has no box on the page', () => {
    const page = boxes('colours', ['black'], ['black']);
    expect(ticksToApply(page, chosenFrom({ colours: ['teal'] }))).toEqual({ colours: ['teal', 'black'] });
  });
});
