// Country switcher (docs/spec/storefront-shell.md §2.7): an opener button showing the current market's
// flag and name. Its dialog (country-switcher-dialog.tsx) is loaded when the shopper points at
// or focuses the opener and rendered only while open, so a page carries and hydrates the opener
// alone, not a 33-country list. Focus returns to the opener when the dialog closes. The
// automatic geo switch on arrival happens only before an explicit choice.
import { Suspense, useEffect, useRef, useState } from 'react';
import { OPEN_COUNTRY_SWITCHER_EVENT } from '../header/open-country-switcher';
import { useT } from '../i18n';
import { useAppState } from '../state/bootstrap';
import { countryName, flagEmoji } from './country-names';
import { CountrySelect } from './country-select';
import { PostForm } from './post-form';
import { DialogFrame } from './dialog-frame';
import { atIdle, preloadable } from './later';
import './country-switcher.css';

// Preloaded at idle after hydration, or at the first pointer or focus on the opener (decision 073).
const CountryDialog = preloadable(() => import('./country-switcher-dialog').then((m) => m.CountryDialog));

export function CountrySwitcher() {
  const { market } = useAppState();
  const t = useT();
  const openerRef = useRef<HTMLButtonElement>(null);
  // The dialog is rendered (and its code loaded) only while open: every page carries the opener alone.
  const [open, setOpen] = useState(false);

  const current = market.countryCode;
  const name = countryName(current, market.language);
  const destination = t('shippingDestination');
  const onClosed = () => {
    setOpen(false);
    openerRef.current?.focus();
  };

  useEffect(() => atIdle(CountryDialog.preload), []);
  // The mobile menu's "change country" asks for this dialog with a window event.
  useEffect(() => {
    const onRequest = () => setOpen(true);
    window.addEventListener(OPEN_COUNTRY_SWITCHER_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_COUNTRY_SWITCHER_EVENT, onRequest);
  }, []);

  return (
    <div className="country-switcher">
      <button
        ref={openerRef}
        type="button"
        className="country-switcher__opener"
        aria-haspopup="dialog"
        data-testid="country-switcher-open"
        data-country={current}
        onPointerEnter={CountryDialog.preload}
        onFocus={CountryDialog.preload}
        onClick={() => setOpen(true)}
      >
        <span className="country-switcher__label">{destination}</span>
        <span className="country-switcher__flag" aria-hidden="true">
          {flagEmoji(current)}
        </span>
        <span className="country-switcher__name">{`${name} (${market.currency.code})`}</span>
        <span className="country-switcher__change">{t('changeCountry')}</span>
      </button>
      {/* Without scripts the opener does nothing: the same choice as a form (POST /forms/country). */}
      <noscript>
        <PostForm action="/forms/country" className="country-switcher__no-script">
          <label>
            {t('country')} <CountrySelect language={market.language} defaultValue={current} />
          </label>{' '}
          <button type="submit" className="button">
            {t('changeCountry')}
          </button>
        </PostForm>
      </noscript>
      {open ? (
        // A tap before the dialog's code has landed opens its frame at once (decision 073).
        <Suspense fallback={<DialogFrame className="country-switcher__dialog" label={t('chooseCountry')} onClose={onClosed} />}>
          <CountryDialog onClosed={onClosed} />
        </Suspense>
      ) : null}
    </div>
  );
}
