/**
 * Minimal reader for the UK Global Tariff CSV (uktrade/global-uk-tariff, 2021-01):
 * returns only commodity codes and descriptions. Rate columns are parsed elsewhere.
 * Codes are digits only (8-digit CN 2020 lines and 10-digit lines).
 */
import { parse } from 'csv-parse/sync';

export interface UkTariffLine {
  code: string;
  description: string;
}

export function parseUkTariffLines(csvText: string): UkTariffLine[] {
  const records = parse(csvText, {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Record<string, string>[];
  const out: UkTariffLine[] = [];
  for (const r of records) {
    const code = (r.commodity ?? '').replace(/[^0-9]/g, '');
    if (code.length < 6) continue;
    out.push({ code, description: (r.description ?? '').replace(/\s+/g, ' ').trim() });
  }
  return out;
}
