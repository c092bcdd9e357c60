import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Shipment } from './shipment.js';

export const ShipmentItem = defineEntity({
  name: 'ShipmentItem',
  tableName: 'shipment_items',
  properties: {
    id: p.uuid().primary(),
    shipment: () => p.manyToOne(Shipment).ref().deleteRule('cascade'),
    position: p.integer(),
    description: p.text(),
    descriptionResolved: p.text(),
    hsCode: p.string().nullable(),
    hsCodeResolved: p.string(),
    hsCodeResolvedImport: p.string(),
    hsCodeResolvedExport: p.string(),
    classificationConfidence: p.decimal().columnType('numeric').nullable(),
    countryOfOrigin: p.string(),
    declaredValue: p.decimal().columnType('numeric'),
    currency: p.string(),
    quantity: p.integer(),
    weightKg: p.decimal().columnType('numeric').nullable(),
    totalValue: p.decimal().columnType('numeric'),
    dutyAmount: p.decimal().columnType('numeric'),
    taxAmount: p.decimal().columnType('numeric'),
  },
});
export type IShipmentItem = InferEntity<typeof ShipmentItem>;
