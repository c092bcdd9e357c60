import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotificationMessage, Receipt } from '../../db/entities/index.js';
import { emitShipmentEvent } from '../events/bus.js';
import { freshShipmentView, type ShipmentSnapshot } from '../payments/shipment-snapshot.js';
import { consigneeZone } from './consignee-zone.js';
import { SEND_MAX_ATTEMPTS, SEND_TASK, unsubscribeUrl, type NotificationDeps } from './deps.js';
import { isOptedOut, type Channel } from './opt-outs.js';
import { nextWindowStart } from './sms-window.js';
import { renderPaymentRequestEmail, renderPaymentRequestSms, renderReceiptEmail, type BrandLook, type RenderedMessage } from './templates.js';

export type Purpose = 'payment_request' | 'receipt';

function look(snap: ShipmentSnapshot): BrandLook {
  return { name: snap.brand.name, logoUrl: snap.brand.logoUrl ?? null, primaryColor: snap.brand.primaryColor, accentColor: snap.brand.accentColor };
}

/**
 * Writes one message row with its final content and, in live mode, enqueues its delivery at
 * `sendAt` (same transaction). Test mode never enqueues anything: the row is the simulation, with
 * status SIMULATED. Opted-out addresses get a SUPPRESSED row, so the log shows why nothing went.
 */
async function planMessage(tx: EntityManager, deps: NotificationDeps, snap: ShipmentSnapshot, channel: Channel, purpose: Purpose, content: RenderedMessage, sendAt: Date, now: Date): Promise<void> {
  const s = snap.view;
  const to = channel === 'email' ? s.consignee_email : s.consignee_phone!;
  const optedOut = await isOptedOut(tx, channel, to, { isTest: s.is_test, accountId: snap.accountId, brandId: s.brand_id });
  const status = optedOut ? 'SUPPRESSED' : s.is_test ? 'SIMULATED' : sendAt.getTime() > now.getTime() ? 'SCHEDULED' : 'QUEUED';
  const id = randomUUID();
  tx.create(NotificationMessage, {
    id,
    shipment: s.id,
    isTest: s.is_test,
    channel,
    purpose,
    status,
    to,
    subject: content.subject,
    body: content.text,
    html: content.html,
    scheduledFor: sendAt,
    sentAt: status === 'SIMULATED' ? now : null,
    attempts: 0,
    lastError: optedOut ? 'recipient opted out' : null,
    providerId: null,
    createdAt: now,
  });
  await tx.flush();
  if (status === 'SIMULATED') {
    deps.logger.info({ shipment_id: s.id, message_id: id, channel, purpose, to, subject: content.subject, text: content.text, html: content.html }, 'test mode: message SIMULATED, not sent');
    await emitShipmentEvent(tx, { type: 'shipment.notification_sent', accountId: snap.accountId, brandId: s.brand_id, isTest: true, shipment: s, details: { message_id: id, channel, purpose, status, simulated: true } });
  } else if (status !== 'SUPPRESSED') {
    await tx.execute(`select graphile_worker.add_job(?, json_build_object('message_id', ?::text), run_at => ?, max_attempts => ?)`, [SEND_TASK, id, sendAt, SEND_MAX_ATTEMPTS]);
  }
}

/**
 * The `notify_consignee` fan-out: one payment-request message per channel the brand uses. Email
 * goes at once; SMS at the start of the consignee's next local daytime window (brand setting,
 * destination time zone). Re-running it plans nothing twice (one message per shipment, channel, purpose).
 */
export async function planPaymentRequest(em: EntityManager, deps: NotificationDeps, shipmentId: string): Promise<number> {
  const now = deps.now?.() ?? new Date();
  return em.fork().transactional(async (tx) => {
    const exists = await tx.execute<Array<{ id: string }>>('select id from shipments where id = ? for update', [shipmentId]);
    if (!exists.length) return 0; // purged or never committed
    const snap = await freshShipmentView(tx, shipmentId, deps.payUrl);
    if (snap.view.payment_status !== 'PENDING') return 0;
    const planned = new Set((await tx.find(NotificationMessage, { shipment: shipmentId, purpose: 'payment_request' })).map((m) => m.channel));
    const zone = consigneeZone(snap.view.consignee_country, snap.view.consignee_zip);
    let count = 0;
    for (const channel of snap.brand.notificationChannels as Channel[]) {
      if (planned.has(channel)) continue;
      if (channel === 'email') {
        const content = renderPaymentRequestEmail({ brand: look(snap), shipment: snap.view, payLink: snap.view.payment_link, unsubscribeUrl: unsubscribeUrl(deps.payUrl, snap.shipment.paymentToken), zone });
        await planMessage(tx, deps, snap, 'email', 'payment_request', content, now, now);
        count++;
      } else if (channel === 'sms' && snap.view.consignee_phone) {
        const sendAt = nextWindowStart(now, zone, snap.brand.smsWindowStart, snap.brand.smsWindowEnd);
        const content = renderPaymentRequestSms({ brand: look(snap), shipment: snap.view, payLink: snap.view.payment_link, zone });
        await planMessage(tx, deps, snap, 'sms', 'payment_request', content, sendAt, now);
        count++;
      }
    }
    return count;
  });
}

/** The receipt email after payment (live: sent with the PDF attached; test: SIMULATED, never sent). */
export async function planReceiptEmail(em: EntityManager, deps: NotificationDeps, shipmentId: string): Promise<boolean> {
  const now = deps.now?.() ?? new Date();
  return em.fork().transactional(async (tx) => {
    if ((await tx.count(NotificationMessage, { shipment: shipmentId, channel: 'email', purpose: 'receipt' })) > 0) return false;
    const receipt = await tx.findOne(Receipt, { shipment: shipmentId });
    if (!receipt) return false;
    const snap = await freshShipmentView(tx, shipmentId, deps.payUrl);
    const reference = await tx.execute<Array<{ provider_reference: string | null }>>(`select provider_reference from payment_attempts where id = ?`, [receipt.paymentAttemptId]);
    const content = renderReceiptEmail({
      brand: look(snap),
      shipment: snap.view,
      receiptNumber: receipt.number,
      paymentReference: reference[0]?.provider_reference ?? receipt.paymentAttemptId,
      unsubscribeUrl: unsubscribeUrl(deps.payUrl, snap.shipment.paymentToken),
    });
    await planMessage(tx, deps, snap, 'email', 'receipt', content, now, now);
    return true;
  });
}
