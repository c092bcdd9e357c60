/**
 * Brand fees.
 * - CONSTANT: `amount` in `currency` (default: shipment currency), converted to the shipment
 *   currency with the latest ECB reference rate on or before the calculation date (a commercial
 *   conversion, not the customs rate); `original_amount`/`original_currency` keep the configured
 *   amount.
 * - PERCENTAGE: `percent` of the base, computed on the already-rounded result lines:
 *   GOODS = sum of the items' totalValue; DUTIES_AND_TAXES = totalDuties + totalTaxes;
 *   GOODS_DUTIES_AND_TAXES = both. `minimum` / `maximum` (in `currency`, default shipment
 *   currency) bound the amount after conversion. The original amount is the computed amount
 *   in the shipment currency.
 * Each fee is rounded once (half-up, minor units of the shipment currency). Invisible fees
 * (`is_visible: false`) are charged and counted in totalFees; the API decides how to show them.
 */
import type { FxTable } from '../fx/fx-table.js';
import { D, Decimal, InvalidRequestError, assertCurrency, formatAmount, roundMoney } from '../money/index.js';
import { feeRuleSchema, type FeeExplanation, type FeeRule, type FxUse } from './types.js';

export interface FeeLine {
  feeType: string;
  displayName: string;
  amount: Decimal;
  originalAmount: string;
  originalCurrency: string;
  isVisible: boolean;
  explanation: FeeExplanation;
}

export function computeFees(
  rules: FeeRule[],
  ctx: { currency: string; date: string; fx: FxTable; goods: Decimal; dutiesAndTaxes: Decimal },
): FeeLine[] {
  const S = ctx.currency;
  return rules.map((raw, i) => {
    const parsed = feeRuleSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InvalidRequestError(`fee ${i}: ${issue.message}`, `fees[${i}].${issue.path.join('.')}`);
    }
    const f = parsed.data;
    const fCcy = assertCurrency(f.currency ?? S, `fees[${i}].currency`);
    let fx: FxUse | null = null;
    const toS = (a: Decimal): Decimal => {
      if (fCcy === S) return a;
      const q = ctx.fx.quote(fCcy, S, ctx.date, 'latest-on-or-before', `fees[${i}].currency`);
      fx = { from: fCcy, to: S, rate: q.rate.toString(), rateDate: q.rateDate, rule: q.rule };
      return a.times(q.rate);
    };
    let amount: Decimal;
    let base: string | null = null;
    let ruleText: string;
    let originalAmount: string;
    let originalCurrency: string;
    if (f.fee_type === 'CONSTANT') {
      const a = new D(f.amount!);
      amount = toS(a);
      ruleText = `constant ${formatAmount(a, fCcy)} ${fCcy}`;
      originalAmount = formatAmount(a, fCcy);
      originalCurrency = fCcy;
    } else {
      const b = f.base ?? 'GOODS';
      const baseAmt = b === 'GOODS' ? ctx.goods : b === 'DUTIES_AND_TAXES' ? ctx.dutiesAndTaxes : ctx.goods.plus(ctx.dutiesAndTaxes);
      base = `${b}: ${formatAmount(baseAmt, S)} ${S}`;
      amount = baseAmt.times(f.percent!).div(100);
      ruleText = `${f.percent}% of ${b}`;
      originalAmount = '';
      originalCurrency = S;
    }
    const computed = amount;
    let clamped: string | null = null;
    if (f.minimum !== undefined) {
      const min = toS(new D(f.minimum));
      if (amount.lt(min)) {
        amount = min;
        clamped = `minimum ${f.minimum} ${fCcy}`;
      }
      ruleText += `, minimum ${f.minimum} ${fCcy}`;
    }
    if (f.maximum !== undefined) {
      const max = toS(new D(f.maximum));
      if (amount.gt(max)) {
        amount = max;
        clamped = `maximum ${f.maximum} ${fCcy}`;
      }
      ruleText += `, maximum ${f.maximum} ${fCcy}`;
    }
    const rounded = roundMoney(amount.toDecimalPlaces(20), S);
    if (f.fee_type === 'PERCENTAGE') originalAmount = formatAmount(rounded, S);
    return {
      feeType: f.fee_type,
      displayName: f.display_name,
      amount: rounded,
      originalAmount,
      originalCurrency,
      isVisible: f.is_visible,
      explanation: { displayName: f.display_name, feeType: f.fee_type, rule: ruleText, base, computed: computed.toDecimalPlaces(6).toString(), clamped, fx },
    };
  });
}
