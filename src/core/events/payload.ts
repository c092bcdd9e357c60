import type { ShipmentEvent } from './bus.js';
import type { ShipmentView } from '../shipments/types.js';

/** What webhooks POST and status files list, one per event. */
export interface EventPayload {
  id: string;
  type: ShipmentEvent['type'];
  /** ISO 8601, UTC. */
  created: string;
  is_test: boolean;
  data: { shipment: ShipmentView; details?: Record<string, unknown> };
}

export function eventPayload(id: string, event: ShipmentEvent, created: Date): EventPayload {
  return {
    id,
    type: event.type,
    created: created.toISOString(),
    is_test: event.isTest,
    data: { shipment: event.shipment, ...(event.details && Object.keys(event.details).length ? { details: event.details } : {}) },
  };
}
