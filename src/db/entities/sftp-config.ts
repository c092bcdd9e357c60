import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Account } from './account.js';
import { Brand } from './brand.js';

/** Where and how a brand's status files go, per mode (test configurations never connect). */
export const SftpConfig = defineEntity({
  name: 'SftpConfig',
  tableName: 'sftp_configs',
  uniques: [{ properties: ['brand', 'mode'] }],
  properties: {
    id: p.uuid().primary(),
    account: () => p.manyToOne(Account).ref(),
    brand: () => p.manyToOne(Brand).ref().deleteRule('cascade'),
    mode: p.enum(['live', 'test'] as const),
    host: p.string(),
    port: p.integer(),
    username: p.string(),
    /** Credentials: stored to connect, never returned by the API. */
    password: p.text().nullable(),
    privateKey: p.text().nullable(),
    passphrase: p.text().nullable(),
    /** Optional pinned host key, `SHA256:…` as ssh-keygen -lf prints it. */
    hostKeySha256: p.string().nullable(),
    remoteDir: p.text(),
    formats: p.json<string[]>(),
    intervalMinutes: p.integer(),
    enabled: p.boolean().default(true),
    lastPushAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type ISftpConfig = InferEntity<typeof SftpConfig>;
