import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DashboardUser } from './dashboard-user.js';

/** A signed-in browser. Only the SHA-256 of the cookie token is stored. */
export const DashboardSession = defineEntity({
  name: 'DashboardSession',
  tableName: 'dashboard_sessions',
  indexes: [{ properties: ['expiresAt'] }],
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(DashboardUser).ref().deleteRule('cascade'),
    tokenHash: p.string().unique(),
    /** Synchronizer token every form and tRPC mutation of this session must echo. */
    csrfToken: p.string(),
    /** The header toggle: which data (live or test) the dashboard shows. */
    mode: p.enum(['live', 'test'] as const).default('live'),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});
export type IDashboardSession = InferEntity<typeof DashboardSession>;
