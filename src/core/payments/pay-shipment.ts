import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentAttempt, Shipment } from '../../db/entities/index.js';
import { NotFoundError, RateLimitError } from '../errors/index.js';
import { emitShipmentEvent } from '../events/bus.js';
import { cardBrand, last4, type CardDetails } from './card.js';
import type { ChargeResult, PaymentGateway } from './gateway.js';
import { freshShipmentView } from './shipment-snapshot.js';
import { transitionPaymentStatus } from './state-machine.js';

/** Job that renders the receipt (and, live, emails it); enqueued with the PAID transition. */
export const RECEIPT_TASK = 'issue_receipt';

/** Gateway-reaching attempts allowed per payment token in a sliding hour. */
export const ATTEMPTS_PER_HOUR = 10;

export interface PaymentDeps {
  payUrl: string;
  /** The simulator. */
  testGateway: PaymentGateway;
  /** Null when live payments are not configured (no STRIPE_SECRET_KEY). */
  liveGateway: PaymentGateway | null;
  now?: () => Date;
}

export type PayOutcome =
  | { kind: 'paid'; attemptId: string; reference: string }
  | { kind: 'failed'; attemptId: string; code: string; message: string }
  | { kind: 'not_payable'; status: string };

/**
 * Pays a shipment by its token. The shipment row is locked (SELECT … FOR UPDATE) for the whole
 * attempt, so concurrent submissions run one after the other: the first that succeeds moves the
 * shipment to PAID and the others find it no longer PENDING and charge nothing. A partial unique
 * index (one SUCCEEDED attempt per shipment) backs this up in the schema.
 */
export async function payShipment(em: EntityManager, deps: PaymentDeps, token: string, card: CardDetails): Promise<PayOutcome> {
  const now = deps.now?.() ?? new Date();
  return em.transactional(async (tx) => {
    const shipment = await tx.findOne(Shipment, { paymentToken: token }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!shipment) throw new NotFoundError('No payment for this link', 'token', 'payment_not_found');
    if (shipment.paymentStatus === 'PENDING' && shipment.paymentDeadline.getTime() <= now.getTime()) {
      // The expiry job may not have run yet; the deadline is what counts.
      await transitionPaymentStatus(tx, shipment.id, 'deadline_passed', { actor: 'system', payUrl: deps.payUrl, reason: 'payment attempted after the deadline', now });
      return { kind: 'not_payable', status: 'EXPIRED' };
    }
    if (shipment.paymentStatus !== 'PENDING') return { kind: 'not_payable', status: shipment.paymentStatus };
    const recent = await tx.count(PaymentAttempt, { shipment: shipment.id, createdAt: { $gt: new Date(now.getTime() - 3_600_000) } });
    if (recent >= ATTEMPTS_PER_HOUR) throw new RateLimitError('Too many payment attempts for this shipment; please try again in an hour', 'too_many_payment_attempts');

    const gateway = shipment.isTest ? deps.testGateway : deps.liveGateway;
    const attemptId = randomUUID();
    const result: ChargeResult = gateway
      ? await gateway.charge({
          amount: shipment.totalAmount,
          currency: shipment.currency,
          card,
          attemptId,
          description: `Import duties and taxes for ${shipment.reference}`,
          metadata: { shipment_id: shipment.id, reference: shipment.reference, attempt_id: attemptId },
        })
      : { outcome: 'refused', code: 'payments_unavailable', message: 'Card payments are not available at the moment.' };

    tx.create(PaymentAttempt, {
      id: attemptId,
      shipment: shipment.id,
      isTest: shipment.isTest,
      status: result.outcome === 'succeeded' ? 'SUCCEEDED' : 'FAILED',
      amount: shipment.totalAmount,
      currency: shipment.currency,
      provider: gateway?.name ?? 'none',
      providerReference: result.outcome === 'succeeded' || result.outcome === 'declined' ? (result.reference ?? null) : null,
      cardLast4: last4(card.number),
      cardBrand: cardBrand(card.number),
      cardholderName: card.cardholderName,
      failureCode: result.outcome === 'succeeded' ? null : result.code,
      failureMessage: result.outcome === 'succeeded' ? null : result.message,
      createdAt: now,
    });
    await tx.flush();

    if (result.outcome === 'succeeded') {
      await transitionPaymentStatus(tx, shipment.id, 'payment_succeeded', {
        actor: 'consignee',
        payUrl: deps.payUrl,
        paymentAttemptId: attemptId,
        details: { payment_reference: result.reference, amount: shipment.totalAmount, currency: shipment.currency, card_last4: last4(card.number) },
        now,
      });
      await tx.execute(`select graphile_worker.add_job(?, json_build_object('shipment_id', ?::text), max_attempts => 10)`, [RECEIPT_TASK, shipment.id]);
      return { kind: 'paid', attemptId, reference: result.reference };
    }
    const snap = await freshShipmentView(tx, shipment.id, deps.payUrl);
    await emitShipmentEvent(tx, {
      type: 'shipment.payment_failed',
      accountId: snap.accountId,
      brandId: snap.view.brand_id,
      isTest: snap.view.is_test,
      shipment: snap.view,
      details: { payment_attempt_id: attemptId, failure_code: result.code, failure_message: result.message, card_last4: last4(card.number) },
    });
    return { kind: 'failed', attemptId, code: result.code, message: result.message };
  });
}
