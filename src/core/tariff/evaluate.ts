/**
 * Evaluate a ParsedRate for one item line: duty = sum(components), then at least `minimum`,
 * at most `maximum`. Pure; exact decimals; no rounding (the caller rounds once).
 *
 * Quantities for specific duties:
 * - kg / tonne: the line's weight (request `weightKg` per unit × quantity). When missing, the
 *   caller's documented estimate is used and the flag `WEIGHT_ESTIMATED` is raised. Qualifiers
 *   (gross, net, drained…) are all measured on the declared weight; qualifiers other than
 *   gross/net raise `WEIGHT_BASIS_APPROXIMATED`.
 * - item / pair: quantity; doz: quantity / 12; gross: quantity / 144.
 * - liter / hl: no volume on the request: 1 kg = 1 liter is assumed from the weight and
 *   `VOLUME_ESTIMATED_FROM_WEIGHT` raised.
 * - m, m2, m3, bbl, head, jewel, proof liter, % vol: not derivable: the component counts 0 and
 *   `SPECIFIC_QUANTITY_UNKNOWN` is raised (the duty is then understated and says so).
 * Specific amounts in another currency are converted with the caller's `convert`.
 */
import { D, Decimal } from '../money/index.js';

/** Intermediate amounts in explanation steps: 6 decimals (computation itself is exact). */
export const x6 = (d: Decimal): string => d.toDecimalPlaces(6).toString();
import { describeComponents, type ParsedRate, type RateComponent } from './rate.js';
import { rateOnDate } from './uk-rate.js';

export interface DutyContext {
  /** customs value of the whole line, destination currency */
  value: Decimal;
  currency: string;
  quantity: number;
  /** total weight of the line in kg (declared), or null */
  weightKg: Decimal | null;
  /** estimated total weight of the line in kg, used when `weightKg` is null */
  estimatedWeightKg: Decimal;
  date: string;
  /** convert an amount in `from` to the destination currency */
  convert: (amount: Decimal, from: string) => Decimal;
}

export interface DutyEvaluation {
  amount: Decimal;
  /** false when the rate text could not be evaluated at all */
  computable: boolean;
  flags: string[];
  /** human-readable computation steps for the explanation */
  steps: string[];
}

function componentAmount(c: RateComponent, ctx: DutyContext, flags: Set<string>, steps: string[]): Decimal {
  if (c.type === 'ad_valorem') {
    const a = ctx.value.times(c.percent).div(100);
    steps.push(`${c.percent}% × ${x6(ctx.value)} ${ctx.currency} = ${x6(a)} ${ctx.currency}`);
    return a;
  }
  const weight = () => {
    if (ctx.weightKg) return ctx.weightKg;
    flags.add('WEIGHT_ESTIMATED');
    return ctx.estimatedWeightKg;
  };
  let qty: Decimal | null = null;
  let qtyText = '';
  switch (c.unit) {
    case 'kg':
      qty = weight();
      qtyText = `${x6(qty)} kg`;
      if (c.qualifier && c.qualifier !== 'gross' && c.qualifier !== 'net') flags.add('WEIGHT_BASIS_APPROXIMATED');
      break;
    case 'tonne':
      qty = weight().div(1000);
      qtyText = `${x6(qty)} t`;
      break;
    case 'item':
    case 'pair':
      qty = new D(ctx.quantity);
      qtyText = `${ctx.quantity} ${c.unit}`;
      break;
    case 'doz':
      qty = new D(ctx.quantity).div(12);
      qtyText = `${ctx.quantity}/12 doz`;
      break;
    case 'gross':
      qty = new D(ctx.quantity).div(144);
      qtyText = `${ctx.quantity}/144 gross`;
      break;
    case 'liter':
    case 'hl':
      flags.add('VOLUME_ESTIMATED_FROM_WEIGHT');
      qty = c.unit === 'hl' ? weight().div(100) : weight();
      qtyText = `${x6(qty)} ${c.unit} (from weight)`;
      break;
    default:
      flags.add('SPECIFIC_QUANTITY_UNKNOWN');
      steps.push(`${describeComponents([c])}: quantity in ${c.unit} unknown, counted as 0`);
      return new D(0);
  }
  const perUnits = qty.div(c.per);
  const inCcy = perUnits.times(c.amount);
  const converted = c.currency === ctx.currency ? inCcy : ctx.convert(inCcy, c.currency);
  steps.push(
    `${c.amount} ${c.currency}/${c.per === '1' ? '' : c.per + ' '}${c.unit} × ${qtyText} = ${x6(inCcy)} ${c.currency}` +
      (c.currency === ctx.currency ? '' : ` = ${x6(converted)} ${ctx.currency}`),
  );
  return converted;
}

function sumComponents(cs: RateComponent[], ctx: DutyContext, flags: Set<string>, steps: string[]): Decimal {
  let t = new D(0);
  for (const c of cs) t = t.plus(componentAmount(c, ctx, flags, steps));
  return t;
}

export function evaluateDuty(rate0: ParsedRate, ctx: DutyContext): DutyEvaluation {
  const rate = rateOnDate(rate0, ctx.date);
  const flags = new Set<string>();
  const steps: string[] = [];
  if (rate.flags.includes('seasonal')) flags.add('SEASONAL_RATE');
  if (rate.flags.includes('agricultural_component')) flags.add('AGRICULTURAL_COMPONENT_NOT_EVALUATED');
  if (!rate.parsed) {
    return { amount: new D(0), computable: false, flags: ['RATE_NOT_COMPUTABLE', ...rate.flags.map((f) => `RATE_${f.toUpperCase()}`)], steps: [`rate text "${rate.text}" cannot be evaluated from the parcel data`] };
  }
  if (rate.free) return { amount: new D(0), computable: true, flags: [...flags], steps: ['free'] };
  let amount = sumComponents(rate.components, ctx, flags, steps);
  if (rate.minimum) {
    const min = sumComponents(rate.minimum, ctx, flags, steps);
    if (amount.lt(min)) {
      steps.push(`minimum ${describeComponents(rate.minimum)} applies: ${x6(min)}`);
      amount = min;
    }
  }
  if (rate.maximum) {
    const max = sumComponents(rate.maximum, ctx, flags, steps);
    if (amount.gt(max)) {
      steps.push(`maximum ${describeComponents(rate.maximum)} applies: ${x6(max)}`);
      amount = max;
    }
  }
  return { amount, computable: true, flags: [...flags], steps };
}
