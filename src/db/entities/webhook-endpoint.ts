import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Account } from './account.js';
import { Brand } from './brand.js';

/** Where an account (optionally one brand) wants events POSTed. The mode is the creating key's. */
export const WebhookEndpoint = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  indexes: [{ properties: ['account', 'mode'] }],
  properties: {
    id: p.uuid().primary(),
    account: () => p.manyToOne(Account).ref(),
    brand: () => p.manyToOne(Brand).ref().nullable().deleteRule('cascade'),
    mode: p.enum(['live', 'test'] as const),
    url: p.text(),
    description: p.text().nullable(),
    /** Event types to send; null means every type. */
    eventTypes: p.json<string[]>().nullable(),
    /** `whsec_…`; HMAC keys must be usable, so they are stored as issued (never returned after creation/rotation). */
    secret: p.text(),
    previousSecret: p.text().nullable(),
    previousSecretExpiresAt: p.datetime().nullable(),
    enabled: p.boolean().default(true),
    disabledReason: p.text().nullable(),
    /** Deliveries that failed for good since the last success; disables the endpoint at a threshold. */
    consecutiveFailures: p.integer().default(0),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type IWebhookEndpoint = InferEntity<typeof WebhookEndpoint>;
