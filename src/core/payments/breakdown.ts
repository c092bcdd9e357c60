import { D } from '../money/index.js';
import type { ShipmentView } from '../shipments/types.js';

export interface BreakdownLine {
  label: string;
  amount: string;
  currency: string;
}

export interface Breakdown {
  /** The goods, in their own currencies: context for the consignee, not part of the total. */
  goods: Array<{ description: string; quantity: number; value: string; currency: string }>;
  /** Duties, taxes, each visible fee, and hidden fees summed as "Other charges"; they add up to total. */
  charges: BreakdownLine[];
  total: BreakdownLine;
}

/**
 * What the consignee is asked to pay, line by line. Fees a brand marked invisible are not
 * itemised, but they are charged, so they appear summed as one "Other charges" line: the lines
 * always add up to the total.
 */
export function breakdownOf(s: ShipmentView): Breakdown {
  const cur = s.currency;
  const charges: BreakdownLine[] = [
    { label: 'Import duties', amount: s.total_duties, currency: cur },
    { label: 'Import taxes', amount: s.total_taxes, currency: cur },
  ];
  for (const f of s.fees) if (f.is_visible) charges.push({ label: f.display_name, amount: f.amount, currency: cur });
  const hidden = s.fees.filter((f) => !f.is_visible).reduce((acc, f) => acc.plus(f.amount), new D(0));
  if (hidden.gt(0)) charges.push({ label: 'Other charges', amount: hidden.toFixed(s.total_amount.split('.')[1]?.length ?? 0), currency: cur });
  return {
    goods: s.items.map((i) => ({ description: i.description, quantity: i.quantity, value: i.total_value, currency: i.currency })),
    charges,
    total: { label: 'Total to pay', amount: s.total_amount, currency: cur },
  };
}

export function formatMoney(amount: string, currency: string): string {
  try {
    // Intl formats decimal strings exactly (no float conversion).
    return new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code' }).format(amount as unknown as number);
  } catch {
    return `${amount} ${currency}`;
  }
}
