// The shape of all shopper-facing copy one content key needs. Each language module (copy-en, copy-de,
// copy-fr) fills it; stories.ts turns it into Storyblok stories. Rich text fields are mini-markup
// strings (see richtext.ts), everything else is plain text.

export const NAV_LABELS = [
  'adults',
  'byStyle',
  'allAdultSocks',
  'sneakerSocks',
  'lowSocks',
  'kneeHighs',
  'byColour',
  'black',
  'navyBlue',
  'red',
  'beige',
  'byMaterial',
  'organicCotton',
  'merinoWool',
  'recycledCotton',
  'kids',
  'byAge',
  'baby',
  'toddler',
  'bigKids',
  'allKidsSocks',
  'kidsColours',
  'pink',
  'blue',
  'yellow',
  'collections',
  'forHerAndHim',
  'socksForWomen',
  'socksForMen',
  'byLength',
  'highlights',
  'newIn',
  'bestsellers',
  'lastChance',
  'giftBoxes',
  'giftBoxesGroup',
  'allGiftBoxes',
  'christmasGiftBoxes',
  'giftBoxesKids',
  'forBusiness',
  'corporateGifts',
  'customLogoSocks',
  'outlet',
  'outletGroup',
  'allOutlet',
  'lastPairs',
  'outletBySize',
  'adultSizes',
  'kidsSizes',
  'about',
  'argyleGroup',
  'aboutUs',
  'happyNews',
  'helpGroup',
  'faq',
  'shipping',
  'returns',
  'sizeGuide',
] as const;
export type NavLabel = (typeof NAV_LABELS)[number];

export const FOOTER_LABELS = [
  'faq',
  'shipping',
  'returns',
  'sizeGuide',
  'contact',
  'trackOrder',
  'payment',
  'aboutUs',
  'happyNews',
  'corporateGifts',
  'sustainability',
  'careers',
  'cookiePolicy',
  'privacy',
  'terms',
  'imprint',
  'accessibility',
] as const;
export type FooterLabel = (typeof FOOTER_LABELS)[number];

export const ICON_KEYS = [
  'cotton',
  'organic-cotton',
  'merino-wool',
  'recycled',
  'reinforced-heel',
  'seamless-toe',
  'cushioned-sole',
  'gift-ready',
] as const;
export type IconKey = (typeof ICON_KEYS)[number];

export const CATEGORY_SLUGS = [
  'adults/socks',
  'kids/socks',
  'collection/sneaker-socks',
  'collection/low-socks',
  'collection/socks-for-men',
  'collection/socks-for-women',
  'collection/gift-boxes',
  'outlet/all',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const SEGMENT_IDS = ['gift-guide', 'creator-collab', 'newsletter-readers'] as const;
export type SegmentId = (typeof SEGMENT_IDS)[number];

export interface Cta {
  label: string;
  url: string;
}
export interface Hero {
  title: string;
  subtitle: string;
  alt: string;
  cta: Cta;
}
export interface Seo {
  title: string;
  seoTitle: string;
  seoDescription: string;
}
export interface ImageText {
  title: string;
  text: string; // mini-markup
  alt: string;
}
export interface QA {
  q: string;
  a: string; // mini-markup
}
export interface Table {
  title: string;
  columns: string[];
  rows: string[][];
}
export interface Popup {
  title: string;
  ctaLabel: string;
  description: string; // mini-markup
  legal: string; // mini-markup
  successMessage: string;
  errorMessage: string;
  mobileAltText: string;
  desktopAltText: string;
}
/** A segment's basket upsell: text with `{placeholder}` tokens filled from `variables` (decision 038). */
export interface Upsell {
  description: string; // mini-markup
  variables: Record<string, string>;
}

export interface Copy {
  nav: Record<NavLabel, string>;
  footer: {
    blockOneTitle: string;
    blockTwoTitle: string;
    labels: Record<FooterLabel, string>;
    copyright: string;
  };
  /** Top banner message for one country code (upper case) or storefront code (lower case). */
  bannerMessage: (code: string) => string;
  newsletter: { title: string; subtitle: string; button: string; success: string; error: string; legal: string };
  usps: { icon: 'truck' | 'returns' | 'leaf' | 'heart'; text: string }[];
  homepage: Seo & {
    hero: Hero;
    tilesTitle: string;
    tiles: { adults: string; kids: string; sneaker: string; gifts: string };
    tileAlts: { adults: string; kids: string; sneaker: string; gifts: string };
    bestsellersTitle: string;
    story: ImageText & { ctaLabel: string };
    newInTitle: string;
    outro: string; // mini-markup
  };
  faq: { title: string; intro: string; sections: { slug: string; title: string; items: QA[] }[] };
  cookiePolicy: Seo & { body: string };
  aboutUs: Seo & { hero: Hero; intro: string; blocks: [ImageText, ImageText]; closing: string };
  blog: Seo & { hero: Hero; posts: string[]; feature: ImageText; carouselTitle: string };
  corporate: Seo & {
    hero: Hero;
    intro: string;
    feature: ImageText;
    carouselTitle: string;
    faqTitle: string;
    faq: QA[];
    contact: string;
  };
  shipping: Seo & { intro: string; countries: string; feature: ImageText; faqTitle: string };
  login: Seo & { body: string };
  sizeGuides: { adults: Table; kids: Table };
  icons: Record<IconKey, string>;
  defaultIconAlt: string;
  freeShipping: { below: string; reached: string };
  checkoutBanner: string; // mini-markup
  /** Product page enhanced blocks: one product's story and the gift-box collection's story. */
  pdpEnhanced: { product: { title: string; feature: ImageText }; giftBoxes: { title: string; text: string } };
  popups: Partial<Record<SegmentId, Popup>>;
  upsells: Partial<Record<SegmentId, Upsell>>;
  categories: Record<CategorySlug, Seo & { name: string; intro: string }>;
  /** Editor-facing story names for non-page stories. */
  names: {
    navigation: string;
    footer: string;
    topBanner: string;
    newsletter: string;
    sizeGuideAdults: string;
    sizeGuideKids: string;
    featureIcons: string;
    freeShippingBar: string;
    checkoutBanner: string;
    pdpEnhancedProduct: string;
    pdpEnhancedGiftBoxes: string;
    segments: string;
    segmentedPopups: string;
    segmentedUpsells: string;
    usps: string;
  };
}
