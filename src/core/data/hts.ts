/**
 * Parser for the US Harmonized Tariff Schedule CSV as exported by USITC:
 *   HTS Number, Indent, Description, Unit of Quantity, General Rate of Duty,
 *   Special Rate of Duty, Column 2 Rate of Duty, Quota Quantity, Additional Duties
 *
 * Pure: takes the CSV text, returns one HtsLine per data row, in file order.
 * - `code` is the HTS number with dots removed ('' for heading/text-only rows).
 * - Empty cells become null.
 * - Ten-digit statistical lines carry no rates of their own in the export: when their
 *   general/special/column2 cells are empty they inherit the text of their eight-digit
 *   parent line, and `inheritedFrom` records that parent's code (digits only).
 * - `unit` is the unit-of-quantity list joined with ", " (the file stores a JSON array,
 *   e.g. `["doz.","kg"]` -> "doz., kg"); `units` keeps the array.
 */
import { parse } from 'csv-parse/sync';

export interface HtsLine {
  /** Digits only: 4, 6, 8 or 10 digits; '' for rows without a number. */
  code: string;
  /** HTS number as written in the file, e.g. "0101.21.00.10". */
  rawCode: string;
  indent: number;
  description: string;
  unit: string | null;
  units: string[];
  general: string | null;
  special: string | null;
  column2: string | null;
  quotaQuantity: string | null;
  additionalDuties: string | null;
  /** Eight-digit code whose rate text this line inherited, or null. */
  inheritedFrom: string | null;
}

function cell(v: string | undefined): string | null {
  if (v === undefined) return null;
  const t = v.trim();
  return t === '' ? null : t;
}

function parseUnits(v: string | null): string[] {
  if (!v) return [];
  if (v.startsWith('[')) {
    try {
      const arr = JSON.parse(v);
      if (Array.isArray(arr)) return arr.map((x) => String(x).trim()).filter(Boolean);
    } catch {
      /* fall through */
    }
  }
  return [v];
}

export function parseHts(csvText: string): HtsLine[] {
  const records = parse(csvText, {
    bom: true,
    from_line: 2,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
  }) as string[][];
  const lines: HtsLine[] = [];
  const byCode = new Map<string, HtsLine>();
  for (const r of records) {
    const rawCode = (r[0] ?? '').trim();
    const code = rawCode.replace(/[^0-9]/g, '');
    const indentNum = Number.parseInt((r[1] ?? '').trim(), 10);
    const units = parseUnits(cell(r[3]));
    const line: HtsLine = {
      code,
      rawCode,
      indent: Number.isFinite(indentNum) ? indentNum : 0,
      description: (r[2] ?? '').trim(),
      unit: units.length ? units.join(', ') : null,
      units,
      general: cell(r[4]),
      special: cell(r[5]),
      column2: cell(r[6]),
      quotaQuantity: cell(r[7]),
      additionalDuties: cell(r[8]),
      inheritedFrom: null,
    };
    if (code.length === 10) {
      const parent = byCode.get(code.slice(0, 8));
      if (parent) {
        let inherited = false;
        if (line.general === null && parent.general !== null) {
          line.general = parent.general;
          inherited = true;
        }
        if (line.special === null && parent.special !== null) {
          line.special = parent.special;
          inherited = true;
        }
        if (line.column2 === null && parent.column2 !== null) {
          line.column2 = parent.column2;
          inherited = true;
        }
        if (inherited) line.inheritedFrom = parent.code;
      }
    }
    if (code && !byCode.has(code)) byCode.set(code, line);
    lines.push(line);
  }
  return lines;
}

/**
 * For each line (same order as `lines`), the descriptions of its ancestors by indent,
 * outermost first, excluding the line itself. An ancestor of a line at indent k is the
 * nearest preceding line at each indent 0..k-1 (the indent hierarchy of the schedule).
 * The chain restarts at each indent-0 row (a heading).
 */
export function buildHtsContext(lines: HtsLine[]): string[][] {
  const stack: (string | undefined)[] = [];
  const out: string[][] = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const k = Math.max(0, l.indent);
    const ctx: string[] = [];
    for (let j = 0; j < k; j++) {
      const d = stack[j];
      if (d !== undefined) ctx.push(d);
    }
    out[i] = ctx;
    stack[k] = l.description;
    stack.length = k + 1;
  }
  return out;
}

/** Trailing colon and US textile category numbers like "(338)" removed, for display. */
export function cleanHtsDescription(d: string): string {
  return d
    .replace(/\s*\((\d{3}|\d{3}\/\d{3})\)\s*$/, '')
    .replace(/:\s*$/, '')
    .trim();
}

/**
 * Full indented context of one line as readable text: ancestor descriptions and the
 * line's own, cleaned and joined with "; " (e.g. "T-shirts, singlets, tank tops and
 * similar garments, knitted or crocheted; Of cotton; Men's").
 */
export function htsFullDescription(lines: HtsLine[], context: string[][], index: number): string {
  return [...context[index], lines[index].description]
    .map(cleanHtsDescription)
    .filter(Boolean)
    .join('; ');
}
