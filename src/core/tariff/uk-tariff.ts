/**
 * Parser for the UK Global Tariff CSV (uktrade/global-uk-tariff, final data 2021-01):
 *   commodity, description, cet_duty_rate, ukgt_duty_rate, change, trade_remedy_applies,
 *   cet_applies_until_trade_remedy_transition_reviews_concluded, suspension_applies, atq_applies
 * Codes are 2020 Combined Nomenclature codes (8 or 10 digits).
 * - `ukgt` is the UK third-country ("MFN") duty in force from 2021-01-01.
 * - `cet` is the EU Common External Tariff third-country duty as of 2020. The engine uses it as
 *   the EU tariff and labels every EU duty with that date: EU rates have changed little since,
 *   but the dataset is dated and is said to be so in the explanation.
 */
import { parse } from 'csv-parse/sync';
import { DataFormatError } from '../money/errors.js';
import { parseUkRate } from './uk-rate.js';
import type { ParsedRate } from './rate.js';

export interface RateText {
  text: string;
  rate: ParsedRate;
}

export interface UkTariffLine {
  /** 8 or 10 digits */
  code: string;
  description: string;
  ukgt: RateText;
  cet: RateText;
  change: string | null;
  tradeRemedyApplies: boolean;
  suspensionApplies: boolean;
  atqApplies: boolean;
}

export const UK_TARIFF_VALID_FROM = '2021-01-01';
export const EU_CET_AS_OF = '2020-01-01';

const bool = (v: string | undefined) => (v ?? '').trim().toLowerCase() === 'true';

export function parseUkTariff(text: string): UkTariffLine[] {
  const rows = parse(text, { bom: true, columns: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as Record<string, string>[];
  if (rows.length && !('commodity' in rows[0] && 'ukgt_duty_rate' in rows[0])) throw new DataFormatError('UK tariff CSV: missing commodity/ukgt_duty_rate columns');
  const out: UkTariffLine[] = [];
  const cache = new Map<string, ParsedRate>();
  const rt = (t: string): RateText => {
    let r = cache.get(t);
    if (!r) cache.set(t, (r = parseUkRate(t)));
    return { text: t, rate: r };
  };
  for (const r of rows) {
    const code = (r.commodity ?? '').replace(/\D/g, '');
    if (!code) continue;
    out.push({
      code,
      description: r.description ?? '',
      ukgt: rt(r.ukgt_duty_rate ?? ''),
      cet: rt(r.cet_duty_rate ?? ''),
      change: r.change || null,
      tradeRemedyApplies: bool(r.trade_remedy_applies),
      suspensionApplies: bool(r.suspension_applies),
      atqApplies: bool(r.atq_applies),
    });
  }
  return out;
}
