import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Account } from './account.js';
import { Brand } from './brand.js';

export const Shipment = defineEntity({
  name: 'Shipment',
  tableName: 'shipments',
  indexes: [{ properties: ['account', 'isTest', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    account: () => p.manyToOne(Account).ref(),
    brand: () => p.manyToOne(Brand).ref(),
    isTest: p.boolean(),
    reference: p.string(),
    currency: p.string(),
    consigneeName: p.string(),
    consigneeEmail: p.string(),
    consigneePhone: p.string().nullable(),
    consigneeCity: p.string(),
    consigneeZip: p.string(),
    consigneeCountry: p.string(),
    senderName: p.string(),
    senderCity: p.string(),
    senderZip: p.string(),
    senderCountry: p.string(),
    shippingAmount: p.decimal().columnType('numeric').nullable(),
    shippingCurrency: p.string().nullable(),
    insuranceAmount: p.decimal().columnType('numeric').nullable(),
    insuranceCurrency: p.string().nullable(),
    totalDuties: p.decimal().columnType('numeric'),
    totalTaxes: p.decimal().columnType('numeric'),
    totalAdditionalFees: p.decimal().columnType('numeric'),
    totalAmount: p.decimal().columnType('numeric'),
    paymentStatus: p.string().default('PENDING'),
    /** Unguessable token in the consignee's payment link. */
    paymentToken: p.string().unique(),
    paymentDeadline: p.datetime(),
    /** The landed-cost explanation: rates, datasets, thresholds, per-fee rules. */
    calculation: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type IShipment = InferEntity<typeof Shipment>;
