/**
 * Typical gross weight per unit (kg) by HS prefix, used ONLY when a specific duty needs a
 * weight and the request gives none: the line is then flagged `WEIGHT_ESTIMATED` and the
 * explanation shows the estimate. The longest matching prefix wins; default 0.5 kg.
 * Figures are the project's own typical shipping weights (garment, pair of shoes, device in
 * retail packaging), not legal values.
 */
export const DEFAULT_WEIGHTS: Readonly<Record<string, string>> = Object.freeze({
  '61': '0.3', '6109': '0.2', '62': '0.5', '64': '1.0', '4202': '0.8', '3304': '0.05', '33': '0.2',
  '4901': '0.5', '8471': '2.5', '8517': '0.4', '8518': '0.15', '9102': '0.15', '9101': '0.15',
  '9503': '0.5', '2204': '1.3', '2208': '1.4', '0901': '0.5', '1806': '0.2', '71': '0.05',
});
export const DEFAULT_UNIT_WEIGHT = '0.5';

export function estimateUnitWeight(hsCode: string, table: Record<string, string> = DEFAULT_WEIGHTS): { kg: string; prefix: string | null } {
  for (let n = Math.min(hsCode.length, 6); n >= 2; n--) {
    const p = hsCode.slice(0, n);
    if (table[p] !== undefined) return { kg: table[p], prefix: p };
  }
  return { kg: DEFAULT_UNIT_WEIGHT, prefix: null };
}
