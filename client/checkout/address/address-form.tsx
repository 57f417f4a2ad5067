// The address step (docs/spec/commerce-core.md §3, §5): shipping address for the market's country, billing
// address unless the shipping one is used, contact, terms and newsletter. What the shopper
// types is kept in the checkout store (debounced, and at once when the page goes away), so a
// reload keeps it; changing it after the step was completed removes the step again. Submit
// checks the rules of markets/checkout.ts: problems show at their fields and in a summary that
// takes focus; complete information is saved, the step completed, and payment opens. Before its
// scripts run the form posts to /forms/checkout/address (decision 072), which checks the same
// rules: refused, the page comes back with what was typed (bootstrap.shopper.address) and its
// problems shown; complete, the payment step opens.
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { emptyAddress, type AddressForm, type CheckoutInformation, type Contact } from '../../../markets';
import { regionsOf } from '../../../markets/address-regions';
import { navigationTo, storefrontPath } from '../../components/storefront-link';
import { useT } from '../../i18n';
import { useAppState } from '../../state/bootstrap';
import { usePageLocation } from '../../state/page-location';
import { completeStep, removeStep, saveInformation, stepHref, useCheckout } from '../checkout-store';
import { AddressFields } from './address-fields';
import { CheckboxField, TextField } from './fields';
import { fieldId, formProblems } from './problems';
import { regionChoices, regionName } from './regions';
import { PostForm, useFormOutcome } from '../../components/post-form';
// The shopper comes from the basket, so its stylesheet (the shop's buttons) is already loaded.
import '../../cart/cart.css';
import './address.css';

/** Typing pauses this long before the information is written to sessionStorage. */
export const SAVE_DELAY_MS = 300;

export const emptyInformation = (country: string): CheckoutInformation => ({
  address: { shipping: emptyAddress(country), billing: emptyAddress(country) },
  useShippingForBilling: true,
  contact: { email: '', telephone: '', agreements: false, newsletterSubscription: false },
});

/** The form is for the market's country: both addresses carry it, whatever was stored. */
const inCountry = (info: CheckoutInformation, country: string): CheckoutInformation => ({
  ...info,
  address: { shipping: { ...info.address.shipping, country }, billing: { ...info.address.billing, country } },
});

/**
 * Saves the latest draft after a pause, and right away when the page is hidden or the form leaves.
 * Answers `saveNow`, which saves at once and drops the pending draft: the form may leave before
 * the effect that would replace the pending draft runs (Preact runs effects in a later task,
 * decision 031), and the leaving flush must not write an older draft over what was just saved.
 */
function useDebouncedSave(draft: CheckoutInformation | null) {
  const unsaved = useRef<CheckoutInformation | null>(null);
  const flush = useCallback(() => {
    if (unsaved.current) saveInformation(unsaved.current);
    unsaved.current = null;
  }, []);
  useEffect(() => {
    if (!draft) return;
    unsaved.current = draft;
    const timer = setTimeout(flush, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, flush]);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);
  return useCallback((info: CheckoutInformation) => {
    unsaved.current = null;
    saveInformation(info);
  }, []);
}

