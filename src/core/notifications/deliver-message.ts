import type { EntityManager } from '@mikro-orm/postgresql';
import { NotificationMessage, Receipt } from '../../db/entities/index.js';
import { emitShipmentEvent } from '../events/bus.js';
import { freshShipmentView } from '../payments/shipment-snapshot.js';
import { DeliveryError } from './delivery-error.js';
import { unsubscribeUrl, type NotificationDeps } from './deps.js';
import { isOptedOut, type Channel } from './opt-outs.js';

export interface AttemptInfo {
  /** 1-based attempt number of this run. */
  attempt: number;
  maxAttempts: number;
}

async function finish(em: EntityManager, deps: NotificationDeps, messageId: string, patch: { status: string; sentAt?: Date | null; providerId?: string | null; lastError?: string | null; attempts: number }, event?: 'shipment.notification_sent' | 'shipment.notification_failed'): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const msg = await tx.findOneOrFail(NotificationMessage, { id: messageId }, { refresh: true });
    tx.assign(msg, patch);
    await tx.flush();
    if (!event) return;
    const snap = await freshShipmentView(tx, msg.shipment.id, deps.payUrl);
    await emitShipmentEvent(tx, {
      type: event,
      accountId: snap.accountId,
      brandId: snap.view.brand_id,
      isTest: snap.view.is_test,
      shipment: snap.view,
      details: { message_id: msg.id, channel: msg.channel, purpose: msg.purpose, status: patch.status, ...(patch.lastError ? { error: patch.lastError } : {}) },
    });
  });
}

/**
 * The `send_notification` job: sends one live message exactly as planned. Opt-outs and the
 * shipment's state are checked again at send time (an SMS waits for the morning; the consignee may
 * have paid or opted out since). A transient failure rethrows so graphile-worker retries with
 * backoff; a permanent one, or the last attempt, marks the message FAILED and logs why.
 */
export async function deliverMessage(em: EntityManager, deps: NotificationDeps, messageId: string, run: AttemptInfo): Promise<string> {
  const msg = await em.fork().findOne(NotificationMessage, { id: messageId });
  if (!msg || (msg.status !== 'QUEUED' && msg.status !== 'SCHEDULED') || msg.isTest) return msg?.status ?? 'MISSING';
  const snap = await freshShipmentView(em.fork(), msg.shipment.id, deps.payUrl);
  const attempts = msg.attempts + 1;
  if (msg.purpose === 'payment_request' && snap.view.payment_status !== 'PENDING') {
    await finish(em, deps, messageId, { status: 'SKIPPED', lastError: `shipment is ${snap.view.payment_status}`, attempts: msg.attempts });
    return 'SKIPPED';
  }
  if (await isOptedOut(em.fork(), msg.channel as Channel, msg.to, { isTest: false, accountId: snap.accountId, brandId: snap.view.brand_id })) {
    await finish(em, deps, messageId, { status: 'SUPPRESSED', lastError: 'recipient opted out', attempts: msg.attempts });
    return 'SUPPRESSED';
  }
  try {
    let providerId: string;
    if (msg.channel === 'email') {
      const unsubscribe = unsubscribeUrl(deps.payUrl, snap.shipment.paymentToken);
      const receipt = msg.purpose === 'receipt' ? await em.fork().findOne(Receipt, { shipment: snap.shipment.id }) : null;
      ({ id: providerId } = await deps.email.send({
        from: { name: snap.brand.name, address: deps.fromAddress },
        to: msg.to,
        subject: msg.subject ?? '',
        text: msg.body,
        html: msg.html ?? null,
        // RFC 8058 one-click unsubscribe: mail clients POST to the link.
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        attachments: receipt ? [{ filename: `receipt-${receipt.number}.pdf`, content: Buffer.from(receipt.pdf), contentType: 'application/pdf' }] : undefined,
      }));
    } else {
      ({ id: providerId } = await deps.sms.send({ to: msg.to, body: msg.body }));
    }
    await finish(em, deps, messageId, { status: 'SENT', sentAt: deps.now?.() ?? new Date(), providerId, lastError: null, attempts }, 'shipment.notification_sent');
    return 'SENT';
  } catch (err) {
    const permanent = err instanceof DeliveryError ? err.permanent : false;
    const reason = (err as Error).message;
    if (permanent || run.attempt >= run.maxAttempts) {
      deps.logger.error({ message_id: messageId, shipment_id: snap.shipment.id, channel: msg.channel, attempts, permanent, err: reason }, 'consignee message failed permanently');
      await finish(em, deps, messageId, { status: 'FAILED', lastError: reason, attempts }, 'shipment.notification_failed');
      return 'FAILED';
    }
    deps.logger.warn({ message_id: messageId, channel: msg.channel, attempt: run.attempt, err: reason }, 'consignee message failed; will retry');
    await em.fork().nativeUpdate(NotificationMessage, { id: messageId }, { attempts, lastError: reason });
    throw err;
  }
}
