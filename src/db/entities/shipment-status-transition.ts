import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Shipment } from './shipment.js';

/** Every change of a shipment's payment_status, with its cause (see src/core/payments/state-machine.ts). */
export const ShipmentStatusTransition = defineEntity({
  name: 'ShipmentStatusTransition',
  tableName: 'shipment_status_transitions',
  indexes: [{ properties: ['shipment', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    shipment: () => p.manyToOne(Shipment).ref().deleteRule('cascade'),
    fromStatus: p.string().nullable(),
    toStatus: p.string(),
    /** created, payment_succeeded, deadline_passed, cancelled */
    cause: p.string(),
    /** consignee, system, api_key:<key id> */
    actor: p.string(),
    paymentAttemptId: p.uuid().nullable(),
    reason: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IShipmentStatusTransition = InferEntity<typeof ShipmentStatusTransition>;
