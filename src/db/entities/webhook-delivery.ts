import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { EventRecord } from './event.js';
import { WebhookEndpoint } from './webhook-endpoint.js';

/** One event for one endpoint: retried until it succeeds or its schedule runs out. */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  uniques: [{ properties: ['endpoint', 'event'] }],
  indexes: [{ properties: ['endpoint', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    endpoint: () => p.manyToOne(WebhookEndpoint).ref().deleteRule('cascade'),
    event: () => p.manyToOne(EventRecord).ref().deleteRule('cascade'),
    status: p.enum(['pending', 'succeeded', 'failed'] as const),
    /** Attempts ever made (numbering of the attempt log). */
    attemptCount: p.integer().default(0),
    /** Attempts made in the current series (a replay starts a new series). */
    seriesAttempts: p.integer().default(0),
    nextAttemptAt: p.datetime().nullable(),
    lastAttemptAt: p.datetime().nullable(),
    lastStatusCode: p.integer().nullable(),
    lastError: p.text().nullable(),
    succeededAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type IWebhookDelivery = InferEntity<typeof WebhookDelivery>;
