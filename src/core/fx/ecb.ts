/**
 * Parsers for the European Central Bank euro foreign exchange reference rates:
 * - the historical CSV (`eurofxref-hist.csv`: `Date,USD,JPY,…`, one row per business day,
 *   `N/A` where a currency had no rate),
 * - the daily CSV (`eurofxref-daily.csv`: same columns, date written "13 April 2026"),
 * - the daily XML (`eurofxref-daily.xml`: `<Cube time='…'><Cube currency='USD' rate='…'/>`;
 *   also accepts the 90-day/historical XML with many `Cube time` elements).
 * Rates are quoted as units of currency per 1 EUR and kept as strings (exact decimals).
 */
import { parse } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { DataFormatError } from '../money/errors.js';

export interface EcbDay {
  /** YYYY-MM-DD */
  date: string;
  /** currency -> units per 1 EUR, as a decimal string ("1.1684") */
  rates: Record<string, string>;
}

const MONTHS: Record<string, string> = {
  january: '01', february: '02', march: '03', april: '04', may: '05', june: '06',
  july: '07', august: '08', september: '09', october: '10', november: '11', december: '12',
};

function normDate(s: string): string {
  const t = s.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return t;
  const m = /^(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})$/.exec(t);
  if (m && MONTHS[m[2].toLowerCase()]) return `${m[3]}-${MONTHS[m[2].toLowerCase()]}-${m[1].padStart(2, '0')}`;
  throw new DataFormatError(`ECB: unrecognised date "${s}"`);
}

function validRate(v: string | undefined): string | null {
  if (v === undefined) return null;
  const t = v.trim();
  if (!t || t === 'N/A' || !/^\d+(\.\d+)?$/.test(t) || Number(t) <= 0) return null;
  return t;
}

function parseCsv(text: string): EcbDay[] {
  const rows = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  if (!rows.length || rows[0][0]?.trim() !== 'Date') throw new DataFormatError('ECB CSV: missing "Date" header');
  const header = rows[0].map((h) => h.trim());
  const out: EcbDay[] = [];
  for (const r of rows.slice(1)) {
    if (!r[0]?.trim()) continue;
    const rates: Record<string, string> = {};
    for (let i = 1; i < header.length; i++) {
      const ccy = header[i];
      if (!/^[A-Z]{3}$/.test(ccy)) continue;
      const v = validRate(r[i]);
      if (v) rates[ccy] = v;
    }
    out.push({ date: normDate(r[0]), rates });
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The historical CSV (all days since 1999). Returned in ascending date order. */
export function parseEcbHistCsv(text: string): EcbDay[] {
  return parseCsv(text);
}

/** The daily CSV (one day, "13 April 2026" date format). */
export function parseEcbDailyCsv(text: string): EcbDay[] {
  return parseCsv(text);
}

/** The daily (or 90-day / historical) XML. */
export function parseEcbDailyXml(text: string): EcbDay[] {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, isArray: (n) => n === 'Cube' });
  let doc: any;
  try {
    doc = parser.parse(text);
  } catch (e) {
    throw new DataFormatError(`ECB XML: ${(e as Error).message}`);
  }
  const env = doc?.Envelope;
  if (!env) throw new DataFormatError('ECB XML: no gesmes:Envelope');
  const out: EcbDay[] = [];
  const walk = (cubes: any[] | undefined) => {
    for (const c of cubes ?? []) {
      if (c['@time']) {
        const rates: Record<string, string> = {};
        for (const r of c.Cube ?? []) {
          const v = validRate(r['@rate']);
          if (r['@currency'] && v) rates[String(r['@currency']).trim()] = v;
        }
        out.push({ date: normDate(String(c['@time'])), rates });
      } else walk(c.Cube);
    }
  };
  walk(env.Cube);
  if (!out.length) throw new DataFormatError('ECB XML: no Cube time element');
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
