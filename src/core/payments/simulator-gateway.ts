import { randomBytes } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway.js';

export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINE = '4000000000000002';

/**
 * Test mode's built-in gateway: nothing leaves the machine. 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, any other number is refused as not a test card. Expiry and CVC
 * were already validated by the form (any future date, any 3 digits).
 */
export class SimulatorGateway implements PaymentGateway {
  readonly name = 'simulator';

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.card.number === TEST_CARD_SUCCESS) return { outcome: 'succeeded', reference: `sim_${randomBytes(12).toString('hex')}` };
    if (request.card.number === TEST_CARD_DECLINE) return { outcome: 'declined', code: 'card_declined', message: 'Your card was declined.', reference: `sim_${randomBytes(12).toString('hex')}` };
    return { outcome: 'refused', code: 'not_a_test_card', message: 'This is a test payment: use test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline). Real cards are never charged in test mode.' };
  }
}
