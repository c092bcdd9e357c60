import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Shipment } from './shipment.js';

export const ShipmentFee = defineEntity({
  name: 'ShipmentFee',
  tableName: 'shipment_fees',
  properties: {
    id: p.uuid().primary(),
    shipment: () => p.manyToOne(Shipment).ref().deleteRule('cascade'),
    position: p.integer(),
    feeType: p.string(),
    displayName: p.string(),
    amount: p.decimal().columnType('numeric'),
    originalAmount: p.decimal().columnType('numeric'),
    originalCurrency: p.string(),
    isVisible: p.boolean(),
  },
});
export type IShipmentFee = InferEntity<typeof ShipmentFee>;
