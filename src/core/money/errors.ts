/**
 * Typed errors of the landed-cost core. Every error carries a stable `code` and, where a
 * request field is at fault, the `field` path (e.g. "items[0].currency") so the API can turn
 * it into a 400 with a precise message.
 */
export class LandedCostError extends Error {
  readonly code: string;
  readonly field: string | null;
  constructor(code: string, message: string, field: string | null = null) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.field = field;
  }
}

/** A currency code that is not an active ISO 4217 code (or that the FX table cannot price). */
export class UnsupportedCurrencyError extends LandedCostError {
  readonly currency: string;
  constructor(currency: string, field: string | null = null) {
    super('UNSUPPORTED_CURRENCY', `Unsupported currency "${currency}"`, field);
    this.currency = currency;
  }
}

/** No published reference rate for the currency on or before the date. */
export class NoExchangeRateError extends LandedCostError {
  readonly currency: string;
  readonly date: string;
  constructor(currency: string, date: string, field: string | null = null) {
    super('NO_EXCHANGE_RATE', `No exchange rate for ${currency} on or before ${date}`, field);
    this.currency = currency;
    this.date = date;
  }
}

/** An amount string that is not a plain non-negative decimal. */
export class InvalidAmountError extends LandedCostError {
  constructor(value: unknown, field: string | null = null) {
    super('INVALID_AMOUNT', `Invalid amount ${JSON.stringify(value)}`, field);
  }
}

/** A destination the engine has no rules for. */
export class UnsupportedDestinationError extends LandedCostError {
  readonly destination: string;
  constructor(destination: string, field: string | null = 'destination') {
    super('UNSUPPORTED_DESTINATION', `Unsupported destination country "${destination}"`, field);
    this.destination = destination;
  }
}

/** Anything else wrong with the request (bad date, bad HS code, bad fee rule…). */
export class InvalidRequestError extends LandedCostError {
  constructor(message: string, field: string | null = null) {
    super('INVALID_REQUEST', message, field);
  }
}

/** A data file that cannot be parsed. */
export class DataFormatError extends LandedCostError {
  constructor(message: string) {
    super('DATA_FORMAT', message, null);
  }
}
