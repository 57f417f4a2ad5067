// What the filters apply once hydrated: boxes changed before they could listen (decision 040),
// as edits on top of whatever the query string chose by then.
import { describe, expect, it } from 'vitest';
import type { ListingFacet } from '../../markets/catalogue-vocabulary';
import { ticksToApply, type FacetBox } from './listing-filters';
import { withFacetEdits, type ListingParams } from './search-params';

const boxes = (facet: ListingFacet, slugs: string[], checked: string[]): FacetBox[] =>
  slugs.map((slug) => ({ facet, slug, checked: checked.includes(slug) }));
const chosenFrom = (params: ListingParams) => (facet: ListingFacet) => params[facet]?.split(',') ?? [];
/** What the query string becomes: the boxes' edits applied to what `params` chose. */
const applied = (page: FacetBox[], params: ListingParams) => withFacetEdits(params, ticksToApply(page, chosenFrom(params)));

describe('ticksToApply', () => {
  it('has nothing to apply when the boxes show what the query string chose', () => {
    const page = [...boxes('colours', ['black', 'navy-blue', 'red'], ['navy-blue']), ...boxes('sizes', ['s', 'm'], [])];
    expect(ticksToApply(page, chosenFrom({ colours: 'navy-blue' }))).toEqual([]);
  });

  it('adds a box ticked early after the values already chosen', () => {
    const page = boxes('colours', ['black', 'navy-blue', 'red'], ['black', 'navy-blue']);
    expect(applied(page, { colours: 'navy-blue' })).toEqual({ colours: 'navy-blue,black' });
  });

  it('drops a value whose box was cleared early, and leaves the other facets as they are', () => {
    const page = [...boxes('colours', ['black', 'red'], []), ...boxes('materials', ['wool'], ['wool'])];
    expect(ticksToApply(page, chosenFrom({ colours: 'red', materials: 'wool' }))).toEqual([{ facet: 'colours', slug: 'red', on: false }]);
    expect(applied(page, { colours: 'red', materials: 'wool', sortBy: 'newest' })).toEqual({ materials: 'wool', sortBy: 'newest' });
  });

  it('applies boxes ticked in several facets at once', () => {
    const page = [...boxes('colours', ['black', 'red'], ['red']), ...boxes('sizes', ['s', 'm'], ['m'])];
    expect(applied(page, {})).toEqual({ colours: 'red', sizes: 'm' });
  });

  it('keeps a chosen value that has no box on the page', () => {
    const page = boxes('colours', ['black'], ['black']);
    expect(applied(page, { colours: 'teal' })).toEqual({ colours: 'teal,black' });
  });
});

describe('withFacetEdits', () => {
  it('builds each edit on the one before, keeping the sort', () => {
    const edits = [
      { facet: 'colours', slug: 'black', on: true },
      { facet: 'colours', slug: 'navy-blue', on: true },
      { facet: 'materials', slug: 'wool', on: true },
      { facet: 'colours', slug: 'black', on: false },
    ] as const;
    expect(withFacetEdits({ sortBy: 'newest' }, edits)).toEqual({ colours: 'navy-blue', materials: 'wool', sortBy: 'newest' });
  });

  it('keeps a value chosen twice in its place, and drops a facet left empty', () => {
    expect(withFacetEdits({ colours: 'red,black' }, [{ facet: 'colours', slug: 'red', on: true }])).toEqual({ colours: 'red,black' });
    expect(withFacetEdits({ colours: 'red' }, [{ facet: 'colours', slug: 'red', on: false }])).toEqual({ colours: undefined });
  });
});
