// The address form's region lists per country: only the checkout's code imports this module, so
// the lists stay out of the code every page loads (markets/regions.ts has the rest).
import type { Region } from './regions';

const named = (names: readonly string[]): readonly Region[] => names.map((name) => ({ name, code: name }));

/**
 * United Kingdom counties and areas: England's 48 ceremonial counties, Scotland's 32 council areas,
 * Wales' 8 preserved counties and Northern Ireland's 6 counties. UK addresses carry the county as
 * free text (there is no postal short code), so code equals name.
 * @example regionsOf('GB').some((r) => r.code === 'Kent') // true
 */
const GB_REGION_NAMES: readonly string[] = [
  // England (ceremonial counties)
  'Bedfordshire',
  'Berkshire',
  'Bristol',
  'Buckinghamshire',
  'Cambridgeshire',
  'Cheshire',
  'City of London',
  'Cornwall',
  'Cumbria',
  'Derbyshire',
  'Devon',
  'Dorset',
  'Durham',
  'East Riding of Yorkshire',
  'East Sussex',
  'Essex',
  'Gloucestershire',
  'Greater London',
  'Greater Manchester',
  'Hampshire',
  'Herefordshire',
  'Hertfordshire',
  'Isle of Wight',
  'Kent',
  'Lancashire',
  'Leicestershire',
  'Lincolnshire',
  'Merseyside',
  'Norfolk',
  'North Yorkshire',
  'Northamptonshire',
  'Northumberland',
  'Nottinghamshire',
  'Oxfordshire',
  'Rutland',
  'Shropshire',
  'Somerset',
  'South Yorkshire',
  'Staffordshire',
  'Suffolk',
  'Surrey',
  'Tyne and Wear',
  'Warwickshire',
  'West Midlands',
  'West Sussex',
  'West Yorkshire',
  'Wiltshire',
  'Worcestershire',
  // Scotland (council areas)
  'Aberdeen City',
  'Aberdeenshire',
  'Angus',
  'Argyll and Bute',
  'City of Edinburgh',
  'Clackmannanshire',
  'Dumfries and Galloway',
  'Dundee City',
  'East Ayrshire',
  'East Dunbartonshire',
  'East Lothian',
  'East Renfrewshire',
  'Falkirk',
  'Fife',
  'Glasgow City',
  'Highland',
  'Inverclyde',
  'Midlothian',
  'Moray',
  'Na h-Eileanan Siar',
  'North Ayrshire',
  'North Lanarkshire',
  'Orkney Islands',
  'Perth and Kinross',
  'Renfrewshire',
  'Scottish Borders',
  'Shetland Islands',
  'South Ayrshire',
  'South Lanarkshire',
  'Stirling',
  'West Dunbartonshire',
  'West Lothian',
  // Wales (preserved counties)
  'Clwyd',
  'Dyfed',
  'Gwent',
  'Gwynedd',
  'Mid Glamorgan',
  'Powys',
  'South Glamorgan',
  'West Glamorgan',
  // Northern Ireland (counties)
  'Antrim',
  'Armagh',
  'Down',
  'Fermanagh',
  'Londonderry',
  'Tyrone',
];

/** Germany's 16 federal states (Bundesländer), ISO 3166-2:DE subdivision codes. @example DE_REGIONS.length // 16 */
const DE_REGIONS = [
  { name: 'Baden-Württemberg', code: 'BW' },
  { name: 'Bayern', code: 'BY' },
  { name: 'Berlin', code: 'BE' },
  { name: 'Brandenburg', code: 'BB' },
  { name: 'Bremen', code: 'HB' },
  { name: 'Hamburg', code: 'HH' },
  { name: 'Hessen', code: 'HE' },
  { name: 'Mecklenburg-Vorpommern', code: 'MV' },
  { name: 'Niedersachsen', code: 'NI' },
  { name: 'Nordrhein-Westfalen', code: 'NW' },
  { name: 'Rheinland-Pfalz', code: 'RP' },
  { name: 'Saarland', code: 'SL' },
  { name: 'Sachsen', code: 'SN' },
  { name: 'Sachsen-Anhalt', code: 'ST' },
  { name: 'Schleswig-Holstein', code: 'SH' },
  { name: 'Thüringen', code: 'TH' },
] as const satisfies readonly Region[];

