/**
 * Parser for the rate texts of the UK Global Tariff CSV (`ukgt_duty_rate`) and of its EU
 * Common External Tariff column (`cet_duty_rate`), also used for the project's own tables:
 *   `12%`, `12.0%`, `0.0%`, `Free`, `10.00% + 77.00 GBP/100kg`, `41.20 EUR / 100 kg`,
 *   `32.00 EUR / hl`, `0.20 GBP/ item`, `1.50 EUR / 1,000 items`, `172.20 EUR / tonne`,
 *   `4.50% MIN 0.30 EUR / item MAX 0.80 EUR / item`, `8.00% + 3.30 EUR / 100 kg MAX 12.80%`,
 *   `9.00% MIN 1.10 EUR / 100 kg / gross`, `12.8% + 176.80 EUR / 100 kg / net drained wt`,
 *   seasonal `10.0% (01 JUL - 31 JAN), 8.0% (01 FEB - 30 JUN)`,
 *   `8.30% +  EA MAX 18.70%  + ADSZ` (agricultural component EA / additional duties on sugar
 *   ADSZ / flour ADFM: not evaluated, flagged), `Entry Price` (unparsed, flagged).
 * Also `CHF 12.00 / 100 kg gross`-style texts written as `12.00 CHF / 100 kg / gross`.
 */
import { Decimal } from 'decimal.js';
import { FREE_RATE, UNPARSED_RATE, adValorem, rateOf, specific, type ParsedRate, type RateComponent, type RateUnit, type Season } from './rate.js';

const MONTHS: Record<string, string> = {
  JAN: '01', FEB: '02', MAR: '03', APR: '04', MAY: '05', JUN: '06', JUNE: '06', JUL: '07', JULY: '07',
  AUG: '08', SEP: '09', SEPT: '09', OCT: '10', NOV: '11', DEC: '12',
};

function num(s: string): string {
  return new Decimal(s.replace(/,/g, '')).toString();
}

function unitAndQualifier(rest: string): { unit: RateUnit; per: string; qualifier?: string } | null {
  // rest: "100kg", "100 kg / gross", "hl", "item", "1,000 items", "tonne", "100 kg / net drained wt", "kg"
  const parts = rest
    .split('/')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return null;
  const m = /^(\d[\d,]*(?:\.\d+)?)?\s*([a-z%. ]+?)\s*(eda|mas|std qual|net drained wt|net dry|net|gross|br)?$/i.exec(parts[0]);
  if (!m) return null;
  const per = m[1] ? num(m[1]) : '1';
  const u = m[2].trim().toLowerCase();
  let unit: RateUnit;
  if (u === 'kg') unit = 'kg';
  else if (u === 'hl') unit = 'hl';
  else if (u === 'item' || u === 'items' || u === 'p/st' || u === 'no') unit = 'item';
  else if (u === 'pair' || u === 'pairs' || u === 'pa') unit = 'pair';
  else if (u === 'tonne' || u === 't') unit = 'tonne';
  else if (u === 'l' || u === 'liter' || u === 'litre') unit = 'liter';
  else if (u === 'm2' || u === 'm²') unit = 'm2';
  else if (u === 'm') unit = 'm';
  else return null;
  let qualifier = m[3]?.toLowerCase();
  for (const q of parts.slice(1)) {
    const ql = q.toLowerCase();
    if (ql === 'gross' || ql === 'br') qualifier = 'gross';
    else if (/^(net|net drained wt|net dry|eda|mas|std qual)$/.test(ql)) qualifier = ql;
    else return null; // e.g. "% sacchar.", "lactic matter" - not evaluable from parcel data
  }
  if (qualifier === 'br') qualifier = 'gross';
  return qualifier ? { unit, per, qualifier } : { unit, per };
}

function component(part: string): RateComponent | 'EA' | null {
  const p = part.trim();
  if (/^(EA|ADSZ|ADFM|AD S\/Z|AD F\/M)$/i.test(p)) return 'EA';
  // a bare number inside a compound CET text ("7.2 MIN 0.36 EUR/100 kg", "6.4 + 24.6 EUR/100 kg") is a percentage
  let m = /^(\d+(?:\.\d+)?)\s*%?$/.exec(p);
  if (m) return adValorem(num(m[1]));
  // "77.00 GBP/100kg", "41.20 EUR / 100 kg / gross", "0.20 GBP/ item", "CHF 12.00/100 kg gross"
  m = /^(\d[\d,]*(?:\.\d+)?)\s*(EUR|GBP|USD|CHF|NOK|CAD|AUD|€|£)\s*\/\s*(.+)$/i.exec(p) ?? null;
  let amount: string | null = null;
  let ccy = '';
  let rest = '';
  if (m) {
    amount = m[1];
    ccy = m[2];
    rest = m[3];
  } else {
    const m2 = /^(EUR|GBP|USD|CHF|NOK|CAD|AUD)\s*(\d[\d,]*(?:\.\d+)?)\s*\/\s*(.+)$/i.exec(p);
    if (!m2) return null;
    ccy = m2[1];
    amount = m2[2];
    rest = m2[3];
  }
  const currency = ccy === '€' ? 'EUR' : ccy === '£' ? 'GBP' : ccy.toUpperCase();
  if (/%\s*vol/i.test(rest)) return null;
  const u = unitAndQualifier(rest.replace(/\u00a0/g, ' '));
  if (!u) return null;
  return specific(num(amount), currency, u.unit, u.per, u.qualifier);
}

