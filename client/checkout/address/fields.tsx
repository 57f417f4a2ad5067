// The address step's form controls: a visible label for each, "(optional)" where a field may
// stay empty, and the field's error tied to it (aria-invalid, aria-describedby), so screen
// readers announce what is wrong where the shopper is.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useT } from '../../i18n';
import { errorId } from './problems';

interface FieldProps {
  id: string;
  label: string;
  required: boolean;
  error?: string;
  hint?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

/** What ties a control to its label, hint and error. */
const controlProps = ({ id, required, error, hint }: Pick<FieldProps, 'id' | 'required' | 'error' | 'hint'>) => ({
  id,
  name: id,
  required,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint && `${id}-hint`, error && errorId(id)].filter(Boolean).join(' ') || undefined,
});

function Field({ id, label, required, error, hint, wide, children }: FieldProps & { children: ReactNode }) {
  const t = useT();
  return (
    <div className={`address-field${wide ? ' address-field--wide' : ''}`} data-invalid={error ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {!required && <span className="address-field__optional"> ({t('optional')})</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="address-field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId(id)} className="address-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface ValueProps {
  value: string;
  onValue: (value: string) => void;
}

type TextFieldProps = FieldProps & ValueProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps | 'value' | 'onChange'>;

export function TextField({ id, label, required, error, hint, wide, value, onValue, ...input }: TextFieldProps) {
  return (
    <Field {...{ id, label, required, error, hint, wide }}>
      <input {...input} {...controlProps({ id, required, error, hint })} value={value} onChange={(e) => onValue(e.target.value)} />
    </Field>
  );
}

type SelectFieldProps = FieldProps &
  ValueProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldProps | 'value' | 'onChange'> & {
    options: readonly { code: string; name: string }[];
  };

export function SelectField({ id, label, required, error, hint, wide, value, onValue, options, ...select }: SelectFieldProps) {
  return (
    <Field {...{ id, label, required, error, hint, wide }}>
      <select {...select} {...controlProps({ id, required, error, hint })} value={value} onChange={(e) => onValue(e.target.value)}>
        <option value="">—</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

interface CheckboxProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: string;
  required?: boolean;
}

export function CheckboxField({ id, label, checked, onChecked, error, required }: CheckboxProps) {
  return (
    <div className="address-check" data-invalid={error ? true : undefined}>
      <input
        type="checkbox"
        {...controlProps({ id, required: required ?? false, error })}
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={errorId(id)} className="address-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
