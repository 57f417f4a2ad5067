// The country <select> of the switcher's dialog and of its form without scripts: every country by
// its name in the market's language, sorted (country-names.ts).
import type { ComponentProps } from 'react';
import type { Market } from '../../markets';
import { countryOptions } from './country-names';

type SelectProps = Omit<ComponentProps<'select'>, 'name' | 'children'>;

export function CountrySelect({ language, ...select }: { language: Market['language'] } & SelectProps) {
  return (
    <select name="country" {...select}>
      {countryOptions(language).map((o) => (
        <option key={o.code} value={o.code}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
