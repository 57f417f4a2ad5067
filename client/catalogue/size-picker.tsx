// Size picker: the product's variants in size order (docs/spec/commerce-core.md §5) as a native radio group,
// age sizes shortened (Years → Y, Months → M), each with its stock status. Sold-out sizes are
// disabled. Native radios give the keyboard behaviour (Tab into the group, arrows to move).
import type { ReactNode } from 'react';
import { shortAgeSize, sortBySize } from '../../markets';
import type { Product } from '../queries/catalogue';
import { stockKey } from './labels';
import { useT } from '../i18n';

type Variant = Product['variants'][number];

export const sortedVariants = (variants: readonly Variant[]) => sortBySize(variants, (v) => v.size.label);

interface Props {
  variants: readonly Variant[];
  selected: string | undefined;
  onSelect: (sku: string) => void;
  /** Rendered beside the legend (the size guide button). */
  aside?: ReactNode;
}

export function SizePicker({ variants, selected, onSelect, aside }: Props) {
  const t = useT();
  const sorted = sortedVariants(variants);
  const current = sorted.find((v) => v.sku === selected);
  return (
    <fieldset className="size-picker">
      <legend className="size-picker__legend">
        {t('size')}
        <span className="size-picker__current">: {current ? shortAgeSize(current.size.label) : t('selectSize')}</span>
      </legend>
      {aside ? <div className="size-picker__aside">{aside}</div> : null}
      <div className="size-picker__options">
        {sorted.map((variant) => {
          const soldOut = variant.stockStatus === 'no-stock';
          return (
            <label key={variant.sku} className="size-option" data-stock={variant.stockStatus} data-sku={variant.sku}>
              <input
                className="size-option__input"
                type="radio"
                name="sku"
                value={variant.sku}
                checked={selected === variant.sku}
                disabled={soldOut}
                onChange={() => onSelect(variant.sku)}
              />
              <span className="size-option__chip">
                <span className="size-option__size" title={variant.size.label}>
                  {shortAgeSize(variant.size.label)}
                </span>
                <span className="size-option__stock">{t(stockKey(variant.stockStatus))}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
