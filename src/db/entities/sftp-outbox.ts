import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { EventRecord } from './event.js';
import { SftpConfig } from './sftp-config.js';

/** Events waiting to be written into a status file; `batchId` is set once they are. */
export const SftpOutbox = defineEntity({
  name: 'SftpOutbox',
  tableName: 'sftp_outbox',
  properties: {
    config: () => p.manyToOne(SftpConfig).ref().primary().deleteRule('cascade'),
    event: () => p.manyToOne(EventRecord).ref().primary().deleteRule('cascade'),
    batchId: p.uuid().nullable(),
    createdAt: p.datetime(),
  },
});
export type ISftpOutbox = InferEntity<typeof SftpOutbox>;
