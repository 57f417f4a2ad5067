// POST /forms/checkout/address: the address step before its scripts run (decision 072), checked
// on the server with the rules of markets/checkout.ts (the spec's, as the order session checks
// them). The fields are the form's own names (`shipping-firstName`, `contact-email`, …); the
// country is the page's market.
//   303 to the payment step with ?outcome=address-complete (which says it needs JavaScript: the
//       Drop-in is a script), or back to the address step with ?outcome=address-invalid; the
//       typed values wait in a short-lived HttpOnly cookie for that page's render, never in a URL
//   400 no page of a storefront, 403 cross-site, 413 over 32 KiB, 415 not a form
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { FIELD_MAX_LENGTH as MAX, orderSessionProblem, type AddressForm, type CheckoutInformation } from '../../../markets';
import { limitBody } from '../../http/body-limit';
import { ADDRESS_DRAFT_COOKIE, clearAddressDraft } from '../../http/address-draft';
import { formFields, formMarket, requireForm, seeOther } from '../../http/form-post';
import type { AppEnv } from '../../types';
import { CHECKOUT_MAX_BODY_BYTES } from '../api/shopper';

const ADDRESS_FIELDS = ['street0', 'street1', 'firstName', 'lastName', 'postCode', 'city', 'region'] as const;
const MAX_OF = {
  street0: MAX.street,
  street1: MAX.street,
  firstName: MAX.name,
  lastName: MAX.name,
  postCode: MAX.postCode,
  city: MAX.city,
  region: MAX.region,
};

export const checkoutForms = new Hono<AppEnv>().post(
  '/address',
  requireForm,
  limitBody(CHECKOUT_MAX_BODY_BYTES, 'Checkout form larger than 32 KiB'),
  async (c) => {
    const fields = await formFields(c);
    const { page, store, market } = formMarket(c, fields.back);
    const text = (name: string, max: number) => (fields[name] ?? '').slice(0, max);
    const address = (part: string): AddressForm => ({
      ...(Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, text(`${part}-${name}`, MAX_OF[name])])) as Omit<AddressForm, 'country'>),
      country: market.countryCode,
    });
    const information: CheckoutInformation = {
      address: { shipping: address('shipping'), billing: address('billing') },
      useShippingForBilling: fields.useShippingForBilling !== undefined,
      contact: {
        email: text('contact-email', MAX.email),
        telephone: text('contact-telephone', MAX.telephone),
        agreements: fields['contact-agreements'] !== undefined,
        newsletterSubscription: fields['contact-newsletterSubscription'] !== undefined,
      },
    };
    const secure = c.get('config').cartCookieSecure;
    if (orderSessionProblem(information)) {
      const draft = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(information))));
      setCookie(c, ADDRESS_DRAFT_COOKIE, draft, { path: '/', httpOnly: true, secure, sameSite: 'Lax', maxAge: 300 });
      return seeOther(c, page, 'address-invalid');
    }
    clearAddressDraft(c);
    return seeOther(c, new URL(`/${store}/checkout/payment`, page), 'address-complete');
  },
);
