import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Shipment } from './shipment.js';

/** One card payment attempt. Card numbers are never stored: last four digits only. */
export const PaymentAttempt = defineEntity({
  name: 'PaymentAttempt',
  tableName: 'payment_attempts',
  indexes: [{ properties: ['shipment', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    shipment: () => p.manyToOne(Shipment).ref().deleteRule('cascade'),
    isTest: p.boolean(),
    /** SUCCEEDED, FAILED (declined, refused or provider error). */
    status: p.string(),
    amount: p.decimal().columnType('numeric'),
    currency: p.string(),
    /** simulator or stripe */
    provider: p.string(),
    /** The provider's payment id (e.g. pi_…), shown on the receipt as the payment reference. */
    providerReference: p.string().nullable(),
    cardLast4: p.string(),
    cardBrand: p.string().nullable(),
    cardholderName: p.string(),
    failureCode: p.string().nullable(),
    failureMessage: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IPaymentAttempt = InferEntity<typeof PaymentAttempt>;