export function AddressStepForm() {
  const t = useT();
  const navigate = useNavigate();
  const { bootstrap, market } = useAppState();
  const searchStr = usePageLocation('searchStr');
  const checkout = useCheckout();
  const country = market.countryCode;
  // The shopper's edits since this page opened; before the first, the stored information.
  const [draft, setDraft] = useState<CheckoutInformation | null>(null);
  const posted = bootstrap.shopper?.address;
  const info = inCountry(draft ?? posted ?? checkout.information ?? emptyInformation(country), country);
  const [showErrors, setShowErrors] = useState(useFormOutcome() === 'address-invalid');
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const saveNow = useDebouncedSave(draft);

  // As the header names it: English in the English-speaking shops (Ireland, not Éire).
  const countryName = market.language === 'en' ? market.name.english : market.name.local;
  const regions = useMemo(() => regionChoices(country, regionsOf(market.countryCode)), [country, market.countryCode]);
  const problems = formProblems(info, t, (code) => regionName(regions, code));
  const errorOf = (id: string) => (showErrors ? problems.find((p) => p.id === id)?.message : undefined);

  useEffect(() => {
    if (summaryFocus > 0) summary.current?.focus();
  }, [summaryFocus]);

  const update = (next: CheckoutInformation) => {
    setDraft(next);
    if (checkout.completed.includes('address')) removeStep('address');
  };
  const addressProps = (part: 'shipping' | 'billing') => ({
    address: info.address[part],
    countryName,
    regions,
    errorOf,
    onChange: (address: AddressForm) => update({ ...info, address: { ...info.address, [part]: address } }),
  });
  const setContact =
    <K extends keyof Contact>(name: K) =>
    (value: Contact[K]) =>
      update({ ...info, contact: { ...info.contact, [name]: value } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0) {
      setShowErrors(true);
      setSummaryFocus((n) => n + 1);
      return;
    }
    // The billing address is written out, so whoever reads the information needs no rule for it.
    const billing = info.useShippingForBilling ? info.address.shipping : info.address.billing;
    const complete = { ...info, address: { ...info.address, billing } };
    setDraft(complete);
    saveNow(complete);
    completeStep('address');
    void navigate(navigationTo(storefrontPath(bootstrap.storefront, stepHref('payment', searchStr))));
  };

  const contactId = (name: string) => fieldId('contact', name);
  return (
    <PostForm action="/forms/checkout/address" className="address-form" onSubmit={submit} noValidate aria-label={t('checkoutAddress')}>
      {showErrors && problems.length > 0 && (
        <div className="address-summary" ref={summary} tabIndex={-1} role="alert" aria-labelledby="address-summary-title">
          <h3 id="address-summary-title">{t('formErrors')}</h3>
          <ul>
            {problems.map((problem) => (
              <li key={problem.id}>
                <a
                  href={`#${problem.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(problem.id)?.focus();
                  }}
                >
                  {problem.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset className="address-section">
        <legend>{t('shippingAddress')}</legend>
        <AddressFields part="shipping" {...addressProps('shipping')} />
      </fieldset>

      <CheckboxField
        id="useShippingForBilling"
        label={t('useShippingForBilling')}
        checked={info.useShippingForBilling}
        onChecked={(useShippingForBilling) => update({ ...info, useShippingForBilling })}
      />
      {!info.useShippingForBilling && (
        <fieldset className="address-section">
          <legend>{t('billingAddress')}</legend>
          <AddressFields part="billing" {...addressProps('billing')} />
        </fieldset>
      )}

      <fieldset className="address-section">
        <legend>{t('contactDetails')}</legend>
        <div className="address-fields">
          <TextField
            id={contactId('email')}
            label={t('email')}
            required
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={info.contact.email}
            onValue={setContact('email')}
            error={errorOf(contactId('email'))}
          />
          <TextField
            id={contactId('telephone')}
            label={t('telephone')}
            required
            type="tel"
            autoComplete="tel"
            hint={t('telephoneHint')}
            value={info.contact.telephone}
            onValue={setContact('telephone')}
            error={errorOf(contactId('telephone'))}
          />
        </div>
        <CheckboxField
          id={contactId('newsletterSubscription')}
          label={t('newsletterOptIn')}
          checked={info.contact.newsletterSubscription}
          onChecked={setContact('newsletterSubscription')}
        />
        <CheckboxField
          id={contactId('agreements')}
          label={t('agreements')}
          required
          checked={info.contact.agreements}
          onChecked={setContact('agreements')}
          error={errorOf(contactId('agreements'))}
        />
      </fieldset>

      <button type="submit" className="basket-button address-submit">
        {t('continueToPayment')}
      </button>
    </PostForm>
  );
}
