import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/core/errors/index.js';
import { parseCardForm } from '../../src/core/payments/card.js';
import { SimulatorGateway } from '../../src/core/payments/simulator-gateway.js';

const now = new Date('2026-11-22T10:00:00Z');
const form = (over: Record<string, string> = {}) => ({ card_number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123', cardholder_name: 'Erika Mustermann', ...over });

function issues(over: Record<string, string>): string[] {
  try {
    parseCardForm(form(over), now);
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError);
    return (err as ValidationError).issues.map((i) => i.param);
  }
  return [];
}

describe('card form', () => {
  it('accepts spaced numbers, MM/YY expiry and a 3-digit CVC', () => {
    expect(parseCardForm(form(), now)).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2029, cvc: '123', cardholderName: 'Erika Mustermann' });
  });

  it('names each bad field', () => {
    expect(issues({ card_number: '4242 4242 4242 4241' })).toEqual(['card_number']);
    expect(issues({ card_number: 'abcd' })).toEqual(['card_number']);
    expect(issues({ expiry: '13/29' })).toEqual(['expiry']);
    expect(issues({ expiry: '2029-12' })).toEqual(['expiry']);
    expect(issues({ expiry: '10/26' })).toEqual(['expiry']); // ended October 2026
    expect(issues({ cvc: '12' })).toEqual(['cvc']);
    expect(issues({ cardholder_name: '  ' })).toEqual(['cardholder_name']);
    expect(issues({ card_number: '', expiry: '', cvc: '', cardholder_name: '' })).toEqual(['card_number', 'expiry', 'cvc', 'cardholder_name']);
  });

  it('accepts the current month as not yet expired', () => {
    expect(issues({ expiry: '11/26' })).toEqual([]);
  });
});

describe('test-mode gateway simulator', () => {
  const gw = new SimulatorGateway();
  const charge = (number: string) =>
    gw.charge({ amount: '10.00', currency: 'EUR', attemptId: 'a', description: 'd', metadata: {}, card: { number, expMonth: 12, expYear: 2029, cvc: '123', cardholderName: 'X' } });

  it('4242… succeeds, 4000…0002 is declined, anything else is refused as not a test card', async () => {
    expect((await charge('4242424242424242')).outcome).toBe('succeeded');
    expect(await charge('4000000000000002')).toMatchObject({ outcome: 'declined', code: 'card_declined' });
    expect(await charge('5555555555554444')).toMatchObject({ outcome: 'refused', code: 'not_a_test_card' });
  });
});
