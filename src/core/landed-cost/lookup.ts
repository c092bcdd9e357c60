/**
 * Finding the tariff line for an item, and its rate for the item's origin.
 *
 * Line: among the tariff's lines valid on the date and carrying a rate text,
 * 1. the line whose code equals the national `importCode` (digits), else the longest line
 *    code that is a prefix of it;
 * 2. else, from the 6-digit HS code: the national lines under it; when they carry different
 *    rates the residual (last in code order, usually "Other") is taken, the alternatives are
 *    listed in the explanation and the item is flagged `TARIFF_LINE_AMBIGUOUS` — send
 *    `importCode` to be exact;
 * 3. else the longest line code that is a prefix of the HS code (heading-level tables);
 * 4. else, for tariffs on the 2020 nomenclature (GB/EU data), HS 2022 codes that did not exist
 *    in HS 2017 are mapped back through a small correlation (e.g. 8517.13 -> 8517.12).
 */
import { parseHtsRate } from '../tariff/hts-rate.js';
import { parseHtsSpecial, specialForOrigin, US_COLUMN2_COUNTRIES, US_PROGRAM_COUNTRIES, US_PROGRAM_NAMES } from '../tariff/hts-special.js';
import { parseUkRate } from '../tariff/uk-rate.js';
import type { ParsedRate } from '../tariff/rate.js';
import { EU_MEMBERS } from './destinations.js';
import type { TariffLine } from './types.js';

/** HS 2022 -> HS 2017 for subheadings created in 2022 (WCO correlation table, common goods only). */
export const HS2022_TO_HS2017: Readonly<Record<string, string>> = Object.freeze({
  '851713': '851712', '851714': '851712', '850141': '850140', '850142': '850140', '843049': '843041',
  '630533': '630533', '870380': '870390', '940171': '940171', '940179': '940179',
});

interface Indexed {
  byChapter: Map<string, TariffLine[]>;
}

const indexCache = new WeakMap<TariffLine[], Indexed>();

function indexOf(lines: TariffLine[]): Indexed {
  let idx = indexCache.get(lines);
  if (!idx) {
    const byChapter = new Map<string, TariffLine[]>();
    for (const l of lines) {
      if (!l.general) continue;
      const ch = l.code.slice(0, 2);
      const arr = byChapter.get(ch);
      if (arr) arr.push(l);
      else byChapter.set(ch, [l]);
    }
    for (const arr of byChapter.values()) arr.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    idx = { byChapter };
    indexCache.set(lines, idx);
  }
  return idx;
}

export interface LineMatch {
  line: TariffLine;
  how: 'import_code' | 'import_code_prefix' | 'hs6_national_line' | 'hs6_residual_line' | 'heading' | 'hs2017_correlation';
  alternatives: Array<{ code: string; rate: string }>;
  laterDataset?: boolean;
}

const valid = (l: TariffLine, date: string) => l.validFrom <= date && (l.validTo === null || date <= l.validTo);

function longestPrefix(cands: TariffLine[], target: string): TariffLine | null {
  let best: TariffLine | null = null;
  for (const l of cands) if (target.startsWith(l.code) && (!best || l.code.length > best.code.length)) best = l;
  return best;
}

/**
 * Find the line in force on `date`. If the loaded data has no line in force then (e.g. a
 * calculation dated before the only imported schedule), the earliest later line is used and
 * the match says so (`laterDataset: true`, flag TARIFF_DATASET_AFTER_DATE).
 */
export function findTariffLine(lines: TariffLine[] | undefined, hsCode: string, importCode: string | null, date: string, allowCorrelation = true): LineMatch | null {
  const m = findTariffLineOn(lines, hsCode, importCode, date, allowCorrelation, false);
  if (m) return m;
  const later = findTariffLineOn(lines, hsCode, importCode, date, allowCorrelation, true);
  return later ? { ...later, laterDataset: true } : null;
}

