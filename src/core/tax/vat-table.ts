/**
 * VAT/GST rate lookup: destination country + calculation date + HS code -> rate.
 * Precedence: an HS rule (reduced-by-hs.ts) in force on the date, whose named rate exists in
 * the period; else the period's standard rate. Periods come from the imported sources
 * (ibericode for EU/GB, sales-tax for others); for a country with periods from several
 * sources, the first source in `periods` order that covers the date wins.
 */
import { HS_VAT_RULES, type HsVatRule } from './reduced-by-hs.js';
import type { VatPeriod } from './vat-sources.js';

export interface VatDecision {
  country: string;
  /** percent, decimal string */
  rate: string;
  rateName: string;
  category: string;
  taxName: string;
  source: string;
  rule: string | null;
  periodFrom: string;
}

export function findVatPeriod(periods: readonly VatPeriod[], country: string, date: string): VatPeriod | null {
  for (const p of periods) if (p.country === country && p.from <= date && (p.to === null || date <= p.to)) return p;
  return null;
}

export function vatFor(periods: readonly VatPeriod[], country: string, date: string, hsCode: string, rules: readonly HsVatRule[] = HS_VAT_RULES): VatDecision | null {
  const p = findVatPeriod(periods, country, date);
  if (!p) return null;
  for (const r of rules) {
    if (!r.countries.includes(country) || r.from > date || (r.to !== null && date > r.to)) continue;
    if (!r.hsPrefixes.some((h) => hsCode.startsWith(h))) continue;
    const rate = 'percent' in r.rate ? r.rate.percent : p.rates[r.rate.key];
    if (rate === undefined) continue;
    return { country, rate, rateName: 'percent' in r.rate ? 'explicit' : r.rate.key, category: r.category, taxName: p.taxName, source: `${r.source}; rates: ${p.source}`, rule: r.id, periodFrom: p.from };
  }
  const std = p.rates.standard;
  if (std === undefined) return null;
  return { country, rate: std, rateName: 'standard', category: 'standard', taxName: p.taxName, source: p.source, rule: null, periodFrom: p.from };
}
