import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Account } from './account.js';

export const Brand = defineEntity({
  name: 'Brand',
  tableName: 'brands',
  uniques: [{ properties: ['account', 'slug'] }],
  properties: {
    id: p.uuid().primary(),
    account: () => p.manyToOne(Account).ref(),
    slug: p.string(),
    name: p.string(),
    logoUrl: p.text().nullable(),
    primaryColor: p.string().default('#1f2937'),
    accentColor: p.string().default('#2563eb'),
    /** FeeRule[]: validated by the core fee schema before it is stored. */
    feeSchedule: p.json<unknown[]>().default('[]'),
    /** Which channels notify consignees: subset of ['email', 'sms']. */
    notificationChannels: p.json<string[]>().default('["email"]'),
    /** Local daytime window for SMS, 'HH:MM'. */
    smsWindowStart: p.string().default('08:00'),
    smsWindowEnd: p.string().default('20:00'),
    paymentDeadlineDays: p.integer().default(14),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IBrand = InferEntity<typeof Brand>;
