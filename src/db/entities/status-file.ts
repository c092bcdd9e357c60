import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SftpConfig } from './sftp-config.js';

/** A generated status file: pending until pushed (live), or kept for download (test). */
export const StatusFile = defineEntity({
  name: 'StatusFile',
  tableName: 'status_files',
  indexes: [{ properties: ['accountId', 'isTest', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    config: () => p.manyToOne(SftpConfig).ref().deleteRule('cascade'),
    accountId: p.uuid(),
    brandId: p.uuid(),
    isTest: p.boolean(),
    batchId: p.uuid(),
    name: p.string().unique(),
    format: p.enum(['csv', 'json'] as const),
    content: p.text(),
    eventCount: p.integer(),
    state: p.enum(['pending', 'pushed', 'kept'] as const),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    pushedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type IStatusFile = InferEntity<typeof StatusFile>;
