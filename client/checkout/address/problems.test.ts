// The address step's messages: the checkout rules' findings, one per field, in page order.
import { describe, expect, it } from 'vitest';
import { emptyAddress, translate, type CheckoutInformation } from '../../../markets';
import { DEFAULT_TRANSLATIONS } from '../../i18n';
import { formProblems } from './problems';
import { regionChoices, regionName } from './regions';

const t = (key: string, vars?: Record<string, string | number>) => translate(DEFAULT_TRANSLATIONS, key, vars);
const us = regionChoices('US', []);
const name = (code: string) => regionName(us, code);

const address = (country: string) => ({
  ...emptyAddress(country),
  firstName: 'Ada',
  lastName: 'Lovelace',
  street0: '1 Main Street',
  city: 'Springfield',
  postCode: '12345',
});
const complete: CheckoutInformation = {
  address: { shipping: address('US'), billing: emptyAddress('US') },
  useShippingForBilling: true,
  contact: { email: 'ada@example.com', telephone: '555 0100', agreements: true, newsletterSubscription: false },
};

describe('formProblems', () => {
  it('finds nothing in complete information (the billing form is ignored while shipping is used)', () => {
    expect(formProblems(complete, t, name)).toEqual([]);
  });

  it('lists every empty field in page order with the field named, then contact', () => {
    const info: CheckoutInformation = {
      address: { shipping: emptyAddress('GB'), billing: emptyAddress('GB') },
      useShippingForBilling: false,
      contact: { email: 'not-an-email', telephone: '', agreements: false, newsletterSubscription: false },
    };
    const problems = formProblems(info, t, name);
    expect(problems.map((p) => p.id)).toEqual([
      'shipping-firstName',
      'shipping-lastName',
      'shipping-street0',
      'shipping-postCode',
      'shipping-city',
      'billing-firstName',
      'billing-lastName',
      'billing-street0',
      'billing-postCode',
      'billing-city',
      'contact-email',
      'contact-telephone',
      'contact-agreements',
    ]);
    expect(problems[0]?.message).toBe('Please fill in First name');
    expect(problems.find((p) => p.id === 'contact-email')?.message).toBe('Please enter a valid email address');
    expect(problems.at(-1)?.message).toBe('Please accept the terms and conditions and the privacy policy to continue');
  });

  it('accepts an Irish address without a postcode', () => {
    const shipping = { ...address('IE'), postCode: '' };
    expect(formProblems({ ...complete, address: { ...complete.address, shipping } }, t, name)).toEqual([]);
  });

  it('refuses a US region we cannot ship to, by name', () => {
    const shipping = { ...address('US'), region: 'GU' };
    expect(formProblems({ ...complete, address: { ...complete.address, shipping } }, t, name)).toEqual([
      { id: 'shipping-region', message: 'Unfortunately we can’t ship to Guam yet.' },
    ]);
  });
});

describe('regionChoices', () => {
  it('adds the blocked US regions to the states, sorted by name; other countries keep their list', () => {
    const choices = regionChoices('US', [{ code: 'WY', name: 'Wyoming' }]);
    expect(choices).toHaveLength(11);
    expect(choices.at(-1)?.code).toBe('WY');
    expect(choices.map((r) => r.code)).toContain('VI');
    expect(regionChoices('GB', [{ code: 'Kent', name: 'Kent' }])).toEqual([{ code: 'Kent', name: 'Kent' }]);
  });
});