/** The Netherlands' 12 provinces, ISO 3166-2:NL subdivision codes. @example NL_REGIONS[0] // { name: 'Drenthe', code: 'DR' } */
const NL_REGIONS = [
  { name: 'Drenthe', code: 'DR' },
  { name: 'Flevoland', code: 'FL' },
  { name: 'Friesland', code: 'FR' },
  { name: 'Gelderland', code: 'GE' },
  { name: 'Groningen', code: 'GR' },
  { name: 'Limburg', code: 'LI' },
  { name: 'Noord-Brabant', code: 'NB' },
  { name: 'Noord-Holland', code: 'NH' },
  { name: 'Overijssel', code: 'OV' },
  { name: 'Utrecht', code: 'UT' },
  { name: 'Zeeland', code: 'ZE' },
  { name: 'Zuid-Holland', code: 'ZH' },
] as const satisfies readonly Region[];

/** The 50 US states plus the District of Columbia, USPS codes. @example US_REGIONS.length // 51 */
const US_REGIONS = [
  { name: 'Alabama', code: 'AL' },
  { name: 'Alaska', code: 'AK' },
  { name: 'Arizona', code: 'AZ' },
  { name: 'Arkansas', code: 'AR' },
  { name: 'California', code: 'CA' },
  { name: 'Colorado', code: 'CO' },
  { name: 'Connecticut', code: 'CT' },
  { name: 'Delaware', code: 'DE' },
  { name: 'District of Columbia', code: 'DC' },
  { name: 'Florida', code: 'FL' },
  { name: 'Georgia', code: 'GA' },
  { name: 'Hawaii', code: 'HI' },
  { name: 'Idaho', code: 'ID' },
  { name: 'Illinois', code: 'IL' },
  { name: 'Indiana', code: 'IN' },
  { name: 'Iowa', code: 'IA' },
  { name: 'Kansas', code: 'KS' },
  { name: 'Kentucky', code: 'KY' },
  { name: 'Louisiana', code: 'LA' },
  { name: 'Maine', code: 'ME' },
  { name: 'Maryland', code: 'MD' },
  { name: 'Massachusetts', code: 'MA' },
  { name: 'Michigan', code: 'MI' },
  { name: 'Minnesota', code: 'MN' },
  { name: 'Mississippi', code: 'MS' },
  { name: 'Missouri', code: 'MO' },
  { name: 'Montana', code: 'MT' },
  { name: 'Nebraska', code: 'NE' },
  { name: 'Nevada', code: 'NV' },
  { name: 'New Hampshire', code: 'NH' },
  { name: 'New Jersey', code: 'NJ' },
  { name: 'New Mexico', code: 'NM' },
  { name: 'New York', code: 'NY' },
  { name: 'North Carolina', code: 'NC' },
  { name: 'North Dakota', code: 'ND' },
  { name: 'Ohio', code: 'OH' },
  { name: 'Oklahoma', code: 'OK' },
  { name: 'Oregon', code: 'OR' },
  { name: 'Pennsylvania', code: 'PA' },
  { name: 'Rhode Island', code: 'RI' },
  { name: 'South Carolina', code: 'SC' },
  { name: 'South Dakota', code: 'SD' },
  { name: 'Tennessee', code: 'TN' },
  { name: 'Texas', code: 'TX' },
  { name: 'Utah', code: 'UT' },
  { name: 'Vermont', code: 'VT' },
  { name: 'Virginia', code: 'VA' },
  { name: 'Washington', code: 'WA' },
  { name: 'West Virginia', code: 'WV' },
  { name: 'Wisconsin', code: 'WI' },
  { name: 'Wyoming', code: 'WY' },
] as const satisfies readonly Region[];

/**
 * The address form's regions of a country (none for countries not listed). Kept out of the
 * markets so that only the checkout's code carries the lists.
 * @example regionsOf('DE').length // 16
 */
export function regionsOf(country: string): readonly Region[] {
  switch (country.toUpperCase()) {
    case 'GB':
      return named(GB_REGION_NAMES);
    case 'DE':
      return DE_REGIONS;
    case 'NL':
      return NL_REGIONS;
    case 'US':
      return US_REGIONS;
    default:
      return [];
  }
}
