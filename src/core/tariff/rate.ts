/**
 * The structured duty rate used by every tariff in the engine.
 *
 * A rate is a sum of components (compound duty = ad valorem + specific), optionally bounded
 * by a minimum and/or a maximum (each itself a sum of components), optionally seasonal
 * (one rate per date range of the year). Rates that cannot be evaluated from a parcel's data
 * (entry-price regimes, "the rate applicable to…" notes, per % vol alcohol, content-based
 * specific duties) are kept with `parsed: false` and flags, never guessed silently.
 */

/** Units a specific duty can be expressed per. `kg` is net mass unless `qualifier` says otherwise. */
export type RateUnit =
  | 'kg'
  | 'item'
  | 'pair'
  | 'doz'
  | 'gross' // 144 items
  | 'liter'
  | 'pf_liter' // proof liter (needs alcohol strength)
  | 'hl'
  | 'hl_vol' // per % vol per hectolitre (needs alcohol strength)
  | 'tonne'
  | 'm'
  | 'm2'
  | 'm3'
  | 'bbl'
  | 'head'
  | 'jewel';

export interface AdValoremComponent {
  type: 'ad_valorem';
  /** percent as a decimal string, e.g. "5.5" */
  percent: string;
}

export interface SpecificComponent {
  type: 'specific';
  /** amount of money per `per` units, decimal string ("0.011" USD for 1.1¢) */
  amount: string;
  currency: string;
  /** quantity the amount is per, e.g. "100" for "/100 kg"; "1" usually */
  per: string;
  unit: RateUnit;
  /** e.g. "gross", "net", "drained", "clean", "eda" — how the quantity is measured */
  qualifier?: string;
}

export type RateComponent = AdValoremComponent | SpecificComponent;

export interface Season {
  /** MM-DD inclusive */
  from: string;
  /** MM-DD inclusive (may wrap around the year end) */
  to: string;
}

export interface ParsedRate {
  /** the source text, verbatim */
  text: string;
  /** true when the rate could be turned into components (possibly with flags) */
  parsed: boolean;
  /** true for "Free" / 0% */
  free: boolean;
  /** summed components */
  components: RateComponent[];
  minimum: RateComponent[] | null;
  maximum: RateComponent[] | null;
  /** seasonal alternatives: when present the rate applicable on the calculation date is chosen */
  seasons?: Array<{ periods: Season[]; rate: ParsedRate }>;
  /**
   * Machine flags: 'unparsed', 'note' (text refers elsewhere), 'entry_price',
   * 'agricultural_component' (EA/ADSZ/ADFM not evaluated), 'alcohol_strength',
   * 'content_based', 'partial_article' (watch case/strap…), 'seasonal'.
   */
  flags: string[];
}

export const FREE_RATE = (text = 'Free'): ParsedRate => ({
  text,
  parsed: true,
  free: true,
  components: [],
  minimum: null,
  maximum: null,
  flags: [],
});

export const UNPARSED_RATE = (text: string, ...flags: string[]): ParsedRate => ({
  text,
  parsed: false,
  free: false,
  components: [],
  minimum: null,
  maximum: null,
  flags: ['unparsed', ...flags],
});

export function adValorem(percent: string): AdValoremComponent {
  return { type: 'ad_valorem', percent };
}

export function specific(amount: string, currency: string, unit: RateUnit, per = '1', qualifier?: string): SpecificComponent {
  return qualifier ? { type: 'specific', amount, currency, per, unit, qualifier } : { type: 'specific', amount, currency, per, unit };
}

export function rateOf(text: string, components: RateComponent[], extra: Partial<ParsedRate> = {}): ParsedRate {
  const free = components.every((c) => c.type === 'ad_valorem' && Number(c.percent) === 0) && !extra.minimum;
  return { text, parsed: true, free, components, minimum: null, maximum: null, flags: [], ...extra };
}

/** Human text of components, e.g. "5.5% + 0.011 USD/kg". */
export function describeComponents(cs: RateComponent[]): string {
  if (!cs.length) return 'Free';
  return cs
    .map((c) =>
      c.type === 'ad_valorem'
        ? `${c.percent}%`
        : `${c.amount} ${c.currency}/${c.per === '1' ? '' : c.per + ' '}${c.unit}${c.qualifier ? ' ' + c.qualifier : ''}`,
    )
    .join(' + ');
}
