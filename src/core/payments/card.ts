import { ValidationError, type FieldIssue } from '../errors/index.js';

/** A card as posted by the payment form, validated. Lives only for the duration of one request. */
export interface CardDetails {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  cardholderName: string;
}

export interface CardForm {
  card_number?: unknown;
  expiry?: unknown;
  cvc?: unknown;
  cardholder_name?: unknown;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Validates the form's fields (spaces and dashes in the number are ignored; expiry is MM/YY and
 * must not be past the end of its month; CVC is 3 digits, 4 for American Express). Throws a
 * ValidationError naming every bad field.
 */
export function parseCardForm(form: CardForm, now = new Date()): CardDetails {
  const issues: FieldIssue[] = [];
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const number = str(form.card_number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) issues.push({ param: 'card_number', message: 'Enter the 12–19 digits of the card number', code: 'invalid_number' });
  else if (!luhnValid(number)) issues.push({ param: 'card_number', message: 'This card number is not valid', code: 'invalid_number' });
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(str(form.expiry));
  let expMonth = 0;
  let expYear = 0;
  if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12) issues.push({ param: 'expiry', message: 'Enter the expiry date as MM/YY', code: 'invalid_expiry' });
  else {
    expMonth = Number(exp[1]);
    expYear = 2000 + Number(exp[2]);
    const endOfMonth = Date.UTC(expYear, expMonth, 1);
    if (endOfMonth <= now.getTime()) issues.push({ param: 'expiry', message: 'This card has expired', code: 'expired_card' });
  }
  const cvc = str(form.cvc);
  const amex = /^3[47]/.test(number);
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) issues.push({ param: 'cvc', message: amex ? 'Enter the 4-digit security code' : 'Enter the 3-digit security code', code: 'invalid_cvc' });
  const cardholderName = str(form.cardholder_name);
  if (!cardholderName || cardholderName.length > 200) issues.push({ param: 'cardholder_name', message: 'Enter the name on the card', code: 'invalid_name' });
  if (issues.length) throw new ValidationError(issues);
  return { number, expMonth, expYear, cvc, cardholderName };
}

export function cardBrand(number: string): string | null {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return null;
}

export function last4(number: string): string {
  return number.slice(-4);
}
