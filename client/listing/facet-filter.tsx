// One facet (colours, materials, features or sizes) as a group of checkboxes with counts.
// Values are compared and written as slugs (decision 013). Choosing a value rewrites the query
// string: the page parameter is dropped, so the list starts again at 1.
import { colourHex } from '../../markets';
import { facetSlug, type ListingFacet } from '../../markets/catalogue-vocabulary';
import type { FacetValue } from '../queries/catalogue';

/** What a facet value reads as: catalogue words, features without their hyphens. */
const labelOf = (facet: ListingFacet, value: string) => (facet === 'features' ? value.replace(/-/g, ' ') : value);

export function FacetFilter(props: {
  name: ListingFacet;
  legend: string;
  values: FacetValue[];
  /** Chosen slugs. */
  selected: string[];
  /** A value chosen (`on`) or cleared: applied to the query string as it is then, not as rendered. */
  onChange: (slug: string, on: boolean) => void;
}) {
  const { name, values, selected } = props;
  if (values.length === 0) return null;
  return (
    <fieldset className="facet" data-facet={name}>
      <legend>{props.legend}</legend>
      <ul>
        {values.map(({ value, count }) => {
          const slug = facetSlug(value);
          const id = `facet-${name}-${slug}`;
          const checked = selected.includes(slug);
          return (
            <li key={value}>
              <input
                id={id}
                type="checkbox"
                value={slug}
                checked={checked}
                disabled={count === 0 && !checked}
                onChange={(e) => props.onChange(slug, e.currentTarget.checked)}
              />
              <label htmlFor={id}>
                {name === 'colours' ? (
                  <span className="swatch" style={{ background: colourHex(value) ?? 'transparent' }} aria-hidden="true" />
                ) : null}
                <span className="facet-value">{labelOf(name, value)}</span>
                <span className="facet-count">{count}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
