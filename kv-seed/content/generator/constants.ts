// Shop-wide constants (Storyblok datasource "constants"). Values are strings, as Storyblok stores them.

const CONSTANTS: [string, string][] = [
  ['shopName', 'Argyle'],
  ['companyName', 'Argyle Socks B.V.'],
  ['companyNameUs', 'Argyle Socks Inc.'],
  ['companyCity', 'Amsterdam'],
  ['siteDomain', 'argyle.shop'],
  ['supportEmail', 'hello@argyle.shop'],
  ['supportEmailDe', 'hallo@argyle.shop'],
  ['supportEmailFr', 'bonjour@argyle.shop'],
  ['businessEmail', 'business@argyle.shop'],
  ['privacyEmail', 'privacy@argyle.shop'],
  ['supportHours', 'Mon–Fri 09:00–17:00 CET'],
  ['supportHoursUs', 'Mon–Fri 9 am–5 pm ET'],
  ['instagramHandle', '@argylesocks'],
  ['instagramUrl', 'https://www.instagram.com/argylesocks'],
  ['facebookUrl', 'https://www.facebook.com/argylesocks'],
  ['tiktokUrl', 'https://www.tiktok.com/@argylesocks'],
  ['pinterestUrl', 'https://www.pinterest.com/argylesocks'],
  ['trackingUrl', 'https://track.argyle.shop'],
  ['privacyPolicyUrl', 'https://argyle.shop/legal/privacy'],
  ['termsUrl', 'https://argyle.shop/legal/terms'],
  ['returnDays', '30'],
  ['refundDays', '5'],
  ['cancelWindowMinutes', '60'],
  ['dispatchCutOffTime', '15:00'],
  ['freeShippingDefault', '40'],
  ['freeShippingDefaultCountry', 'DE'],
  ['newsletterDiscountPercentage', '10'],
  ['maxQuantityPerItem', '10'],
  ['quantityUpperLimit', '10000'],
  ['gtmId', 'GTM-ARGYLE1'],
  ['productPageSize', '64'],
  ['outletPageSize', '152'],
  ['searchSuggestionMinLength', '3'],
  ['searchSuggestionLimitMobile', '4'],
  ['searchSuggestionLimitDesktop', '8'],
  ['basketRecommendationLimit', '8'],
  ['cookieMaxAgeDays', '180'],
  ['happyFeetCount', '250000'],
  ['foundedYear', '2016'],
];

export interface ConstantEntry {
  id: number;
  name: string;
  value: string;
}

export function buildConstants(): ConstantEntry[] {
  return CONSTANTS.map(([name, value], i) => ({ id: 7400001 + i, name, value }));
}
