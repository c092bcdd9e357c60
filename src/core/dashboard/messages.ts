import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageSummary } from './shipment-detail.js';
import { iso, tableExists, type DashboardScope, type Page } from './tables.js';
import { asUuid } from '../ids.js';

export interface MessageListRow extends MessageSummary {
  shipment_id: string;
  shipment_reference: string;
}

export interface MessageDetail extends MessageListRow {
  body: string;
  html: string | null;
  attempts: number;
  last_error: string | null;
  scheduled_for: string | null;
  provider_id: string | null;
}

/** The communication log: every email/SMS (sent or, in test mode, simulated) of the account's shipments in one mode. */
export async function listMessages(em: EntityManager, scope: DashboardScope, f: { channel?: string; status?: string; q?: string; page?: number }): Promise<Page<MessageListRow>> {
  const page = Math.max(1, f.page ?? 1);
  const pageSize = 50;
  if (!(await tableExists(em, 'notification_messages'))) return { rows: [], total: 0, page, page_size: pageSize };
  const where = ['s.account_id = ?', 'm.is_test = ?'];
  const params: unknown[] = [scope.accountId, scope.isTest];
  if (f.channel) {
    where.push('m.channel = ?');
    params.push(f.channel);
  }
  if (f.status) {
    where.push('m.status = ?');
    params.push(f.status);
  }
  if (f.q?.trim()) {
    const like = `%${f.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push('(m."to" ilike ? or s.reference ilike ?)');
    params.push(like, like);
  }
  const from = `notification_messages m join shipments s on s.id = m.shipment_id where ${where.join(' and ')}`;
  const [{ n }] = (await em.execute(`select count(*)::int as n from ${from}`, params)) as Array<{ n: number }>;
  const rows = (await em.execute(
    `select m.id, m.shipment_id, s.reference as shipment_reference, m.channel, m.purpose, m.status, m."to", m.subject, m.created_at, m.sent_at
       from ${from} order by m.created_at desc, m.id limit ${pageSize} offset ${(page - 1) * pageSize}`,
    params,
  )) as Array<Omit<MessageListRow, 'created' | 'sent'> & { created_at: Date; sent_at: Date | null }>;
  return { rows: rows.map(({ created_at, sent_at, ...r }) => ({ ...r, created: iso(created_at)!, sent: iso(sent_at) })), total: n, page, page_size: pageSize };
}

export async function getMessage(em: EntityManager, scope: DashboardScope, id: string): Promise<MessageDetail | null> {
  const uuid = asUuid(id);
  if (!uuid || !(await tableExists(em, 'notification_messages'))) return null;
  const rows = (await em.execute(
    `select m.id, m.shipment_id, s.reference as shipment_reference, m.channel, m.purpose, m.status, m."to", m.subject, m.body, m.html,
            m.attempts, m.last_error, m.scheduled_for, m.provider_id, m.created_at, m.sent_at
       from notification_messages m join shipments s on s.id = m.shipment_id
      where m.id = ? and s.account_id = ? and m.is_test = ?`,
    [uuid, scope.accountId, scope.isTest],
  )) as Array<Record<string, unknown>>;
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id as string,
    shipment_id: r.shipment_id as string,
    shipment_reference: r.shipment_reference as string,
    channel: r.channel as string,
    purpose: r.purpose as string,
    status: r.status as string,
    to: r.to as string,
    subject: (r.subject as string | null) ?? null,
    body: r.body as string,
    html: (r.html as string | null) ?? null,
    attempts: Number(r.attempts),
    last_error: (r.last_error as string | null) ?? null,
    scheduled_for: iso(r.scheduled_for as Date | null),
    provider_id: (r.provider_id as string | null) ?? null,
    created: iso(r.created_at as Date)!,
    sent: iso(r.sent_at as Date | null),
  };
}
