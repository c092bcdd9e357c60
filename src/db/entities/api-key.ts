import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Account } from './account.js';
import { Brand } from './brand.js';

export const ApiKey = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.uuid().primary(),
    account: () => p.manyToOne(Account).ref(),
    brand: () => p.manyToOne(Brand).ref().nullable(),
    mode: p.enum(['live', 'test'] as const),
    /** Non-secret lookup prefix, e.g. `svc_live_AbCd1234`; shown in listings. */
    prefix: p.string().unique(),
    /** SHA-256 of the full key, hex. Keys carry ~230 bits of entropy, so a fast hash is the right tool. */
    keyHash: p.string(),
    label: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
export type IApiKey = InferEntity<typeof ApiKey>;
