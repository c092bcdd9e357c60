import type { EntityManager } from '@mikro-orm/postgresql';
import { NotificationMessage, Shipment } from '../../db/entities/index.js';
import { NotFoundError } from '../errors/index.js';
import { asUuid } from '../ids.js';

/** Lifecycle of a message row; see the communications endpoint's documentation. */
export type MessageStatus = 'QUEUED' | 'SCHEDULED' | 'SENT' | 'SIMULATED' | 'FAILED' | 'SUPPRESSED' | 'SKIPPED';

export interface CommunicationView {
  id: string;
  channel: 'email' | 'sms';
  purpose: string;
  status: MessageStatus;
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
  created: string;
  scheduled_for: string | null;
  sent_at: string | null;
  attempts: number;
  error: string | null;
}

/** A shipment's communication log, oldest first, for the key's account and mode only. */
export async function listCommunications(em: EntityManager, scope: { accountId: string; isTest: boolean }, shipmentId: string): Promise<CommunicationView[]> {
  const id = asUuid(shipmentId);
  const exists = id !== null && (await em.count(Shipment, { id, account: scope.accountId, isTest: scope.isTest })) > 0;
  if (!id || !exists) throw new NotFoundError('Shipment not found', 'id', 'shipment_not_found');
  const rows = await em.find(NotificationMessage, { shipment: id }, { orderBy: { createdAt: 'asc', channel: 'asc', id: 'asc' } });
  return rows.map((m) => ({
    id: m.id,
    channel: m.channel,
    purpose: m.purpose,
    status: m.status as MessageStatus,
    to: m.to,
    subject: m.subject ?? null,
    body: m.body,
    html: m.html ?? null,
    created: m.createdAt.toISOString(),
    scheduled_for: m.scheduledFor?.toISOString() ?? null,
    sent_at: m.sentAt?.toISOString() ?? null,
    attempts: m.attempts,
    error: m.lastError ?? null,
  }));
}
