// What a shopper sends to /api/checkout in the worker tests: a German address and contact, and
// Adyen's test cards as the embedded test provider takes them (unencrypted, `test_` prefixed).
// checkout.test.ts still has its own copies (issue 24's payment work edits it); they can move here.

export const address = (overrides: Record<string, string> = {}) => ({
  street0: 'Hauptstraße 1',
  street1: '',
  firstName: 'Ada',
  lastName: 'Lovelace',
  postCode: '10115',
  city: 'Berlin',
  country: 'DE',
  region: '',
  ...overrides,
});

/** The address step's CheckoutInformation: billing as shipping. */
export const information = (shipping = address(), contact: Record<string, unknown> = {}) => ({
  address: { shipping, billing: address({ street0: '' }) },
  useShippingForBilling: true,
  contact: { email: 'ada@example.com', telephone: '+49 30 1234567', agreements: true, newsletterSubscription: false, ...contact },
});

/** A card payment method; 4212 3456 7890 1237 asks for 3-D Secure (a redirect to the hosted test page). */
export const card = (number = '4111111145551142', holderName = 'Ada Lovelace') => ({
  type: 'scheme',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  holderName,
});
