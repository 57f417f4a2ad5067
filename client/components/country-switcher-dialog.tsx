// The country switcher's dialog (docs/spec/storefront-shell.md §2.7), loaded when the shopper opens it
// (or points at the opener): a native modal <dialog> (showModal: focus stays inside, Escape
// closes, focus returns to the opener) with the shipping destination, the visitor's geo country
// when it differs and is served, a list of every country we know (30 markets plus AU, NZ, JP)
// and a change button. Choosing follows the switching rules in client/state/market-switch.ts,
// with external addresses as configured (from /api/country-code).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../i18n';
import { useAppState } from '../state/bootstrap';
import { geoCountryFrom, geoSuggestion, switchMarket } from '../state/market-switch';
import { countryName, flagEmoji } from './country-names';
import { CountrySelect } from './country-select';
import './basic-dialog.css';

/** Opens as a modal when it mounts; `onClosed` runs when it closes (Escape, close, backdrop, a switch). */
export function CountryDialog({ onClosed }: { onClosed: () => void }) {
  const { market, marketStore, bootstrap, api } = useAppState();
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const selectId = useId();
  const current = market.countryCode;
  const [selected, setSelected] = useState<string>(current);
  const [leaving, setLeaving] = useState(false);
  // Read when the dialog opens: the geo country is in a cookie, not in the (shareable) page HTML.
  const [geoCountry] = useState(() => (typeof document === 'undefined' ? undefined : geoCountryFrom(document.cookie)));

  const name = countryName(current, market.language);
  const destination = t('shippingDestination');
  const suggestion = geoSuggestion(geoCountry, current);

  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);
  const close = () => dialogRef.current?.close();

  const choose = async (target: string) => {
    setLeaving(true);
    try {
      const action = await switchMarket({ storefront: bootstrap.storefront, market: marketStore, api: api.market }, target);
      if (action.kind === 'navigate') return;
      close();
    } catch (error) {
      // The country-code call failed: stay, so the shopper can try again.
      console.warn('Country switch failed', error);
    }
    setLeaving(false);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void choose(selected);
  };

  return (
    <dialog
      ref={dialogRef}
      className="country-switcher__dialog"
      aria-labelledby={titleId}
      data-testid="country-switcher"
      onClose={onClosed}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself (its content fills it).
        if (event.target === event.currentTarget) close();
      }}
    >
      <form className="country-switcher__body" onSubmit={onSubmit} aria-busy={leaving || undefined}>
        <div className="country-switcher__head">
          <h2 id={titleId}>{t('chooseCountry')}</h2>
          <button type="button" className="country-switcher__close" aria-label={t('close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>

        <p className="country-switcher__current" data-testid="country-switcher-current">
          <span className="country-switcher__label">{destination}</span>
          <span className="country-switcher__flag" aria-hidden="true">
            {flagEmoji(current)}
          </span>
          <strong>{`${name} (${market.currency.code})`}</strong>
        </p>

        {suggestion ? (
          <div className="country-switcher__suggestion" data-testid="country-switcher-suggestion">
            <p>
              <span aria-hidden="true">{flagEmoji(suggestion)} </span>
              {t('geoCountrySuggestion', {
                country: countryName(suggestion, market.language),
              })}
            </p>
            <button type="button" className="country-switcher__secondary" onClick={() => void choose(suggestion)} disabled={leaving}>
              {t('switchToCountry', {
                country: countryName(suggestion, market.language),
              })}
            </button>
          </div>
        ) : null}

        <label htmlFor={selectId} className="country-switcher__select-label">
          {t('country')}
        </label>
        <div className="country-switcher__select-wrap">
          <span className="country-switcher__flag" aria-hidden="true">
            {flagEmoji(selected)}
          </span>
          <CountrySelect
            language={market.language}
            id={selectId}
            value={selected}
            onChange={(e) => setSelected(e.target.value)}
            disabled={leaving}
          />
        </div>
        <p className="country-switcher__notice" aria-live="polite">
          {selected !== current
            ? t('countrySwitchNotice', {
                country: countryName(selected, market.language),
              })
            : ''}
        </p>

        <button type="submit" className="button country-switcher__submit" disabled={leaving}>
          {t('changeCountry')}
        </button>
      </form>
    </dialog>
  );
}
