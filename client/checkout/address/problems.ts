// What the address step tells the shopper: each problem the checkout rules find
// (markets/checkout.ts) as a message for its field, in page order, so the field and the error
// summary say the same thing. Pure: the rules are not written again here.
import {
  addressProblems,
  contactProblems,
  type AddressField,
  type AddressProblem,
  type CheckoutInformation,
  type ContactField,
} from '../../../markets';
import type { T } from '../../i18n';

export type FormPart = 'shipping' | 'billing' | 'contact';

export interface FieldProblem {
  /** The id of the field's control (and, with `-error`, of its message). */
  id: string;
  message: string;
}

/** The id of a field's control. @example fieldId('shipping', 'postCode') // 'shipping-postCode' */
export const fieldId = (part: FormPart, field: string) => `${part}-${field}`;
export const errorId = (id: string) => `${id}-error`;

/** Address fields in page order, with their label's translation key. */
export const ADDRESS_LABELS: Record<AddressField, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  street0: 'street',
  street1: 'addressLine2',
  postCode: 'postCode',
  city: 'city',
  region: 'region',
  country: 'country',
};

export const CONTACT_LABELS: Record<ContactField, string> = { email: 'email', telephone: 'telephone', agreements: 'agreements' };

function addressMessage(field: AddressField, problem: AddressProblem, t: T, regionName: (code: string) => string, region: string) {
  if (problem === 'blockedRegion') return t('blockedRegion', { region: regionName(region) });
  return t('fieldRequired', { field: t(ADDRESS_LABELS[field]) });
}

/**
 * Every problem of the form in page order: shipping address, billing address (when it is its
 * own), then contact. Empty when the information is complete.
 */
export function formProblems(info: CheckoutInformation, t: T, regionName: (code: string) => string): FieldProblem[] {
  const found: FieldProblem[] = [];
  const parts = info.useShippingForBilling ? (['shipping'] as const) : (['shipping', 'billing'] as const);
  for (const part of parts) {
    const address = info.address[part];
    const problems = addressProblems(address);
    for (const field of Object.keys(ADDRESS_LABELS) as AddressField[]) {
      const problem = problems[field];
      if (problem) found.push({ id: fieldId(part, field), message: addressMessage(field, problem, t, regionName, address.region) });
    }
  }
  const contact = contactProblems(info.contact);
  for (const field of Object.keys(CONTACT_LABELS) as ContactField[]) {
    const problem = contact[field];
    if (!problem) continue;
    const message =
      problem === 'invalidEmail'
        ? t('invalidEmail')
        : field === 'agreements'
          ? t('agreementsRequired')
          : t('fieldRequired', { field: t(CONTACT_LABELS[field]) });
    found.push({ id: fieldId('contact', field), message });
  }
  return found;
}
