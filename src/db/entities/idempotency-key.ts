import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A stored response for an `Idempotency-Key`, scoped to the API key's account and mode. */
export const IdempotencyKey = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  properties: {
    accountId: p.uuid().primary(),
    isTest: p.boolean().primary(),
    key: p.string().primary(),
    operation: p.string(),
    requestHash: p.string(),
    responseStatus: p.integer(),
    responseBody: p.json<unknown>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IIdempotencyKey = InferEntity<typeof IdempotencyKey>;
