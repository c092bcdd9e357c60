import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Shipment } from './shipment.js';

/**
 * One consignee message (email or SMS), live or simulated, with the exact content that was or
 * will be sent. The communication log of a shipment is these rows.
 */
export const NotificationMessage = defineEntity({
  name: 'NotificationMessage',
  tableName: 'notification_messages',
  indexes: [{ properties: ['shipment', 'createdAt'] }],
  uniques: [{ properties: ['shipment', 'channel', 'purpose'] }],
  properties: {
    id: p.uuid().primary(),
    shipment: () => p.manyToOne(Shipment).ref().deleteRule('cascade'),
    isTest: p.boolean(),
    channel: p.enum(['email', 'sms'] as const),
    /** payment_request (the link) or receipt. */
    purpose: p.string(),
    /** QUEUED, SCHEDULED, SENT, SIMULATED, FAILED, SUPPRESSED (opted out), SKIPPED (no longer relevant). */
    status: p.string(),
    to: p.string(),
    subject: p.text().nullable(),
    body: p.text(),
    html: p.text().nullable(),
    scheduledFor: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    providerId: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type INotificationMessage = InferEntity<typeof NotificationMessage>;
