/**
 * Money helpers: ISO 4217 minor units, half-up rounding to them, formatting as the API's
 * decimal strings. All arithmetic in the core uses decimal.js (`Decimal`), never floats.
 */
import { Decimal } from 'decimal.js';
import { MINOR_UNITS } from './currencies.js';
import { InvalidAmountError, UnsupportedCurrencyError } from './errors.js';

export { Decimal };
export * from './errors.js';
export { MINOR_UNITS };

/** Decimal configured for money: 40 significant digits, ROUND_HALF_UP by default. */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export function isSupportedCurrency(code: string): boolean {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(MINOR_UNITS, code);
}

export function assertCurrency(code: string, field: string | null = null): string {
  if (!isSupportedCurrency(code)) throw new UnsupportedCurrencyError(String(code), field);
  return code;
}

/** Number of minor digits of an ISO 4217 currency (JPY 0, EUR 2, KWD 3). Throws if unknown. */
export function minorUnits(currency: string): number {
  const d = MINOR_UNITS[currency];
  if (d === undefined || !Object.prototype.hasOwnProperty.call(MINOR_UNITS, currency)) {
    throw new UnsupportedCurrencyError(String(currency));
  }
  return d;
}

/** Round once, half-up (away from zero on .5), to the currency's minor units. */
export function roundMoney(amount: Decimal.Value, currency: string): Decimal {
  return new D(amount).toDecimalPlaces(minorUnits(currency), Decimal.ROUND_HALF_UP);
}

/**
 * The amount as a decimal string with exactly the currency's minor digits ("12.50",
 * JPY "1250", KWD "1.250"). Rounds half-up first if needed. Never exponent notation.
 */
export function formatAmount(amount: Decimal.Value, currency: string): string {
  const dp = minorUnits(currency);
  const s = new D(amount).toFixed(dp, Decimal.ROUND_HALF_UP);
  return s === '-0' || /^-0\.0+$/.test(s) ? s.slice(1) : s;
}

const AMOUNT_RE = /^\d+(\.\d+)?$/;

/** Parse a non-negative decimal string ("12", "12.5"); rejects exponents, signs, blanks. */
export function parseAmount(value: unknown, field: string | null = null): Decimal {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return new D(String(value));
  if (typeof value !== 'string' || !AMOUNT_RE.test(value.trim())) throw new InvalidAmountError(value, field);
  return new D(value.trim());
}

/** Sum of decimals (exact). */
export function sum(values: Iterable<Decimal.Value>): Decimal {
  let t = new D(0);
  for (const v of values) t = t.plus(v);
  return t;
}
