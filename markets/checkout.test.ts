import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  CHECKOUT_STEPS,
  contactProblems,
  emptyAddress,
  fromServiceAddress,
  orderSessionProblem,
  taxErrorMessage,
  toServiceAddress,
  type AddressForm,
  type CheckoutInformation,
} from './checkout';

const address = (country: string, more: Partial<AddressForm> = {}): AddressForm => ({
  ...emptyAddress(country),
  street0: 'Sockenweg 1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  city: 'Berlin',
  postCode: '10115',
  ...more,
});

const contact = { email: 'ada@example.com', telephone: '+49 30 123456', agreements: true, newsletterSubscription: false };

const info = (more: Partial<CheckoutInformation> = {}): CheckoutInformation => ({
  address: { shipping: address('DE'), billing: emptyAddress() },
  useShippingForBilling: true,
  contact,
  ...more,
});

describe('checkout rules (docs/spec/commerce-core.md §5)', () => {
  it('numbers the steps cart 1, address 2, payment 3, success 4', () => {
    expect(CHECKOUT_STEPS).toEqual({ cart: 1, address: 2, payment: 3, success: 4 });
  });

  it('needs country, city, firstName, lastName, street0 and postCode', () => {
    expect(addressProblems(address('DE'))).toEqual({});
    expect(addressProblems(emptyAddress())).toEqual({
      country: 'required',
      street0: 'required',
      firstName: 'required',
      lastName: 'required',
      city: 'required',
      postCode: 'required',
    });
    expect(addressProblems(address('DE', { city: '   ' }))).toEqual({ city: 'required' });
    expect(addressProblems(address('XX'))).toEqual({ country: 'invalidCountry' });
  });

  it('does not need a postcode in IE and AE', () => {
    expect(addressProblems(address('IE', { postCode: '' }))).toEqual({});
    expect(addressProblems(address('AE', { postCode: '' }))).toEqual({});
    expect(addressProblems(address('GB', { postCode: '' }))).toEqual({ postCode: 'required' });
  });

  it('refuses the US regions we cannot ship to', () => {
    for (const region of ['AS', 'GU', 'FM', 'MH', 'MP', 'PW', 'AA', 'AE', 'AP', 'VI']) {
      expect(addressProblems(address('US', { region }))).toEqual({ region: 'blockedRegion' });
    }
    expect(addressProblems(address('US', { region: 'CA' }))).toEqual({});
  });

  it('needs email, telephone and agreements in the contact', () => {
    expect(contactProblems(contact)).toEqual({});
    expect(contactProblems({ email: '', telephone: '', agreements: false, newsletterSubscription: true })).toEqual({
      email: 'required',
      telephone: 'required',
      agreements: 'required',
    });
    expect(contactProblems({ ...contact, email: 'not-an-address' })).toEqual({ email: 'invalidEmail' });
  });

  it("gives the spec's message for the first incomplete part of an order session", () => {
    expect(orderSessionProblem(info())).toBeNull();
    expect(orderSessionProblem(info({ address: { shipping: emptyAddress('DE'), billing: address('DE') } }))).toBe(
      'Invalid or incomplete shipping address',
    );
    expect(orderSessionProblem(info({ useShippingForBilling: false }))).toBe('Invalid or incomplete billing address');
    expect(
      orderSessionProblem(info({ useShippingForBilling: false, address: { shipping: address('DE'), billing: address('FR') } })),
    ).toBeNull();
    expect(orderSessionProblem(info({ contact: { ...contact, agreements: false } }))).toBe('Invalid or incomplete contact object');
  });

  it('converts between the form and the service address', () => {
    const service = toServiceAddress(address('de', { street1: '3. OG' }), '+49 30 1');
    expect(service).toEqual({
      country: 'DE',
      city: 'Berlin',
      phone: '+49 30 1',
      streetAddress: 'Sockenweg 1',
      houseNumberOrName: '3. OG',
      familyName: 'Lovelace',
      givenName: 'Ada',
      postalCode: '10115',
      region: '',
    });
    expect(fromServiceAddress(service)).toEqual(address('DE', { street1: '3. OG' }));
    expect(() => toServiceAddress(emptyAddress(), '')).toThrow('Missing country code');
  });

  it('renames to_zip and to_state in tax errors', () => {
    expect(taxErrorMessage('to_zip 90210 is not used within to_state NY')).toBe('zip 90210 is not used within state NY');
  });
});
