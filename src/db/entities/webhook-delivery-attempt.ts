import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { WebhookDelivery } from './webhook-delivery.js';

/** The status relay log: every HTTP attempt, written before the request and completed after it. */
export const WebhookDeliveryAttempt = defineEntity({
  name: 'WebhookDeliveryAttempt',
  tableName: 'webhook_delivery_attempts',
  uniques: [{ properties: ['delivery', 'attempt'] }],
  properties: {
    id: p.uuid().primary(),
    delivery: () => p.manyToOne(WebhookDelivery).ref().deleteRule('cascade'),
    attempt: p.integer(),
    /** in_flight until the response; interrupted when the worker died during the request. */
    outcome: p.enum(['in_flight', 'succeeded', 'failed', 'interrupted'] as const),
    url: p.text(),
    statusCode: p.integer().nullable(),
    error: p.text().nullable(),
    responseBody: p.text().nullable(),
    durationMs: p.integer().nullable(),
    startedAt: p.datetime(),
  },
});
export type IWebhookDeliveryAttempt = InferEntity<typeof WebhookDeliveryAttempt>;
