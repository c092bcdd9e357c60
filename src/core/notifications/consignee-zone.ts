import { PRIMARY_ZONE } from './country-zones.js';

/** [first 3-digit ZIP prefix, zone] ranges, ascending; a prefix takes the zone of the last range starting at or below it. */
const US_ZIP3: Array<[number, string]> = [
  [0, 'America/New_York'],
  [6, 'America/Puerto_Rico'], // PR, VI
  [10, 'America/New_York'],
  [350, 'America/Chicago'], // AL, TN, MS
  [398, 'America/New_York'], // GA, FL tail, KY, OH, IN, MI
  [500, 'America/Chicago'], // IA, WI, MN, SD, ND
  [590, 'America/Denver'], // MT
  [600, 'America/Chicago'], // IL, MO, KS, NE, LA, AR, OK, TX
  [798, 'America/Denver'], // El Paso, CO, WY, ID, UT
  [850, 'America/Phoenix'], // AZ (no DST)
  [870, 'America/Denver'], // NM
  [889, 'America/Los_Angeles'], // NV, CA
  [967, 'Pacific/Honolulu'],
  [969, 'Pacific/Guam'],
  [970, 'America/Los_Angeles'], // OR, WA
  [995, 'America/Anchorage'],
];

/** Canadian postal codes: the first letter is the province or territory. */
const CA_LETTER: Record<string, string> = {
  A: 'America/St_Johns', B: 'America/Halifax', C: 'America/Halifax', E: 'America/Moncton', G: 'America/Toronto', H: 'America/Toronto',
  J: 'America/Toronto', K: 'America/Toronto', L: 'America/Toronto', M: 'America/Toronto', N: 'America/Toronto', P: 'America/Toronto',
  R: 'America/Winnipeg', S: 'America/Regina', T: 'America/Edmonton', V: 'America/Vancouver', X: 'America/Yellowknife', Y: 'America/Whitehorse',
};

/** Australian postcodes: the first digit is the state or territory. */
const AU_DIGIT: Record<string, string> = {
  '0': 'Australia/Darwin', '2': 'Australia/Sydney', '3': 'Australia/Melbourne', '4': 'Australia/Brisbane',
  '5': 'Australia/Adelaide', '6': 'Australia/Perth', '7': 'Australia/Hobart',
};

/**
 * The consignee's IANA time zone: the destination's primary zone, refined by postal code for the
 * large multi-zone destinations (US by ZIP prefix, CA by province letter, AU by state digit). The
 * refinement is coarse (state-level: e.g. western Kentucky gets Eastern time); a wrong guess can
 * only shift an SMS within the brand's window by an hour or two, never into the night by much.
 */
export function consigneeZone(country: string, postalCode?: string | null): string {
  const cc = country.toUpperCase();
  const zip = (postalCode ?? '').trim().toUpperCase();
  if (cc === 'US' && /^\d{3}/.test(zip)) {
    const prefix = Number(zip.slice(0, 3));
    let zone = US_ZIP3[0][1];
    for (const [start, z] of US_ZIP3) if (prefix >= start) zone = z;
    return zone;
  }
  if (cc === 'CA' && CA_LETTER[zip[0]]) return CA_LETTER[zip[0]];
  if (cc === 'AU' && AU_DIGIT[zip[0]] && /^\d{4}$/.test(zip)) return AU_DIGIT[zip[0]];
  return PRIMARY_ZONE[cc] ?? 'UTC';
}
