// US sales tax of the embedded commerce backend, as a tax service (TaxJar) would answer it: the
// state's base rate on the products after discounts, refused with TAX_JAR_ERROR when the zip is
// not one of the state's (first three digits, USPS prefixes). State rates only: local rates and
// shipping taxability are the real tax service's job (decision 019).
import { PaymentsError } from '../errors';

/** State: [base rate in percent, zip3 ranges]. */
const STATES: Record<string, readonly [number, ReadonlyArray<readonly [number, number]>]> = {
  AL: [4, [[350, 369]]],
  AK: [0, [[995, 999]]],
  AZ: [5.6, [[850, 865]]],
  AR: [6.5, [[716, 729]]],
  CA: [7.25, [[900, 961]]],
  CO: [2.9, [[800, 816]]],
  CT: [6.35, [[60, 69]]],
  DE: [0, [[197, 199]]],
  DC: [
    6,
    [
      [200, 205],
      [569, 569],
    ],
  ],
  FL: [6, [[320, 349]]],
  GA: [
    4,
    [
      [300, 319],
      [398, 399],
    ],
  ],
  HI: [4, [[967, 968]]],
  ID: [6, [[832, 838]]],
  IL: [6.25, [[600, 629]]],
  IN: [7, [[460, 479]]],
  IA: [6, [[500, 528]]],
  KS: [6.5, [[660, 679]]],
  KY: [6, [[400, 427]]],
  LA: [4.45, [[700, 714]]],
  ME: [5.5, [[39, 49]]],
  MD: [6, [[206, 219]]],
  MA: [
    6.25,
    [
      [10, 27],
      [55, 55],
    ],
  ],
  MI: [6, [[480, 499]]],
  MN: [6.875, [[550, 567]]],
  MS: [7, [[386, 397]]],
  MO: [4.225, [[630, 658]]],
  MT: [0, [[590, 599]]],
  NE: [5.5, [[680, 693]]],
  NV: [6.85, [[889, 898]]],
  NH: [0, [[30, 38]]],
  NJ: [6.625, [[70, 89]]],
  NM: [4.875, [[870, 884]]],
  NY: [
    4,
    [
      [100, 149],
      [5, 5],
      [63, 63],
    ],
  ],
  NC: [4.75, [[270, 289]]],
  ND: [5, [[580, 588]]],
  OH: [5.75, [[430, 459]]],
  OK: [4.5, [[730, 749]]],
  OR: [0, [[970, 979]]],
  PA: [6, [[150, 196]]],
  RI: [7, [[28, 29]]],
  SC: [6, [[290, 299]]],
  SD: [4.2, [[570, 577]]],
  TN: [7, [[370, 385]]],
  TX: [
    6.25,
    [
      [750, 799],
      [733, 733],
      [885, 885],
    ],
  ],
  UT: [6.1, [[840, 847]]],
  VT: [
    6,
    [
      [50, 54],
      [56, 59],
    ],
  ],
  VA: [
    5.3,
    [
      [201, 201],
      [220, 246],
    ],
  ],
  WA: [6.5, [[980, 994]]],
  WV: [6, [[247, 268]]],
  WI: [5, [[530, 549]]],
  WY: [4, [[820, 831]]],
  PR: [10.5, [[6, 9]]],
};

/** 'to_zip 90210 is not used within to_state NY' (TaxJar's words; the shop API renames the fields). */
const zipOutsideState = (zip: string, state: string) => `to_zip ${zip} is not used within to_state ${state}`;

/**
 * The sales tax (minor units) on `taxable` for a US address; throws TAX_JAR_ERROR when the zip
 * does not belong to the state (or either is unknown).
 * @example usSalesTax(10000, { postCode: '10001', region: 'NY' }) // 400
 */
export function usSalesTax(taxable: number, address: { postCode: string; region: string }): number {
  const zip = address.postCode.trim();
  const state = address.region.trim().toUpperCase();
  const entry = STATES[state];
  const zip3 = /^\d{5}(?:-\d{4})?$/.test(zip) ? Number(zip.slice(0, 3)) : NaN;
  if (!entry || !entry[1].some(([from, to]) => zip3 >= from && zip3 <= to)) {
    throw new PaymentsError('TAX_JAR_ERROR', zipOutsideState(zip, state));
  }
  return Math.round((taxable * entry[0]) / 100);
}
