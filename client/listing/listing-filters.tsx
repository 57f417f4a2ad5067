// A listing's filters: the four facets' checkboxes and "Clear all filters". They are a boundary
// React hydrates in a later pass than the page (decision 050; 040's "facets later"): on a listing
// they were two thirds of the nodes hydrated with the page, and on a phone they start halfway
// down the first screen.
//
// A box ticked or cleared before the page's JavaScript ran had no handler: the browser changed
// it, and React keeps a checkbox's state as it finds it when hydrating. Once hydrated, the
// filters read the boxes and apply what the shopper chose, so nothing ticked early is lost or
// left shown without its filter.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { LISTING_FACETS, type ListingFacet } from '../../markets/catalogue-vocabulary';
import { Later } from '../components/later';
import { useT } from '../i18n';
import type { FacetValue } from '../queries/catalogue';
import { FacetFilter } from './facet-filter';
import type { FacetEdit } from './search-params';

interface ListingFiltersProps {
  facets: Partial<Record<ListingFacet, FacetValue[]>> | undefined;
  /** The chosen slugs of a facet (from the query string). */
  chosen: (facet: ListingFacet) => string[];
  /** Chooses or clears these values, on top of whatever else is chosen when it runs. */
  choose: (edits: FacetEdit[]) => void;
  clear: () => void;
  /** The price filter, after the facets; `priced` when it holds a range (an active filter too). */
  price?: ReactNode;
  priced?: boolean;
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
 * Where the boxes differ from the query string's choice: one edit per box, in the page's order
 * (so values ticked early follow those already chosen in the list's order). A chosen slug no box
 * lists stays chosen.
 */
export function ticksToApply(boxes: FacetBox[], chosen: (facet: ListingFacet) => string[]): FacetEdit[] {
  return boxes
    .filter(({ facet, slug, checked }) => chosen(facet).includes(slug) !== checked)
    .map(({ facet, slug, checked }) => ({ facet, slug, on: checked }));
}

function Filters(props: ListingFiltersProps) {
  const t = useT();
  const aside = useRef<HTMLElement>(null);
  const filtered = props.priced || LISTING_FACETS.some((facet) => props.chosen(facet).length > 0);
  // Once, when hydrated: boxes the shopper changed before this could listen.
  useLayoutEffect(() => {
    const edits = ticksToApply(boxesIn(aside.current), props.chosen);
    if (edits.length > 0) props.choose(edits);
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
          onChange={(slug, on) => props.choose([{ facet, slug, on }])}
        />
      ))}
      {props.price}
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
    <Later>
      <Filters {...props} />
    </Later>
  );
}
