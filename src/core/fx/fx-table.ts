/**
 * A pure, in-memory table of ECB euro reference rates with cross rates through EUR.
 *
 * Date rule (documented in the explanation of every calculation):
 * - Default: the latest ECB reference rate published on or before the calculation date
 *   (`latest-on-or-before`). For a cross rate A->B both currencies are taken from the same
 *   ECB publication day: the latest day on or before the date on which both were published.
 * - EU destinations (`eu-customs-penultimate-wednesday`): Art. 146 of Commission
 *   Implementing Regulation (EU) 2015/2447: the customs exchange rate is the ECB rate published
 *   on the penultimate Wednesday of the month before the calculation month, applied for the whole
 *   month; if no rate was published that Wednesday, the latest published before it.
 *   (Member states outside the euro use their central bank's rate for their own currency; the
 *   engine prices all EU destinations in EUR, so this does not arise.)
 * - Other destinations' customs administrations publish their own rates (HMRC monthly rates,
 *   CBSA daily rates, CBP certified rates…), which are not in the data: the default applies.
 */
import { D, Decimal, NoExchangeRateError, UnsupportedCurrencyError, isSupportedCurrency } from '../money/index.js';
import type { EcbDay } from './ecb.js';

export type FxDateRule = 'latest-on-or-before' | 'eu-customs-penultimate-wednesday';

export interface FxQuote {
  from: string;
  to: string;
  /** units of `to` per 1 unit of `from` (exact cross rate, not rounded) */
  rate: Decimal;
  /** the ECB publication day used */
  rateDate: string;
  rule: FxDateRule;
  /** the per-EUR rates used (strings), for the explanation */
  eurRates: Record<string, string>;
}

function isoDate(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The penultimate Wednesday of the month preceding `date` (YYYY-MM-DD). */
export function penultimateWednesdayOfPreviousMonth(date: string): string {
  let y = Number(date.slice(0, 4));
  let m = Number(date.slice(5, 7)) - 1;
  if (m === 0) {
    m = 12;
    y -= 1;
  }
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const dowLast = new Date(Date.UTC(y, m - 1, last)).getUTCDay(); // 0 = Sunday
  const lastWed = last - ((dowLast - 3 + 7) % 7);
  return isoDate(y, m, lastWed - 7);
}

export class FxTable {
  /** ascending publication dates */
  private readonly dates: string[];
  private readonly byDate: Map<string, Record<string, string>>;

  constructor(days: EcbDay[]) {
    const map = new Map<string, Record<string, string>>();
    for (const d of days) map.set(d.date, { ...(map.get(d.date) ?? {}), ...d.rates, EUR: '1' });
    this.dates = [...map.keys()].sort();
    this.byDate = map;
  }

  get size(): number {
    return this.dates.length;
  }

  get firstDate(): string | null {
    return this.dates[0] ?? null;
  }

  get lastDate(): string | null {
    return this.dates[this.dates.length - 1] ?? null;
  }

  /** All days as plain data (for serialising / copying a subset). */
  toDays(): EcbDay[] {
    return this.dates.map((date) => ({ date, rates: { ...this.byDate.get(date)! } }));
  }

  /** Currencies that appear on any day. */
  currencies(): string[] {
    const s = new Set<string>(['EUR']);
    for (const r of this.byDate.values()) for (const c of Object.keys(r)) s.add(c);
    return [...s].sort();
  }

  /** Index of the latest date <= `date`, or -1. */
  private indexOnOrBefore(date: string): number {
    let lo = 0;
    let hi = this.dates.length - 1;
    let ans = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.dates[mid] <= date) {
        ans = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return ans;
  }

  /** The date whose rates apply under `rule` for a calculation on `date`. */
  effectiveDate(date: string, rule: FxDateRule): string {
    return rule === 'eu-customs-penultimate-wednesday' ? penultimateWednesdayOfPreviousMonth(date) : date;
  }

  /**
   * Cross rate from -> to for a calculation on `date`: units of `to` per 1 `from`,
   * = (to per EUR) / (from per EUR), both from the same ECB publication day.
   */
  quote(from: string, to: string, date: string, rule: FxDateRule = 'latest-on-or-before', field: string | null = null): FxQuote {
    if (!isSupportedCurrency(from)) throw new UnsupportedCurrencyError(from, field);
    if (!isSupportedCurrency(to)) throw new UnsupportedCurrencyError(to, field);
    const onOrBefore = this.effectiveDate(date, rule);
    if (from === to) return { from, to, rate: new D(1), rateDate: onOrBefore, rule, eurRates: {} };
    for (let i = this.indexOnOrBefore(onOrBefore); i >= 0; i--) {
      const rates = this.byDate.get(this.dates[i])!;
      const f = rates[from];
      const t = rates[to];
      if (f !== undefined && t !== undefined) {
        return {
          from,
          to,
          rate: new D(t).div(f),
          rateDate: this.dates[i],
          rule,
          eurRates: { [from]: f, [to]: t },
        };
      }
    }
    const missing = this.currencies().includes(from) ? to : from;
    throw new NoExchangeRateError(missing, onOrBefore, field);
  }

  /** Convert an (unrounded) amount; returns the exact converted amount and the quote. */
  convert(amount: Decimal.Value, from: string, to: string, date: string, rule: FxDateRule = 'latest-on-or-before', field: string | null = null): { amount: Decimal; quote: FxQuote } {
    const quote = this.quote(from, to, date, rule, field);
    return { amount: new D(amount).times(quote.rate), quote };
  }

  /** A smaller table with only the given currencies and days in [from, to] (for preloading). */
  subset(currencies: string[], fromDate: string, toDate: string): FxTable {
    const want = new Set(currencies);
    const days: EcbDay[] = [];
    for (const date of this.dates) {
      if (date < fromDate || date > toDate) continue;
      const r = this.byDate.get(date)!;
      days.push({ date, rates: Object.fromEntries(Object.entries(r).filter(([c]) => want.has(c))) });
    }
    return new FxTable(days);
  }
}
