import type { EntityManager } from '@mikro-orm/postgresql';
import { loadShipmentView } from '../shipments/shipment-view.js';
import type { ShipmentView } from '../shipments/types.js';
import { iso, tableExists, type DashboardScope } from './tables.js';

export interface PaymentRow {
  id: string;
  status: string;
  amount: string;
  currency: string;
  provider: string;
  provider_reference: string | null;
  card: string;
  failure: string | null;
  created: string;
}

export interface TimelineRow {
  at: string;
  kind: 'event' | 'status';
  type: string;
  detail: string;
}

export interface MessageSummary {
  id: string;
  channel: string;
  purpose: string;
  status: string;
  to: string;
  subject: string | null;
  created: string;
  sent: string | null;
}

export interface ShipmentDetail {
  shipment: ShipmentView;
  /** The landed-cost explanation stored with the shipment (rates, datasets, thresholds, fee rules). */
  calculation: Record<string, unknown>;
  payments: PaymentRow[];
  timeline: TimelineRow[];
  messages: MessageSummary[];
}

export async function loadShipmentDetail(em: EntityManager, scope: DashboardScope, id: string, payUrl: string): Promise<ShipmentDetail | null> {
  const shipment = await loadShipmentView(em, scope, id, payUrl);
  if (!shipment) return null;
  const [calc] = (await em.execute('select calculation from shipments where id = ?', [shipment.id])) as Array<{ calculation: Record<string, unknown> }>;
  const payments: PaymentRow[] = [];
  if (await tableExists(em, 'payment_attempts')) {
    const rows = (await em.execute(
      `select id, status, amount::text as amount, currency, provider, provider_reference, card_brand, card_last4, failure_code, failure_message, created_at
         from payment_attempts where shipment_id = ? order by created_at`,
      [shipment.id],
    )) as Array<Record<string, string | null> & { created_at: Date }>;
    for (const r of rows) {
      payments.push({
        id: r.id!,
        status: r.status!,
        amount: r.amount!,
        currency: r.currency!,
        provider: r.provider!,
        provider_reference: r.provider_reference,
        card: `${r.card_brand ?? 'card'} •••• ${r.card_last4}`,
        failure: r.failure_code ? `${r.failure_code}${r.failure_message ? `: ${r.failure_message}` : ''}` : null,
        created: iso(r.created_at)!,
      });
    }
  }
  const timeline: TimelineRow[] = [];
  if (await tableExists(em, 'events')) {
    const rows = (await em.execute('select id, type, created_at from events where shipment_id = ? order by created_at', [shipment.id])) as Array<{ id: string; type: string; created_at: Date }>;
    for (const r of rows) timeline.push({ at: iso(r.created_at)!, kind: 'event', type: r.type, detail: r.id });
  }
  if (await tableExists(em, 'shipment_status_transitions')) {
    const rows = (await em.execute(
      'select from_status, to_status, cause, actor, reason, created_at from shipment_status_transitions where shipment_id = ? order by created_at',
      [shipment.id],
    )) as Array<{ from_status: string | null; to_status: string; cause: string; actor: string; reason: string | null; created_at: Date }>;
    for (const r of rows) {
      timeline.push({ at: iso(r.created_at)!, kind: 'status', type: `${r.from_status ?? '∅'} → ${r.to_status}`, detail: `${r.cause} by ${r.actor}${r.reason ? ` (${r.reason})` : ''}` });
    }
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  const messages: MessageSummary[] = [];
  if (await tableExists(em, 'notification_messages')) {
    const rows = (await em.execute(
      'select id, channel, purpose, status, "to", subject, created_at, sent_at from notification_messages where shipment_id = ? order by created_at',
      [shipment.id],
    )) as Array<Omit<MessageSummary, 'created' | 'sent'> & { created_at: Date; sent_at: Date | null }>;
    for (const { created_at, sent_at, ...r } of rows) messages.push({ ...r, created: iso(created_at)!, sent: iso(sent_at) });
  }
  return { shipment, calculation: calc?.calculation ?? {}, payments, timeline, messages };
}
