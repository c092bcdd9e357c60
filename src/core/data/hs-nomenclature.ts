/**
 * Parser for the HS 2022 nomenclature CSV (datasets/harmonized-system, UN Comtrade):
 *   section,hscode,description,parent,level
 *
 * Pure: takes the CSV text, returns rows. Pseudo rows are skipped: the grand total
 * (`TOTAL`), and the "Commodities not specified according to kind" chain
 * (`99` / `9999` / `999999`, all in section `TOTAL`). A parent of `TOTAL` becomes null.
 */
import { parse } from 'csv-parse/sync';

export type HsLevel = 2 | 4 | 6;

export interface HsRow {
  /** 2, 4 or 6 digits, zero-padded (e.g. "01", "0101", "010121"). */
  code: string;
  description: string;
  /** Code of the parent row (chapter for a heading, heading for a subheading); null for chapters. */
  parent: string | null;
  level: HsLevel;
  /** Roman numeral section, e.g. "I", "XI". */
  section: string;
}

const PSEUDO_CODES = new Set(['TOTAL', '99', '9999', '999999']);

export function parseHsNomenclature(csvText: string): HsRow[] {
  const records = parse(csvText, {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
  }) as Record<string, string>[];
  const out: HsRow[] = [];
  for (const r of records) {
    const code = (r.hscode ?? '').trim();
    const section = (r.section ?? '').trim();
    if (!code || PSEUDO_CODES.has(code) || section === 'TOTAL') continue;
    const level = Number(r.level);
    if (level !== 2 && level !== 4 && level !== 6) continue;
    if (!/^\d+$/.test(code) || code.length !== level) continue;
    const parentRaw = (r.parent ?? '').trim();
    out.push({
      code,
      description: (r.description ?? '').trim(),
      parent: !parentRaw || parentRaw === 'TOTAL' ? null : parentRaw,
      level: level as HsLevel,
      section,
    });
  }
  return out;
}
