// A listing's filters: the four facets' checkboxes and "Clear all filters". They hydrate in a task
// after the page's (decision 040, 2026-11-24 "facets later"): on a listing they were two thirds of
// the nodes hydrated with the page, and on a phone they start halfway down the first screen.
//
// A box ticked or cleared before its group hydrated has no handler yet: the browser changed it,
// and Preact keeps a checkbox's state as it finds it when hydrating. Once hydrated, the filters
// read the boxes and apply what the shopper chose, so nothing ticked early is lost or left shown
// without its filter.
import { useLayoutEffect, useRef } from 'react';
import { LISTING_FACETS, type ListingFacet } from '../../markets/catalogue-vocabulary';
import { HydrateLater } from '../components/hydrate-later';
import { useT } from '../i18n';
import type { FacetValue } from '../queries/catalogue';
import { FacetFilter } from './facet-filter';

/** The filters' hydration group: before the product cards below the first row (ProductGrid's `firstGroup`). */
export const FILTERS_GROUP = 0;

export type FacetChoice = Partial<Record<ListingFacet, string[]>>;

interface ListingFiltersProps {
  facets: Partial<Record<ListingFacet, FacetValue[]>> | undefined;
  /** The chosen slugs of a facet (from the query string). */
  chosen: (facet: ListingFacet) => string[];
  /** Applies these facets' chosen slugs (the others stay as they are). */
  choose: (choice: FacetChoice) => void;
  clear: () => void;
}

/** A facet value's checkbox as the page shows it. */
export interface FacetBox {
  facet: ListingFacet;
  slug: string;
  checked: boolean;
}

/** The facet checkboxes inside `root` (FacetFilter's markup: `[data-facet]` fieldsets). */
function boxesIn(root: HTMLElement | null): FacetBox[] {
  const boxes: FacetBox[] = [];
  for (const fieldset of root?.querySelectorAll<HTMLElement>('[data-facet]') ?? []) {
    const facet = fieldset.dataset.facet as ListingFacet;
    if (!LISTING_FACETS.includes(facet)) continue;
    for (const box of fieldset.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
      boxes.push({ facet, slug: box.value, checked: box.checked });
  }
  return boxes;
}

/**
 * The chosen slugs the boxes show where they differ from the query string's, or null when all
 * agree. Slugs already chosen keep their order; newly ticked ones follow in the list's order.
 */
export function ticksToApply(boxes: FacetBox[], chosen: (facet: ListingFacet) => string[]): FacetChoice | null {
  const ticked: Partial<Record<ListingFacet, Set<string>>> = {};
  const order: Partial<Record<ListingFacet, string[]>> = {};
  for (const { facet, slug, checked } of boxes) {
    (order[facet] ??= []).push(slug);
    if (checked) (ticked[facet] ??= new Set()).add(slug);
  }
  let choice: FacetChoice | null = null;
  for (const facet of LISTING_FACETS) {
    const listed = order[facet];
    if (!listed) continue;
    const now = ticked[facet] ?? new Set<string>();
    const before = chosen(facet);
    // Only values with a box can differ: a chosen slug no box lists stays chosen.
    const kept = before.filter((slug) => !listed.includes(slug) || now.has(slug));
    const added = listed.filter((slug) => now.has(slug) && !before.includes(slug));
    if (added.length === 0 && kept.length === before.length) continue;
    (choice ??= {})[facet] = [...kept, ...added];
  }
  return choice;
}

function Filters(props: ListingFiltersProps) {
  const t = useT();
  const aside = useRef<HTMLElement>(null);
  const filtered = LISTING_FACETS.some((facet) => props.chosen(facet).length > 0);
  // Once, when hydrated: boxes the shopper changed before this could listen.
  useLayoutEffect(() => {
    const choice = ticksToApply(boxesIn(aside.current), props.chosen);
    if (choice) props.choose(choice);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was changed before hydration
  }, []);
  return (
    <aside ref={aside} className="listing-filters" aria-label={t('filters')}>
      {LISTING_FACETS.map((facet) => (
        <FacetFilter
          key={facet}
          name={facet}
          legend={t(facet)}
          values={props.facets?.[facet] ?? []}
          selected={props.chosen(facet)}
          onChange={(slugs) => props.choose({ [facet]: slugs })}
        />
      ))}
      {filtered ? (
        <button type="button" className="link-button" onClick={props.clear}>
          {t('clearFilters')}
        </button>
      ) : null}
    </aside>
  );
}

export function ListingFilters(props: ListingFiltersProps) {
  return (
    <HydrateLater group={FILTERS_GROUP}>
      <Filters {...props} />
    </HydrateLater>
  );
}
