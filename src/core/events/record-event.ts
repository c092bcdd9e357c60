import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ShipmentEvent } from './bus.js';
import { eventPayload } from './payload.js';
import { enqueueWebhookDeliveries } from '../webhooks/fan-out.js';
import { enqueueForStatusFiles } from '../sftp/outbox.js';

export function newEventId(): string {
  return `evt_${randomUUID().replaceAll('-', '')}`;
}

/**
 * Writes the event and its relay work (webhook deliveries with their jobs, SFTP outbox rows) with
 * the caller's transaction, so a change and its notifications commit or vanish together. Raw SQL
 * rather than the unit of work, so it never flushes the caller's pending entities as a side effect.
 */
export async function recordShipmentEvent(em: EntityManager, event: ShipmentEvent): Promise<string> {
  const id = newEventId();
  const created = new Date();
  const payload = eventPayload(id, event, created);
  await em.execute(
    `insert into events (id, shipment_id, account_id, brand_id, is_test, type, payload, created_at) values (?, ?, ?, ?, ?, ?, ?::json, ?)`,
    [id, event.shipment.id, event.accountId, event.brandId, event.isTest, event.type, JSON.stringify(payload), created],
  );
  const relay = { eventId: id, accountId: event.accountId, brandId: event.brandId, isTest: event.isTest, type: event.type };
  await enqueueWebhookDeliveries(em, relay);
  await enqueueForStatusFiles(em, relay);
  return id;
}

export interface RelayEvent {
  eventId: string;
  accountId: string;
  brandId: string;
  isTest: boolean;
  type: ShipmentEvent['type'];
}
