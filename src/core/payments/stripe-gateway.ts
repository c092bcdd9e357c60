import Stripe from 'stripe';
import { minorUnits } from '../money/index.js';
import { Decimal } from '../money/index.js';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway.js';

/**
 * Live payments through Stripe PaymentIntents, created and confirmed in one call with the posted
 * card. Not exercised by the test suite (no Stripe here); its contract is what the suite covers
 * through the simulator. Sending raw card numbers to Stripe's API requires that the Stripe
 * account has raw card data APIs enabled (PCI DSS SAQ D); cards needing 3-D Secure are reported as
 * declined with code authentication_required, since the no-JavaScript page cannot run the challenge.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(secretKey: string) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 30_000 });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const amount = new Decimal(request.amount).times(new Decimal(10).pow(minorUnits(request.currency))).toDecimalPlaces(0).toNumber();
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount,
          currency: request.currency.toLowerCase(),
          description: request.description,
          metadata: request.metadata,
          allowed_payment_method_types: ['card'],
          payment_method_data: {
            type: 'card',
            card: { number: request.card.number, exp_month: request.card.expMonth, exp_year: request.card.expYear, cvc: request.card.cvc },
            billing_details: { name: request.card.cardholderName },
          } as unknown as Stripe.PaymentIntentCreateParams.PaymentMethodData,
          confirm: true,
        },
        { idempotencyKey: request.attemptId },
      );
      if (intent.status === 'succeeded') return { outcome: 'succeeded', reference: intent.id };
      if (intent.status === 'requires_action') {
        await this.stripe.paymentIntents.cancel(intent.id).catch(() => {});
        return { outcome: 'declined', code: 'authentication_required', message: 'Your bank requires additional authentication that this page cannot perform.', reference: intent.id };
      }
      return { outcome: 'declined', code: intent.last_payment_error?.code ?? intent.status, message: intent.last_payment_error?.message ?? 'The payment did not complete.', reference: intent.id };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) return { outcome: 'declined', code: err.decline_code ?? err.code ?? 'card_declined', message: err.message, reference: err.payment_intent?.id };
      const e = err as Error & { code?: string };
      return { outcome: 'error', code: e.code ?? 'provider_error', message: 'The payment could not be completed. Please try again later.' };
    }
  }
}
