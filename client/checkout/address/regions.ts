// The region choices of the address form: the market's list (GB, DE, NL, US). The us storefront
// also lists the US territories and military regions it cannot ship to, so a shopper there
// finds their region and is told plainly that we do not ship to it, instead of not finding it.
import { BLOCKED_US_REGIONS, type BlockedUsRegion, type Region } from '../../../markets';

const BLOCKED_US_REGION_NAMES: Record<BlockedUsRegion, string> = {
  AS: 'American Samoa',
  GU: 'Guam',
  FM: 'Micronesia',
  MH: 'Marshall Islands',
  MP: 'Northern Mariana Islands',
  PW: 'Palau',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
  VI: 'U.S. Virgin Islands',
};

/** The regions to offer for a country, sorted by name; empty: the form has no region field. */
export function regionChoices(country: string, regions: readonly Region[]): Region[] {
  const blocked = country === 'US' ? BLOCKED_US_REGIONS.map((code) => ({ code, name: BLOCKED_US_REGION_NAMES[code] })) : [];
  return [...regions, ...blocked].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** A region's name for messages; the code when it is not on the list. */
export const regionName = (choices: readonly Region[], code: string) => choices.find((r) => r.code === code)?.name ?? code;