function sumOf(expr: string, flags: Set<string>): RateComponent[] | null {
  const comps: RateComponent[] = [];
  for (const part of expr.split(/\s*\+\s*/)) {
    if (!part.trim()) continue;
    const c = component(part);
    if (c === 'EA') {
      flags.add('agricultural_component');
      continue;
    }
    if (!c) return null;
    comps.push(c);
  }
  return comps;
}

function parseSimple(raw: string, t: string): ParsedRate {
  const flags = new Set<string>();
  const [mainAndMin, ...maxParts] = t.split(/\s+MAX\s+/i);
  const [main, ...minParts] = mainAndMin.split(/\s+MIN\s+/i);
  const comps = sumOf(main, flags);
  if (!comps) return classifyUnparsed(raw, t);
  const minimum = minParts.length ? sumOf(minParts.join(' '), flags) : null;
  const maximum = maxParts.length ? sumOf(maxParts.join(' '), flags) : null;
  if ((minParts.length && !minimum) || (maxParts.length && !maximum)) return classifyUnparsed(raw, t);
  const nonZero = comps.filter((c) => !(c.type === 'ad_valorem' ? Number(c.percent) === 0 : Number(c.amount) === 0));
  const r = rateOf(raw, nonZero.length ? nonZero : comps.length ? [] : [], {
    minimum: minimum && minimum.length ? minimum : null,
    maximum: maximum && maximum.length ? maximum : null,
  });
  r.free = nonZero.length === 0 && !r.minimum;
  if (r.free) r.components = [];
  r.flags = [...flags];
  return r;
}

function classifyUnparsed(raw: string, t: string): ParsedRate {
  if (/entry price/i.test(t)) return UNPARSED_RATE(raw, 'entry_price');
  if (/%\s*vol/i.test(t)) return UNPARSED_RATE(raw, 'alcohol_strength');
  if (/sacchar|lactic|tot alc|dry matter/i.test(t)) return UNPARSED_RATE(raw, 'content_based');
  return UNPARSED_RATE(raw);
}

function season(s: string): Season[] | null {
  // "01 JUL - 31 JAN" or "1 JAN-14 FEB, 1 JUN-31 DEC"
  const out: Season[] = [];
  for (const rng of s.split(',')) {
    const m = /^\s*(\d{1,2})\s*([A-Z]+)?\s*-\s*(\d{1,2})\s*([A-Z]+)\s*$/i.exec(rng);
    if (!m) return null;
    const m1 = MONTHS[(m[2] ?? m[4]).toUpperCase()];
    const m2 = MONTHS[m[4].toUpperCase()];
    if (!m1 || !m2) return null;
    out.push({ from: `${m1}-${m[1].padStart(2, '0')}`, to: `${m2}-${m[3].padStart(2, '0')}` });
  }
  return out;
}

/** Parse one UK Global Tariff / EU CET style rate text. */
export function parseUkRate(text: string | null | undefined): ParsedRate {
  const raw = (text ?? '').trim();
  if (!raw) return UNPARSED_RATE(raw, 'empty');
  const t = raw.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
  if (/^(free|0(\.0+)?\s*%)$/i.test(t)) return FREE_RATE(raw);
  if (/\(\s*\d{1,2}\s*[A-Z]/i.test(t)) {
    // seasonal: "R1 (periods), R2 (periods)"
    const seasons: NonNullable<ParsedRate['seasons']> = [];
    const re = /([^()]+?)\s*\(([^)]*)\)\s*,?/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(t))) {
      const periods = season(m[2]);
      if (!periods) return UNPARSED_RATE(raw, 'seasonal');
      const rate = parseSimple(m[1].trim(), m[1].trim());
      seasons.push({ periods, rate });
    }
    if (!seasons.length) return UNPARSED_RATE(raw, 'seasonal');
    return { text: raw, parsed: seasons.every((s) => s.rate.parsed), free: false, components: [], minimum: null, maximum: null, seasons, flags: ['seasonal'] };
  }
  return parseSimple(raw, t);
}

function inSeason(mmdd: string, s: Season): boolean {
  return s.from <= s.to ? mmdd >= s.from && mmdd <= s.to : mmdd >= s.from || mmdd <= s.to;
}

/** For a seasonal rate, the season's rate on `date` (YYYY-MM-DD); otherwise the rate itself. */
export function rateOnDate(rate: ParsedRate, date: string): ParsedRate {
  if (!rate.seasons) return rate;
  const mmdd = date.slice(5);
  for (const s of rate.seasons) if (s.periods.some((p) => inSeason(mmdd, p))) return { ...s.rate, flags: [...s.rate.flags, 'seasonal'] };
  return UNPARSED_RATE(rate.text, 'seasonal', 'no_season');
}
