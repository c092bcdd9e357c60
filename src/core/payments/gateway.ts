import type { CardDetails } from './card.js';

export interface ChargeRequest {
  /** Decimal string in `currency`. */
  amount: string;
  currency: string;
  card: CardDetails;
  /** Our payment attempt id: the provider's idempotency key, so a replayed call cannot charge twice. */
  attemptId: string;
  description: string;
  metadata: Record<string, string>;
}

export type ChargeResult =
  | { outcome: 'succeeded'; reference: string }
  /** The issuer (or the simulator's decline card) said no. */
  | { outcome: 'declined'; code: string; message: string; reference?: string }
  /** The gateway would not try (e.g. not a test card, or payments unavailable). */
  | { outcome: 'refused'; code: string; message: string }
  /** Transport or provider failure; the outcome is unknown to us. */
  | { outcome: 'error'; code: string; message: string };

/** A card payment provider. Implementations never log or keep the card number. */
export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
