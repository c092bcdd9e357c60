/**
 * The HTS "Special" rate column: groups of `<rate> (<program codes>)`, e.g.
 * `Free (A+,AU,BH,CL,CO,D,E,IL,JO,KR,MA,OM,P,PA,PE,S,SG) 2.8¢/liter (JO)` or
 * `Free (BH,CL,…) See 9822.04.01-9822.04.03 (AU)`.
 *
 * Program codes (HTS General Note 3(c)) and the origins that qualify, as applied by the
 * engine. Only free-trade agreements with a fixed partner list are mapped to countries:
 *   AU Australia (GN 28) · BH Bahrain (GN 30) · CA/MX old NAFTA codes, S/S+ USMCA (GN 11):
 *   CA, MX · CL Chile (GN 26) · CO Colombia (GN 34) · IL Israel (GN 8) · JO Jordan (GN 18)
 *   · JP US–Japan Trade Agreement (GN 33) · KR Korea (GN 33/KORUS) · MA Morocco (GN 27)
 *   · OM Oman (GN 31) · P/P+ CAFTA-DR (GN 29): CR, DO, SV, GT, HN, NI · PA Panama (GN 35)
 *   · PE Peru (GN 32) · SG Singapore (GN 25).
 * Not applied (listed with `countries: []`): A, A-star, A+ GSP (authorisation lapsed 31 Dec 2020),
 * D AGOA, E and E-star CBERA, R CBTPA, NP Nepal, and the product-based programmes B (auto parts),
 * C (civil aircraft), K (pharmaceuticals), L (dye intermediates), J/J+ ATPA (expired):
 * they depend on beneficiary-country designations or end-use not in the data.
 * A preference is applied on the item's country of origin and flagged: the engine cannot
 * check rules of origin, so it assumes the goods originate.
 */
import { parseHtsRate } from './hts-rate.js';
import type { ParsedRate } from './rate.js';

export const US_PROGRAM_COUNTRIES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  AU: ['AU'],
  BH: ['BH'],
  CA: ['CA'],
  MX: ['MX'],
  S: ['CA', 'MX'],
  'S+': ['CA', 'MX'],
  CL: ['CL'],
  CO: ['CO'],
  IL: ['IL'],
  JO: ['JO'],
  JP: ['JP'],
  KR: ['KR'],
  MA: ['MA'],
  OM: ['OM'],
  P: ['CR', 'DO', 'SV', 'GT', 'HN', 'NI'],
  'P+': ['CR', 'DO', 'SV', 'GT', 'HN', 'NI'],
  PA: ['PA'],
  PE: ['PE'],
  SG: ['SG'],
});

export const US_PROGRAM_NAMES: Readonly<Record<string, string>> = Object.freeze({
  A: 'GSP', 'A*': 'GSP (some beneficiaries excluded)', 'A+': 'GSP (least-developed beneficiaries only)',
  AU: 'US–Australia FTA', B: 'Automotive Products Trade Act', BH: 'US–Bahrain FTA', C: 'Agreement on Trade in Civil Aircraft',
  CA: 'NAFTA (Canada)', MX: 'NAFTA (Mexico)', CL: 'US–Chile FTA', CO: 'US–Colombia TPA', D: 'AGOA', E: 'CBERA', 'E*': 'CBERA (some excluded)',
  IL: 'US–Israel FTA', JO: 'US–Jordan FTA', JP: 'US–Japan Trade Agreement', K: 'Pharmaceutical products agreement', KR: 'KORUS FTA',
  L: 'Dye intermediates', MA: 'US–Morocco FTA', NP: 'Nepal Preference Program', OM: 'US–Oman FTA', P: 'CAFTA-DR', 'P+': 'CAFTA-DR (some products)',
  PA: 'US–Panama TPA', PE: 'US–Peru TPA', R: 'CBTPA', S: 'USMCA', 'S+': 'USMCA (some products)', SG: 'US–Singapore FTA',
});

/** Countries whose goods take the Column 2 rate (General Note 3(b); RU, BY since 2022-04-09). */
export const US_COLUMN2_COUNTRIES: readonly string[] = ['CU', 'KP', 'RU', 'BY'];

export interface SpecialGroup {
  rateText: string;
  rate: ParsedRate;
  programs: string[];
  /** origins that qualify, from the mapped programmes */
  countries: string[];
}

/** Split the Special column into rate groups with program codes and qualifying origins. */
export function parseHtsSpecial(text: string | null | undefined): SpecialGroup[] {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!t) return [];
  const out: SpecialGroup[] = [];
  const re = /([^()]+?)\s*\(([^)]*)\)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(t))) {
    const rateText = m[1].trim().replace(/^,\s*/, '');
    const programs = m[2]
      .split(',')
      .map((p) => p.trim())
      .filter((p) => /^[A-Z]{1,2}[*+]?$/.test(p));
    if (!programs.length) continue;
    const countries = [...new Set(programs.flatMap((p) => US_PROGRAM_COUNTRIES[p] ?? []))].sort();
    out.push({ rateText, rate: parseHtsRate(rateText), programs, countries });
  }
  return out;
}

/** The special group that applies to an origin country, if any (first match). */
export function specialForOrigin(groups: SpecialGroup[], origin: string): SpecialGroup | null {
  for (const g of groups) if (g.countries.includes(origin)) return g;
  return null;
}
