// UI texts, one path for all of them: the CMS translations of the storefront's translation
// locale over the built-in English defaults below (used when a key is missing or empty, or the
// translations could not load). Every key the client uses has a default here (a unit test
// checks), so a shopper never sees a raw key; the seed has each key in every locale.
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import { textLocaleOf, translate, type Translations } from '../markets';
import { useTranslationsData } from './content/use-content';
import { useAppState } from './state/bootstrap';

export const DEFAULT_TRANSLATIONS: Translations = {
  // Shell, errors and dialogs
  cantFindIt: 'We can’t find that page',
  errorDescription: 'This pair seems to have gone missing in the wash. The page may have moved or no longer exists.',
  backToStart: 'Back to the start page',
  temporarilyUnavailable: 'This page is temporarily unavailable',
  temporarilyUnavailableDescription: 'Part of our shop is not answering right now. Please try again in a moment.',
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  ok: 'Ok!',
  close: 'Close',
  retry: 'Try again',
  anErrorOcurred: 'Oops, something went wrong',
  home: 'Home',
  readMore: 'Read more',
  viewAll: 'View all',
  followUs: 'Follow us',
  faq: 'FAQ',
  aboutUs: 'About us',
  login: 'Log in',
  cookiePolicy: 'Cookie policy',
  cookieBannerSettings: 'Cookie settings',
  // Header, menu and cart link
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  back: 'Back',
  cart: 'Cart',
  cartCount: '{count} items',
  cartCount_one: '{count} item',
  // Speech bubble (speechBubble_{kind})
  speechBubble_addToCart: 'Great pick! It’s in your cart.',
  speechBubble_menuExpanded: 'What are your feet in the mood for today?',
  speechBubble_searchFocused: 'Looking for something special?',
  speechBubble_resultsFound: 'Found {count} socks for you!',
  speechBubble_resultsFound_one: 'Found {count} sock for you!',
  speechBubble_searchResult: 'Here’s what we found for “{term}”',
  // Search
  search: 'Search',
  searchPlaceholder: 'Search for socks',
  searchResultsFor: 'Search results for “{term}”',
  searchNoResultsTitle: 'No results for “{term}”',
  noOptions: 'No options',
  // Country switcher
  shippingDestination: 'Shipping to',
  chooseCountry: 'Choose your country',
  country: 'Country',
  changeCountry: 'Change country',
  geoCountrySuggestion: 'It looks like you are in {country}.',
  switchToCountry: 'Shop for {country}',
  countrySwitchNotice: 'Prices and shipping options will be updated for {country}.',
  // Listings and pages of results
  filters: 'Filters',
  colours: 'Colors',
  materials: 'Materials',
  sizes: 'Sizes',
  sortBy: 'Sort by',
  sortRecommended: 'Recommended',
  sortNewest: 'Newest',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  clearFilters: 'Clear all filters',
  priceMin: 'Min',
  priceMax: 'Max',
  applyPrice: 'Apply',
  clearPrice: 'Clear price',
  priceRangeInvalid: 'Enter prices from 0, with the minimum no higher than the maximum.',
  clearAll: 'Clear all',
  showResults: 'Show {count} results',
  showResults_one: 'Show {count} result',
  resultsFound: '{count} socks found',
  resultsFound_one: '{count} sock found',
  noProducts: 'No socks match these filters. Try removing one.',
  page: 'Page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  // Cart and basket (checkout step 1)
  quantity: 'Quantity',
  remove: 'Remove',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  shippingMethod: 'Shipping method',
  freeShipping: 'Free shipping',
  freeShippingRemaining: 'Only {amount} left to free shipping',
  freeShippingReached: 'You’ve got free shipping!',
  discountCode: 'Discount code',
  apply: 'Apply',
  discountCodeApplied: 'Discount code {code} applied',
  discountCodeInvalid: 'This discount code is not valid',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  tooManyRequests: 'We’re getting a lot of requests from your connection. Please wait a minute and try again.',
  total: 'Total',
  taxIncluded: 'Including {percentage}% VAT',
  emptyCart: 'Your cart is empty',
  emptyCartText: 'Time to treat your feet. Find your new favorite pair in our collection.',
  continueShopping: 'Continue shopping',
  noCartFound: 'Your cart has expired. Please add your socks again.',
  quantityLimit: 'You can order up to {max} of this item',
  error_warehouse: 'We can’t ship this order to the selected country. Please change your country or address.',
  error_applePayCountry: 'Apple Pay isn’t available for this country. Please choose another payment method.',
  error_applePayUsBillingCountry: 'For orders to the US, your Apple Pay billing address must be in the US.',
  // Product page and cards
  addToCart: 'Add to cart',
  addedToCart: 'Added to your cart',
  selectSize: 'Select your size',
  size: 'Size',
  sizeGuide: 'Size guide',
  outOfStock: 'Sold out',
  lowStock: 'Only a few left',
  inStock: 'In stock',
  composition: 'Composition',
  washingInstructions: 'Care instructions',
  certifications: 'Certifications',
  shippingAndReturns: 'Shipping & returns',
  shippingAndReturnsText: 'Free shipping over {amount}. Return unworn socks within {days} days.',
  sustainability: 'Sustainability',
  recommendations: 'You might also like',
  linkedColours: 'Also available in',
  productDescription: 'Description',
  features: 'Features',
  discount: '-{percentage}%',
  originalPrice: 'Original price',
  price: 'Price',
  badge_new: 'New',
  'badge_last-chance': 'Last chance',
  'badge_low-stock': 'Almost gone',
  'badge_in-stock': 'In stock',
  badge_bestsellers: 'Bestseller',
  'badge_coming-soon': 'Coming soon',
  'badge_gift-idea': 'Gift idea',
  // Newsletter
  invalidEmail: 'Please enter a valid email address',
  newsletterEmailPlaceholder: 'Your email address',
  newsletterSubscribe: 'Subscribe',
  welcome: 'Welcome to the Sock Club!',
  // Checkout steps
  checkout: 'Checkout',
  checkoutCart: 'Cart',
  checkoutAddress: 'Address',
  checkoutPayment: 'Payment',
  checkoutSuccess: 'Thank you',
  // Checkout steps and the address step (step 2)
  continueToAddress: 'Continue to address',
  startOver: 'Start checkout again',
  stepCompleted: 'completed',
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  useShippingForBilling: 'Use my shipping address for billing',
  contactDetails: 'Contact details',
  firstName: 'First name',
  lastName: 'Last name',
  street: 'Street',
  addressLine2: 'Apartment, suite, etc.',
  postCode: 'ZIP code',
  city: 'City',
  region: 'State',
  email: 'Email',
  telephone: 'Phone number',
  telephoneHint: 'Only used by the carrier for delivery updates',
  newsletterOptIn: 'Yes, I’d like to receive the newsletter with news and offers',
  agreements: 'I agree to the terms and conditions and the privacy policy',
  continueToPayment: 'Continue to payment',
  optional: 'Optional',
  fieldRequired: 'Please fill in {field}',
  blockedRegion: 'Unfortunately we can’t ship to {region} yet.',
  formErrors: 'Please check the following',
  agreementsRequired: 'Please accept the terms and conditions and the privacy policy to continue',
  // Checkout payment step and success page
  orderSummary: 'Your order',
  salesTax: 'Sales tax',
  vatIncluded: 'Including VAT',
  estimatedDelivery: 'Estimated delivery',
  contact: 'Contact',
  paymentMethod: 'Payment method',
  loadingPaymentMethods: 'Loading payment methods…',
  paymentMethodsUnavailable: 'Payment methods could not be loaded. Please reload the page.',
  paymentRefused: 'Your payment was not successful ({reason}). Please try again or choose another payment method.',
  paymentFailed: 'Your payment could not be completed. Please try again.',
  backToPayment: 'Back to payment',
  orderConfirmed: 'Thank you for your order. Your order number is',
  orderConfirmationEmail: 'We have sent a confirmation to {email}.',
  orderOutdated: 'Your cart has changed. Please check your order and pay again.',
  paymentNeedsJavaScript: 'Paying needs JavaScript: please turn it on.',
  restoreItemsSkipped: 'These items from the link could not be added to your cart: {items}',
  paymentOutOfStock: 'A pair in your cart has just sold out. Please check your cart, then pay again.',
  paymentConfirming: 'We are confirming your payment with the payment provider. This can take a moment…',
  paymentsUnavailable: 'We can’t take payments right now. Your cart is saved: please try again later.',
};

