import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Shipment } from './shipment.js';

/** The receipt PDF of a paid shipment, generated once and served as stored. */
export const Receipt = defineEntity({
  name: 'Receipt',
  tableName: 'receipts',
  uniques: [{ properties: ['shipment'] }],
  properties: {
    id: p.uuid().primary(),
    shipment: () => p.manyToOne(Shipment).ref().deleteRule('cascade'),
    number: p.string().unique(),
    paymentAttemptId: p.uuid(),
    pdf: p.blob(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IReceipt = InferEntity<typeof Receipt>;
