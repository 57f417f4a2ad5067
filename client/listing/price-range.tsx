// The price filter of listings and search: two labelled number fields in the market's currency,
// bounded by the page's price range, in a GET form. Before its code has run the browser submits
// the form (the page's other parameters ride along as hidden fields, the page number does not);
// once hydrated it navigates in the app. The active range shows with a link that clears it.
// Loaded as a later part (price-range-filter.tsx): not in the page's first JavaScript.
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { formatPrice, priceBound, type PriceBounds } from '../../markets';
import { toLocation } from '../components/storefront-link';
import { useT } from '../i18n';
import { useMarket } from '../state/bootstrap';

export interface PriceRangeProps {
  /** The default bounds (major units), or null when unknown. */
  range: { min: number; max: number } | null | undefined;
  /** The bounds the page shows (from the query string). */
  chosen: PriceBounds;
  /** Where the form goes: the page's first page. */
  action: string;
  /** The page's other parameters, kept by the form. */
  keep: Record<string, string | number | undefined>;
  /** The page without a price range. */
  clearHref: string;
  apply: (bounds: PriceBounds) => void;
}

/**
 * The bounds two fields ask for: a blank field is no bound; null when one is not a price or min
 * is above max.
 * @example boundsOfFields('8', '') // { priceMin: 8, priceMax: undefined }
 */
export function boundsOfFields(min: string, max: string): PriceBounds | null {
  const read = (raw: string) => (raw.trim() === '' ? undefined : (priceBound(Number(raw)) ?? null));
  const [priceMin, priceMax] = [read(min), read(max)];
  if (priceMin === null || priceMax === null) return null;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) return null;
  return { priceMin, priceMax };
}

/**
 * What the market writes before and after an amount. @example currencyAffixes('12,50 €') // ['', ' €']
 */
export function currencyAffixes(sample: string): [string, string] {
  const match = /^(\D*)\d(?:.*\d)?(\D*)$/.exec(sample);
  return [match?.[1] ?? '', match?.[2] ?? ''];
}

export function PriceRange(props: PriceRangeProps) {
  const t = useT();
  const market = useMarket();
  const [invalid, setInvalid] = useState(false);
  const { range, chosen } = props;
  const [before, after] = currencyAffixes(formatPrice(0, market));
  const active = chosen.priceMin !== undefined || chosen.priceMax !== undefined;
  const amount = (n: number | undefined) => (n === undefined ? '' : formatPrice(n, market));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const bounds = boundsOfFields(String(data.get('priceMin') ?? ''), String(data.get('priceMax') ?? ''));
    setInvalid(!bounds);
    if (bounds) props.apply(bounds);
  };
  const field = (name: 'priceMin' | 'priceMax', label: string) => (
    <label className="price-range-field">
      <span>{label}</span>
      <span className="price-range-amount">
        {before ? <span aria-hidden="true">{before}</span> : null}
        <input
          name={name}
          type="number"
          inputMode="decimal"
          step="any"
          min={range?.min ?? 0}
          max={range?.max}
          placeholder={range ? String(name === 'priceMin' ? range.min : range.max) : undefined}
          defaultValue={chosen[name]}
          aria-invalid={invalid || undefined}
        />
        {after ? <span aria-hidden="true">{after}</span> : null}
      </span>
    </label>
  );
  return (
    // A new range from the URL (back, forward, cleared) shows in fresh fields.
    <form key={`${chosen.priceMin}-${chosen.priceMax}`} className="price-range" method="get" action={props.action} onSubmit={submit}>
      <fieldset>
        <legend>
          {t('price')} <span className="visually-hidden">({market.currency.code})</span>
        </legend>
        {Object.entries(props.keep).map(([name, value]) =>
          value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        <div className="price-range-fields">
          {field('priceMin', t('priceMin'))}
          {field('priceMax', t('priceMax'))}
        </div>
        {invalid ? (
          <p className="price-range-error" role="alert">
            {t('priceRangeInvalid')}
          </p>
        ) : null}
        <button type="submit" className="button">
          {t('applyPrice')}
        </button>
        {active ? (
          <p className="price-range-active">
            <span>{`${amount(chosen.priceMin ?? range?.min)} – ${amount(chosen.priceMax ?? range?.max)}`}</span>{' '}
            {/* exact: its query string is a part of the page's, which is not this link's page */}
            <Link {...toLocation(props.clearHref)} activeOptions={{ exact: true }} className="link-button">
              {t('clearPrice')}
            </Link>
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
