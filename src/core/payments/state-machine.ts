import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Shipment, ShipmentStatusTransition } from '../../db/entities/index.js';
import { ConflictError, NotFoundError } from '../errors/index.js';
import { emitShipmentEvent, type ShipmentEventType } from '../events/bus.js';
import type { ShipmentView } from '../shipments/types.js';
import { freshShipmentView } from './shipment-snapshot.js';

/**
 * The shipment's payment_status state machine. Every change of payment_status goes through
 * `transitionPaymentStatus`, which applies one row of TRANSITIONS with a compare-and-set update,
 * records it in shipment_status_transitions and emits its events, all in the caller's transaction.
 *
 *   (created) ──► PENDING ──payment_succeeded──► PAID
 *                    │ ├────deadline_passed────► EXPIRED
 *                    │ └────cancelled──────────► CANCELLED
 *
 * PAID, EXPIRED and CANCELLED are final. Declined or refused card attempts are payment attempts
 * (status FAILED), not shipment states: the shipment stays PENDING and can be paid with another card.
 */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'EXPIRED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type TransitionCause = 'payment_succeeded' | 'deadline_passed' | 'cancelled';

export const TRANSITIONS: Readonly<Record<TransitionCause, { from: PaymentStatus; to: PaymentStatus; events: ShipmentEventType[] }>> = {
  payment_succeeded: { from: 'PENDING', to: 'PAID', events: ['shipment.payment_succeeded', 'shipment.paid'] },
  deadline_passed: { from: 'PENDING', to: 'EXPIRED', events: ['shipment.expired'] },
  cancelled: { from: 'PENDING', to: 'CANCELLED', events: ['shipment.cancelled'] },
};

export interface TransitionContext {
  /** consignee, system or api_key:<key id> */
  actor: string;
  payUrl: string;
  paymentAttemptId?: string;
  reason?: string;
  /** Extra facts carried by the emitted events. */
  details?: Record<string, unknown>;
  now?: Date;
}

export class InvalidTransitionError extends ConflictError {
  constructor(
    readonly current: string,
    readonly cause: TransitionCause,
  ) {
    super(`Shipment is ${current}; it cannot move to ${TRANSITIONS[cause].to}`, 'invalid_status_transition', 'payment_status');
  }
}

export function canTransition(current: string, cause: TransitionCause): boolean {
  return TRANSITIONS[cause].from === current;
}

/** Applies one transition or throws InvalidTransitionError; returns the shipment after the change. */
export async function transitionPaymentStatus(tx: EntityManager, shipmentId: string, cause: TransitionCause, ctx: TransitionContext): Promise<ShipmentView> {
  const rule = TRANSITIONS[cause];
  const now = ctx.now ?? new Date();
  // Compare-and-set: of two racing transitions only one matches `from`.
  const changed = await tx.nativeUpdate(Shipment, { id: shipmentId, paymentStatus: rule.from }, { paymentStatus: rule.to, updatedAt: now });
  if (changed === 0) {
    const rows = await tx.execute<Array<{ payment_status: string }>>('select payment_status from shipments where id = ?', [shipmentId]);
    if (!rows.length) throw new NotFoundError('Shipment not found', 'id', 'shipment_not_found');
    throw new InvalidTransitionError(rows[0].payment_status, cause);
  }
  tx.create(ShipmentStatusTransition, {
    id: randomUUID(),
    shipment: shipmentId,
    fromStatus: rule.from,
    toStatus: rule.to,
    cause,
    actor: ctx.actor,
    paymentAttemptId: ctx.paymentAttemptId ?? null,
    reason: ctx.reason ?? null,
    createdAt: now,
  });
  await tx.flush();
  const snap = await freshShipmentView(tx, shipmentId, ctx.payUrl);
  const details = { cause, actor: ctx.actor, from: rule.from, to: rule.to, ...(ctx.paymentAttemptId ? { payment_attempt_id: ctx.paymentAttemptId } : {}), ...(ctx.reason ? { reason: ctx.reason } : {}), ...ctx.details };
  for (const type of rule.events) {
    await emitShipmentEvent(tx, { type, accountId: snap.accountId, brandId: snap.view.brand_id, isTest: snap.view.is_test, shipment: snap.view, details });
  }
  return snap.view;
}

/** The first row of every shipment's history; runs in the creating transaction (a shipment hook). */
export async function recordCreation(tx: EntityManager, shipment: ShipmentView, actor: string): Promise<void> {
  tx.create(ShipmentStatusTransition, {
    id: randomUUID(),
    shipment: shipment.id,
    fromStatus: null,
    toStatus: shipment.payment_status,
    cause: 'created',
    actor,
    paymentAttemptId: null,
    reason: null,
    createdAt: new Date(shipment.created),
  });
  await tx.flush();
}
