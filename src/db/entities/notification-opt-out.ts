import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A consignee's opt-out of a channel. Null account/brand means every account/brand (an SMS STOP
 * applies to the shared sender number). Test-mode rows only ever suppress test-mode messages.
 */
export const NotificationOptOut = defineEntity({
  name: 'NotificationOptOut',
  tableName: 'notification_opt_outs',
  indexes: [{ properties: ['channel', 'address', 'isTest'] }],
  properties: {
    id: p.uuid().primary(),
    isTest: p.boolean(),
    channel: p.enum(['email', 'sms'] as const),
    /** Lower-cased email address or E.164 phone number. */
    address: p.string(),
    accountId: p.uuid().nullable(),
    brandId: p.uuid().nullable(),
    /** unsubscribe_link, sms_stop, sms_stop_simulated */
    source: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type INotificationOptOut = InferEntity<typeof NotificationOptOut>;
