// One facet (colours or materials) as a group of checkboxes with counts. Choosing a value
// rewrites the query string: the page parameter is dropped, so the list starts again at 1.
import { colourHex } from '../../markets';
import type { FacetValue } from '../queries/catalogue';

export function FacetFilter(props: {
  name: 'colours' | 'materials';
  legend: string;
  values: FacetValue[];
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const { name, values, selected } = props;
  if (values.length === 0) return null;
  const toggle = (value: string) => props.onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <fieldset className="facet" data-facet={name}>
      <legend>{props.legend}</legend>
      <ul>
        {values.map(({ value, count }) => {
          const id = `facet-${name}-${value.replace(/\s+/g, '-')}`;
          const checked = selected.includes(value);
          return (
            <li key={value}>
              <input id={id} type="checkbox" checked={checked} disabled={count === 0 && !checked} onChange={() => toggle(value)} />
              <label htmlFor={id}>
                {name === 'colours' ? (
                  <span className="swatch" style={{ background: colourHex(value) ?? 'transparent' }} aria-hidden="true" />
                ) : null}
                <span className="facet-value">{value}</span>
                <span className="facet-count">{count}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
