// One address (shipping or billing) for the market's country: names, street lines, postcode
// (optional for IE and AE), city and the region list where the country has one. Each control
// carries the `{section} {field}` autocomplete token, so browsers fill the right address.
import { postCodeRequired, type AddressField, type AddressForm, type Region } from '../../../markets';
import { useT } from '../../i18n';
import { SelectField, TextField } from './fields';
import { ADDRESS_LABELS, fieldId, type FormPart } from './problems';

interface Props {
  part: Extract<FormPart, 'shipping' | 'billing'>;
  address: AddressForm;
  countryName: string;
  regions: readonly Region[];
  onChange: (address: AddressForm) => void;
  errorOf: (id: string) => string | undefined;
}

export function AddressFields({ part, address, countryName, regions, onChange, errorOf }: Props) {
  const t = useT();
  const field = (name: AddressField, autoComplete: string, required = true) => {
    const id = fieldId(part, name);
    return {
      id,
      label: t(ADDRESS_LABELS[name]),
      required,
      error: errorOf(id),
      value: address[name],
      onValue: (value: string) => onChange({ ...address, [name]: value }),
      autoComplete: `${part} ${autoComplete}`,
    };
  };
  return (
    <div className="address-fields">
      <TextField {...field('firstName', 'given-name')} />
      <TextField {...field('lastName', 'family-name')} />
      <TextField {...field('street0', 'address-line1')} wide />
      <TextField {...field('street1', 'address-line2', false)} wide />
      <TextField {...field('postCode', 'postal-code', postCodeRequired(address.country))} />
      <TextField {...field('city', 'address-level2')} />
      {regions.length > 0 && <SelectField {...field('region', 'address-level1', false)} options={regions} />}
      <p className="address-country">
        <span className="address-country__label">{t('country')}</span> {countryName}
      </p>
    </div>
  );
}
