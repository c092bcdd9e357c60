/**
 * Parsers for VAT/GST rate sources, all into one shape, `VatPeriod`:
 * - ibericode/vat-rates JSON (EU-27 + GB): per country, periods with `effective_from` and named
 *   rates (`standard`, `reduced`, `reduced1`, `reduced2`, `super_reduced`, `parking`…). A
 *   period is valid from its `effective_from` until the day before the next later one.
 *   Territorial exceptions (Canary Islands, Heligoland…) are kept but not applied: the
 *   request has no postcode.
 * - kdeldycke/vat-rates CSV (historical standard rates): optional, standard rate only.
 * - the `sales-tax` npm package's rate table (`res/sales_tax_rates.json`): standard VAT/GST for
 *   ~128 countries, with `before` entries giving earlier rates (e.g. CH 8.1% since
 *   2024-01-01, 7.7% before). Rates there are fractions (0.081); we store percents ("8.1").
 *   What it returns for the non-EU destinations: CA gst 5% (federal GST only; provincial
 *   PST/HST are in `states`, not used: the request has no province), AU gst 10%,
 *   CH vat 8.1% (7.7% before 2024-01-01), NO vat 25%, US none 0%.
 */
import { createRequire } from 'node:module';
import { parse } from 'csv-parse/sync';
import { Decimal } from 'decimal.js';
import { DataFormatError } from '../money/errors.js';

export interface VatPeriod {
  country: string;
  /** YYYY-MM-DD, inclusive ('0000-01-01' = since forever) */
  from: string;
  /** YYYY-MM-DD, inclusive, or null = still in force */
  to: string | null;
  /** percents as decimal strings, by name: standard, reduced, reduced1, super_reduced, parking… */
  rates: Record<string, string>;
  /** tax name: VAT, GST */
  taxName: string;
  source: string;
  exceptions?: Array<{ name: string; postcode?: string; standard: string }>;
}

function dayBefore(date: string): string {
  const d = new Date(date + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

const pct = (v: unknown) => new Decimal(String(v)).toString();

/** Close each country's periods: `to` = day before the next period's `from`. */
export function closePeriods(rows: VatPeriod[]): VatPeriod[] {
  const byCountry = new Map<string, VatPeriod[]>();
  for (const r of rows) byCountry.set(r.country, [...(byCountry.get(r.country) ?? []), r]);
  const out: VatPeriod[] = [];
  for (const list of byCountry.values()) {
    list.sort((a, b) => (a.from < b.from ? -1 : 1));
    list.forEach((p, i) => out.push({ ...p, to: p.to ?? (list[i + 1] ? dayBefore(list[i + 1].from) : null) }));
  }
  return out.sort((a, b) => (a.country === b.country ? (a.from < b.from ? -1 : 1) : a.country < b.country ? -1 : 1));
}

export function parseIbericodeVat(jsonText: string): VatPeriod[] {
  let doc: any;
  try {
    doc = JSON.parse(jsonText);
  } catch (e) {
    throw new DataFormatError(`ibericode VAT JSON: ${(e as Error).message}`);
  }
  if (!doc || typeof doc.items !== 'object') throw new DataFormatError('ibericode VAT JSON: no "items"');
  const rows: VatPeriod[] = [];
  for (const [country, periods] of Object.entries<any[]>(doc.items)) {
    for (const p of periods) {
      const rates: Record<string, string> = {};
      for (const [k, v] of Object.entries(p.rates ?? {})) if (typeof v === 'number') rates[k] = pct(v);
      rows.push({
        country: country === 'EL' ? 'GR' : country,
        from: p.effective_from,
        to: null,
        rates,
        taxName: 'VAT',
        source: 'ibericode/vat-rates',
        ...(p.exceptions ? { exceptions: p.exceptions.map((e: any) => ({ name: e.name, postcode: e.postcode, standard: pct(e.standard) })) } : {}),
      });
    }
  }
  return closePeriods(rows);
}

/** kdeldycke/vat-rates CSV: start_date,stop_date,territory_codes,currency_code,rate,rate_type,description */
export function parseKdeldyckeVat(csvText: string): VatPeriod[] {
  const recs = parse(csvText, { bom: true, columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  const rows: VatPeriod[] = [];
  for (const r of recs) {
    if (r.rate_type !== 'standard' || !r.rate) continue;
    for (const c of (r.territory_codes ?? '').split(/[\s,]+/).filter((x) => /^[A-Z]{2}$/.test(x))) {
      rows.push({
        country: c,
        from: r.start_date,
        to: r.stop_date ? dayBefore(r.stop_date) : null,
        rates: { standard: new Decimal(r.rate).times(100).toString() },
        taxName: 'VAT',
        source: 'kdeldycke/vat-rates',
      });
    }
  }
  return closePeriods(rows);
}

/** Date of an instant as used by sales-tax's `before` keys (local midnight written in UTC → next day). */
function instantToDate(iso: string): string {
  const d = new Date(iso);
  if (d.getUTCHours() >= 12) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The sales-tax package's table (its JSON object) -> standard-rate periods. */
export function parseSalesTaxRates(table: Record<string, any>): VatPeriod[] {
  const rows: VatPeriod[] = [];
  for (const [country, e] of Object.entries(table)) {
    if (!e || typeof e.rate !== 'number') continue;
    const taxName = e.type === 'none' ? 'none' : String(e.type).toUpperCase();
    const befores = Object.entries<any>(e.before ?? {})
      .map(([k, v]) => ({ date: instantToDate(k), rate: v.rate as number }))
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    let from = '0000-01-01';
    for (const b of befores) {
      rows.push({ country, from, to: dayBefore(b.date), rates: { standard: pct(b.rate * 100) }, taxName, source: 'npm sales-tax' });
      from = b.date;
    }
    rows.push({ country, from, to: null, rates: { standard: new Decimal(e.rate).times(100).toString() }, taxName, source: 'npm sales-tax' });
  }
  return rows;
}

let cachedSalesTax: VatPeriod[] | null = null;
/** Standard VAT/GST periods from the installed `sales-tax` package (read once). */
export function salesTaxPackageRates(): VatPeriod[] {
  if (!cachedSalesTax) {
    const require = createRequire(import.meta.url);
    cachedSalesTax = parseSalesTaxRates(require('sales-tax/res/sales_tax_rates.json'));
  }
  return cachedSalesTax;
}
