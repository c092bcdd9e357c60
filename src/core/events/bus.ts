import type { EntityManager } from '@mikro-orm/postgresql';
import type { ShipmentView } from '../shipments/types.js';
import { recordShipmentEvent } from './record-event.js';

/**
 * Shipment lifecycle events. Whoever changes a shipment emits the event with the same
 * EntityManager (transaction) it used for the change; recorders (the event log, webhook and SFTP
 * relays) write inside that transaction, so an event exists if and only if its change committed.
 */
export type ShipmentEventType =
  | 'shipment.created'
  | 'shipment.payment_succeeded'
  | 'shipment.paid'
  | 'shipment.payment_failed'
  | 'shipment.expired'
  | 'shipment.cancelled'
  | 'shipment.notification_sent'
  | 'shipment.notification_failed';

export interface ShipmentEvent {
  type: ShipmentEventType;
  accountId: string;
  brandId: string;
  isTest: boolean;
  /** The shipment in the API's shape after the change. */
  shipment: ShipmentView;
  /** Extra facts for this event (e.g. payment attempt id, message id). */
  details?: Record<string, unknown>;
}

export type EventRecorder = (em: EntityManager, event: ShipmentEvent) => Promise<void>;

const recorders: EventRecorder[] = [];

export function registerEventRecorder(recorder: EventRecorder): void {
  recorders.push(recorder);
}

/**
 * The event log row and its relay work (webhook deliveries, SFTP outbox) are always written first,
 * not registered, so that no process (server, worker, CLI) can emit without recording.
 */
export async function emitShipmentEvent(em: EntityManager, event: ShipmentEvent): Promise<void> {
  await recordShipmentEvent(em, event);
  for (const record of recorders) await record(em, event);
}