function findTariffLineOn(lines: TariffLine[] | undefined, hsCode: string, importCode: string | null, date: string, allowCorrelation: boolean, acceptLater: boolean): LineMatch | null {
  if (!lines || !lines.length) return null;
  const cands = (indexOf(lines).byChapter.get(hsCode.slice(0, 2)) ?? []).filter((l) => (acceptLater ? l.validTo === null || date <= l.validTo : valid(l, date)));
  const ic = (importCode ?? '').replace(/\D/g, '');
  if (ic.length >= 6 && ic.startsWith(hsCode)) {
    const exact = cands.find((l) => l.code === ic);
    if (exact) return { line: exact, how: 'import_code', alternatives: [] };
    const p = longestPrefix(cands, ic);
    if (p && p.code.length > 6) return { line: p, how: 'import_code_prefix', alternatives: [] };
  }
  const under = cands.filter((l) => l.code.length > hsCode.length && l.code.startsWith(hsCode));
  const atHs = cands.find((l) => l.code === hsCode);
  if (under.length) {
    const rates = new Set(under.map((l) => l.general));
    if (rates.size === 1) return { line: under[0], how: 'hs6_national_line', alternatives: [] };
    const seen = new Set<string>();
    const alternatives = under
      .filter((l) => l.code.length <= 8 || !under.some((o) => o !== l && l.code.startsWith(o.code)))
      .filter((l) => (seen.has(l.general + l.code.slice(0, 8)) ? false : (seen.add(l.general + l.code.slice(0, 8)), true)))
      .map((l) => ({ code: l.code, rate: l.general }))
      .slice(0, 12);
    return { line: under[under.length - 1], how: 'hs6_residual_line', alternatives };
  }
  if (atHs) return { line: atHs, how: 'hs6_national_line', alternatives: [] };
  const p = longestPrefix(cands, hsCode);
  if (p) return { line: p, how: 'heading', alternatives: [] };
  if (allowCorrelation && HS2022_TO_HS2017[hsCode] && HS2022_TO_HS2017[hsCode] !== hsCode) {
    const m = findTariffLineOn(lines, HS2022_TO_HS2017[hsCode], null, date, false, acceptLater);
    if (m) return { ...m, how: 'hs2017_correlation' };
  }
  return null;
}

const parsedCache = new WeakMap<TariffLine, ParsedRate>();
export function generalRate(line: TariffLine): ParsedRate {
  if (line.rate) return line.rate;
  let r = parsedCache.get(line);
  if (!r) {
    r = line.format === 'hts' ? parseHtsRate(line.general) : parseUkRate(line.general);
    parsedCache.set(line, r);
  }
  return r;
}

export interface RateOption {
  kind: 'general' | 'preferential' | 'column2';
  program: string | null;
  text: string;
  rate: ParsedRate;
  flags: string[];
}

/** The rate options for an item's origin: the general rate, and a preferential or column-2 one. */
export function rateOptions(line: TariffLine, origin: string, date: string): { general: RateOption; alt: RateOption | null; notes: string[] } {
  const general: RateOption = { kind: 'general', program: null, text: line.general, rate: generalRate(line), flags: [] };
  const notes: string[] = [];
  if (line.tariff === 'US') {
    if (US_COLUMN2_COUNTRIES.includes(origin) && line.column2) {
      return { general, alt: { kind: 'column2', program: 'Column 2 (HTS General Note 3(b))', text: line.column2, rate: parseHtsRate(line.column2), flags: ['COLUMN2_RATE'] }, notes };
    }
    const g = specialForOrigin(parseHtsSpecial(line.special), origin);
    if (g) {
      const program = g.programs
        .filter((p) => (US_PROGRAM_COUNTRIES[p] ?? []).includes(origin))
        .map((p) => `${p} ${US_PROGRAM_NAMES[p] ?? ''}`.trim())
        .join(', ');
      if (!g.rate.parsed) notes.push(`preferential text "${g.rateText}" for ${origin} refers elsewhere: not applied`);
      else return { general, alt: { kind: 'preferential', program: `${program} (Special column)`, text: g.rateText, rate: g.rate, flags: ['PREFERENCE_ASSUMED_ORIGINATING'] }, notes };
    }
  }
  for (const p of line.preferences ?? []) {
    if (p.origins.includes(origin)) {
      return { general, alt: { kind: 'preferential', program: p.program, text: p.rate, rate: parseUkRate(p.rate), flags: ['PREFERENCE_ASSUMED_ORIGINATING'] }, notes };
    }
  }
  if (date >= '2021-01-01' && ((line.tariff === 'GB' && EU_MEMBERS.includes(origin)) || (line.tariff === 'EU' && origin === 'GB'))) {
    return {
      general,
      alt: { kind: 'preferential', program: 'EU–UK Trade and Cooperation Agreement (zero tariff for originating goods)', text: 'Free', rate: parseUkRate('Free'), flags: ['PREFERENCE_ASSUMED_ORIGINATING'] },
      notes,
    };
  }
  return { general, alt: null, notes };
}
