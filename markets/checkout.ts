// The checkout rules of docs/spec/commerce-core.md §3 and §5, one place for the address form, the worker's
// order-session check and the embedded commerce backend: the two address forms, contact,
// what makes each complete, and the spec's messages. Types and pure functions only.
import { isCountryCode } from './country-codes';
import { isValidEmail } from './email';
import { isBlockedUsRegion } from './regions';

/** Checkout views and their step numbers (docs/spec/commerce-core.md §9). */
export const CHECKOUT_STEPS = { cart: 1, address: 2, payment: 3, success: 4 } as const;
export type CheckoutStep = keyof typeof CHECKOUT_STEPS;

/** An address as the shop's forms hold it (docs/spec/commerce-core.md §3, "form version"). */
export interface AddressForm {
  street0: string;
  street1: string;
  firstName: string;
  lastName: string;
  postCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** A region code of the country's list (GB, DE, NL, US), else empty. */
  region: string;
}

/** An address as the cart and checkout service takes it (docs/spec/commerce-core.md §3, "service form"). */
export interface ServiceAddress {
  country: string;
  city: string;
  phone: string;
  streetAddress: string;
  houseNumberOrName: string;
  familyName: string;
  givenName: string;
  postalCode: string;
  region: string;
}

export interface Contact {
  email: string;
  telephone: string;
  /** Terms and privacy accepted. */
  agreements: boolean;
  newsletterSubscription: boolean;
}

/** What the address step collects (docs/spec/commerce-core.md §3, "Checkout information"). */
export interface CheckoutInformation {
  address: { billing: AddressForm; shipping: AddressForm };
  useShippingForBilling: boolean;
  contact: Contact;
}

/** The spec's messages (docs/spec/commerce-core.md §8), as the worker answers them. */
export const CHECKOUT_MESSAGES = {
  shippingAddress: 'Invalid or incomplete shipping address',
  billingAddress: 'Invalid or incomplete billing address',
  contact: 'Invalid or incomplete contact object',
  missingCountry: 'Missing country code',
  noShipmentLine: 'No shipment line found in order',
  noSessionOrOrder: 'Could not find a session or order',
} as const;

/**
 * The longest value each address and contact field takes. The shop API and the commerce backend
 * check the same limits, so a value one accepts is never refused by the other.
 */
export const FIELD_MAX_LENGTH = {
  street: 200,
  name: 100,
  postCode: 20,
  city: 100,
  country: 2,
  region: 100,
  email: 254,
  telephone: 40,
} as const;

/** Countries whose addresses have no postcode (docs/spec/commerce-core.md §5). */
export const COUNTRIES_WITHOUT_POSTCODE: readonly string[] = ['IE', 'AE'];

export const postCodeRequired = (country: string) => !COUNTRIES_WITHOUT_POSTCODE.includes(country.toUpperCase());

export const emptyAddress = (country = ''): AddressForm => ({
  street0: '',
  street1: '',
  firstName: '',
  lastName: '',
  postCode: '',
  city: '',
  country,
  region: '',
});

export type AddressField = keyof AddressForm;
export type AddressProblem = 'required' | 'invalidCountry' | 'blockedRegion';

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/**
 * Field by field, what is wrong with an address; empty when it is complete (docs/spec/commerce-core.md §5):
 * a valid country, and city, firstName, lastName, street0 and postCode filled (no postCode for
 * IE and AE). A US address in a region we cannot ship to is refused too.
 * @example addressProblems({ ...emptyAddress('IE'), street0: 'a', firstName: 'b', lastName: 'c', city: 'd' }) // {}
 */
export function addressProblems(address: AddressForm): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  const country = address.country.trim().toUpperCase();
  if (!filled(country)) problems.country = 'required';
  else if (!isCountryCode(country)) problems.country = 'invalidCountry';
  for (const field of ['street0', 'firstName', 'lastName', 'city'] as const) {
    if (!filled(address[field])) problems[field] = 'required';
  }
  if (postCodeRequired(country) && !filled(address.postCode)) problems.postCode = 'required';
  if (country === 'US' && isBlockedUsRegion(address.region.trim().toUpperCase())) problems.region = 'blockedRegion';
  return problems;
}

export const isAddressComplete = (address: AddressForm) => Object.keys(addressProblems(address)).length === 0;

export type ContactField = 'email' | 'telephone' | 'agreements';
export type ContactProblem = 'required' | 'invalidEmail';

/** What is wrong with the contact; empty when email, telephone and agreements are given (docs/spec/commerce-core.md §5). */
export function contactProblems(contact: Contact): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  const email = contact.email.trim();
  if (!email) problems.email = 'required';
  else if (!isValidEmail(email)) problems.email = 'invalidEmail';
  if (!filled(contact.telephone)) problems.telephone = 'required';
  if (!contact.agreements) problems.agreements = 'required';
  return problems;
}

export const isContactComplete = (contact: Contact) => Object.keys(contactProblems(contact)).length === 0;

/** The billing address that counts: the shipping one when `useShippingForBilling`. */
export const billingAddressOf = (info: CheckoutInformation): AddressForm =>
  info.useShippingForBilling ? info.address.shipping : info.address.billing;

/**
 * Why an order session cannot be created from this information, as the spec's message, or null
 * (docs/spec/commerce-core.md §5: shipping address, then billing address, then contact).
 */
export function orderSessionProblem(info: CheckoutInformation): string | null {
  if (!isAddressComplete(info.address.shipping)) return CHECKOUT_MESSAGES.shippingAddress;
  if (!isAddressComplete(billingAddressOf(info))) return CHECKOUT_MESSAGES.billingAddress;
  if (!isContactComplete(info.contact)) return CHECKOUT_MESSAGES.contact;
  return null;
}

/** The form address in the service's form; 'Missing country code' without a country. */
export function toServiceAddress(address: AddressForm, phone: string): ServiceAddress {
  const country = address.country.trim().toUpperCase();
  if (!country) throw new Error(CHECKOUT_MESSAGES.missingCountry);
  return {
    country,
    city: address.city.trim(),
    phone: phone.trim(),
    streetAddress: address.street0.trim(),
    houseNumberOrName: address.street1.trim(),
    familyName: address.lastName.trim(),
    givenName: address.firstName.trim(),
    postalCode: address.postCode.trim(),
    region: address.region.trim(),
  };
}

/** The service's address in the form version (the phone belongs to the contact). */
export const fromServiceAddress = (address: ServiceAddress): AddressForm => ({
  street0: address.streetAddress,
  street1: address.houseNumberOrName,
  firstName: address.givenName,
  lastName: address.familyName,
  postCode: address.postalCode,
  city: address.city,
  country: address.country,
  region: address.region,
});

/**
 * A tax service's message in the shop's words (docs/spec/commerce-core.md §8: TAX_JAR_ERROR shows its message
 * with to_zip renamed zip and to_state renamed state).
 * @example taxErrorMessage('to_zip 90210 is not used within to_state NY') // 'zip 90210 is not used within state NY'
 */
export const taxErrorMessage = (message: string) => message.replace(/\bto_zip\b/g, 'zip').replace(/\bto_state\b/g, 'state');
