/**
 * Parser for the rate texts of the US Harmonized Tariff Schedule (USITC CSV export):
 * `Free`, `5.5%`, `1¢/kg`, `$1.104/kg + 14.9%`, `6.8¢/kg + 2.4%`, `25¢ each + 3.9%`,
 * `4.3¢/pr. + 6%`, `6.3¢/liter`, `$1.22/m2`, `3¢/doz.`, `10.5¢/kg on drained weight`…
 * Amounts in cents become USD decimals (1.1¢ -> "0.011"). Texts that refer elsewhere
 * ("The duty provided in the applicable subheading + 25%", "The rate applicable to…",
 * "See additional U.S. note…"), content-based duties ("on lead content", "of total sugars"),
 * proof-liter and part-of-article forms ("on the case", "on the battery") are kept unparsed
 * with flags.
 */
import { Decimal } from 'decimal.js';
import { FREE_RATE, UNPARSED_RATE, adValorem, rateOf, specific, type ParsedRate, type RateComponent, type RateUnit } from './rate.js';

const UNIT_MAP: Array<[RegExp, RateUnit, string | undefined]> = [
  [/^kg on drained weight$/, 'kg', 'drained'],
  [/^clean kg$/, 'kg', 'clean'],
  [/^kg$/, 'kg', undefined],
  [/^(each|no\.?|item)$/, 'item', undefined],
  [/^(pr\.?|pair)$/, 'pair', undefined],
  [/^doz\.?( pr\.?)?$/, 'doz', undefined],
  [/^gross$/, 'gross', undefined],
  [/^liters?$/, 'liter', undefined],
  [/^pf\.? ?liters?$/, 'pf_liter', undefined],
  [/^(t|tonnes?)$/, 'tonne', undefined],
  [/^m2$/, 'm2', undefined],
  [/^m3$/, 'm3', undefined],
  [/^(m|lin\. m)$/, 'm', undefined],
  [/^bbl$/, 'bbl', undefined],
  [/^head$/, 'head', undefined],
  [/^jewel$/, 'jewel', undefined],
];

function unitOf(s: string): { unit: RateUnit; qualifier?: string; per?: string } | null {
  const t = s.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/^(1,?000|thousand)$/.test(t)) return { unit: 'item', per: '1000' };
  for (const [re, unit, q] of UNIT_MAP) if (re.test(t)) return q ? { unit, qualifier: q } : { unit };
  return null;
}

const NUM = String.raw`(\d+(?:\.\d+)?|\.\d+)`;
const PCT_RE = new RegExp(`^${NUM}\\s*%$`);
const CENTS_RE = new RegExp(`^${NUM}\\s*¢\\s*(?:/\\s*|\\s+)(.+)$`);
const DOLLARS_RE = new RegExp(`^\\$\\s*${NUM}\\s*(?:/\\s*|\\s+)(.+)$`);

function component(part: string): RateComponent | null {
  const p = part.trim().replace(/\.$/, '');
  let m = PCT_RE.exec(p);
  if (m) return adValorem(new Decimal(m[1]).toString());
  m = /^(\d+) (\d+)\/(\d+)\s*%$/.exec(p); // "33 1/3%"
  if (m) return adValorem(new Decimal(m[1]).plus(new Decimal(m[2]).div(m[3])).toSignificantDigits(20).toString());
  m = CENTS_RE.exec(p);
  if (m) {
    const u = unitOf(m[2]);
    if (!u) return null;
    return specific(new Decimal(m[1]).div(100).toString(), 'USD', u.unit, u.per ?? '1', u.qualifier);
  }
  m = DOLLARS_RE.exec(p);
  if (m) {
    const u = unitOf(m[2]);
    if (!u) return null;
    return specific(new Decimal(m[1]).toString(), 'USD', u.unit, u.per ?? '1', u.qualifier);
  }
  return null;
}

/** Parse one HTS rate text (General, a Special group's rate, Column 2, Additional Duties). */
export function parseHtsRate(text: string | null | undefined): ParsedRate {
  const raw = (text ?? '').trim();
  if (!raw) return UNPARSED_RATE(raw, 'empty');
  const t = raw.replace(/\s+/g, ' ');
  if (/^free\.?$/i.test(t)) return FREE_RATE(raw);
  if (/^no additional duty$/i.test(t)) return FREE_RATE(raw);
  if (/^free,/i.test(t)) return UNPARSED_RATE(raw, 'note');
  if (/^(the |see |a duty|no change)/i.test(t)) return UNPARSED_RATE(raw, 'note');
  if (/on the (case|strap|battery|movement|value)|on case|\/jewel|each other piece/i.test(t)) return UNPARSED_RATE(raw, 'partial_article');
  if (/content|total sugars|contents and container|entire contents|each degree|including weight of container/i.test(t))
    return UNPARSED_RATE(raw, 'content_based');
  if (/pf\. ?liter/i.test(t)) return UNPARSED_RATE(raw, 'alcohol_strength');
  const parts = t.split(/\s*\+\s*/);
  const comps: RateComponent[] = [];
  for (const part of parts) {
    const c = component(part);
    if (!c) return UNPARSED_RATE(raw);
    comps.push(c);
  }
  return rateOf(raw, comps.filter((c) => !(c.type === 'ad_valorem' && Number(c.percent) === 0) || comps.length === 1));
}
