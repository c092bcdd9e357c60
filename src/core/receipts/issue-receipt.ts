import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentAttempt, Receipt } from '../../db/entities/index.js';
import { freshShipmentView } from '../payments/shipment-snapshot.js';
import { renderReceiptPdf } from './render-receipt.js';

export interface StoredReceipt {
  number: string;
  pdf: Buffer;
}

/** R-<YYYYMMDD of payment>-<first 8 hex digits of the attempt id>, upper case. */
export function receiptNumber(paidAt: Date, attemptId: string): string {
  return `R-${paidAt.toISOString().slice(0, 10).replaceAll('-', '')}-${attemptId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}

/**
 * The receipt of a paid shipment: rendered once from the successful attempt, stored, and served
 * as stored afterwards. Null while the shipment has no successful payment. Safe to call
 * concurrently (the second insert loses on the unique shipment and reads the first).
 */
export async function ensureReceipt(em: EntityManager, shipmentId: string, payUrl: string): Promise<StoredReceipt | null> {
  const existing = await em.fork().findOne(Receipt, { shipment: shipmentId });
  if (existing) return { number: existing.number, pdf: Buffer.from(existing.pdf) };
  const fork = em.fork();
  const attempt = await fork.findOne(PaymentAttempt, { shipment: shipmentId, status: 'SUCCEEDED' });
  if (!attempt) return null;
  const snap = await freshShipmentView(fork, shipmentId, payUrl);
  const number = receiptNumber(attempt.createdAt, attempt.id);
  const pdf = await renderReceiptPdf({
    number,
    brand: { name: snap.brand.name, primaryColor: snap.brand.primaryColor, accentColor: snap.brand.accentColor },
    shipment: snap.view,
    paymentReference: attempt.providerReference ?? attempt.id,
    paidAt: attempt.createdAt,
    cardBrand: attempt.cardBrand ?? null,
    cardLast4: attempt.cardLast4,
    cardholderName: attempt.cardholderName,
  });
  await fork.execute(`insert into receipts (id, shipment_id, number, payment_attempt_id, pdf, created_at) values (?, ?, ?, ?, ?, now()) on conflict do nothing`, [randomUUID(), shipmentId, number, attempt.id, pdf]);
  const stored = await em.fork().findOneOrFail(Receipt, { shipment: shipmentId });
  return { number: stored.number, pdf: Buffer.from(stored.pdf) };
}