// Per loaded object: a server render asks twice (the provider, the page state), and the content
// cache answers the same object while its KV entry is unchanged (worker/cache/parsed-memo.ts).
const filledFor = new WeakMap<Translations, Translations>();
const subsetFor = new WeakMap<Translations, Translations>();

/** The loaded translations over the defaults; an empty CMS value counts as missing. */
export function withDefaults(loaded: Translations | undefined): Translations {
  if (!loaded) return { ...DEFAULT_TRANSLATIONS };
  let texts = filledFor.get(loaded);
  if (!texts) {
    const filled: Record<string, string> = { ...DEFAULT_TRANSLATIONS };
    for (const key of Object.keys(loaded)) {
      const text = loaded[key];
      if (typeof text === 'string' && text.trim() !== '') filled[key] = text;
    }
    texts = filled;
    filledFor.set(loaded, texts);
  }
  return texts;
}

/**
 * What the browser needs of the loaded translations (the page state carries only this): the
 * keys the client uses, which all have a default, where the text is not that default.
 * `withDefaults` of it gives the client the same texts as `withDefaults` of the whole set.
 */
export function clientTranslations(loaded: Translations | undefined): Translations {
  let subset = loaded && subsetFor.get(loaded);
  if (!subset) {
    const differing = Object.entries(withDefaults(loaded)).filter(
      ([key, text]) => Object.hasOwn(DEFAULT_TRANSLATIONS, key) && text !== DEFAULT_TRANSLATIONS[key],
    );
    subset = Object.fromEntries(differing);
    if (loaded) subsetFor.set(loaded, subset);
  }
  return subset;
}

/** A translate function: `t(key, vars)` fills `{name}` tokens. */
export type T = (key: string, vars?: Record<string, string | number>) => string;

/** The texts and the locale they are written in (its plural rule picks a counted text's form). */
const TranslationsContext = createContext<{ dict: Translations; locale: string }>({ dict: DEFAULT_TRANSLATIONS, locale: 'en' });

export function TranslationsProvider(props: { children: ReactNode }) {
  const loaded = useTranslationsData();
  const { storefront } = useAppState().bootstrap;
  const value = useMemo(() => ({ dict: withDefaults(loaded), locale: textLocaleOf(storefront) }), [loaded, storefront]);
  return <TranslationsContext value={value}>{props.children}</TranslationsContext>;
}

export function useT(): T {
  const { dict, locale } = use(TranslationsContext);
  // Stable while the translations are: effects may depend on it.
  return useCallback((key: string, vars?: Record<string, string | number>) => translate(dict, key, vars, locale), [dict, locale]);
}
