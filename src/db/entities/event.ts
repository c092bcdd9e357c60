import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Shipment } from './shipment.js';

/**
 * The shipment event log: one row per status change, written in the transaction of the change.
 * `payload` is exactly what webhooks and status files carry.
 */
export const EventRecord = defineEntity({
  name: 'EventRecord',
  tableName: 'events',
  indexes: [{ properties: ['accountId', 'isTest', 'createdAt'] }],
  properties: {
    /** `evt_…`; also the Standard Webhooks `webhook-id` of every delivery of this event. */
    id: p.string().primary(),
    shipment: () => p.manyToOne(Shipment).ref().deleteRule('cascade'),
    accountId: p.uuid(),
    brandId: p.uuid(),
    isTest: p.boolean(),
    type: p.string(),
    /** json, not jsonb: the text is kept byte for byte, so every attempt sends the same body with the documented key order. */
    payload: p.json<Record<string, unknown>>().columnType('json'),
    createdAt: p.datetime(),
  },
});
export type IEventRecord = InferEntity<typeof EventRecord>;
