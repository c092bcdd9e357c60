import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Account } from './account.js';

/** A person who signs in to the dashboard of one account. */
export const DashboardUser = defineEntity({
  name: 'DashboardUser',
  tableName: 'dashboard_users',
  properties: {
    id: p.uuid().primary(),
    account: () => p.manyToOne(Account).ref(),
    /** Stored lower-cased; unique across accounts because sign-in is by email alone. */
    email: p.string().unique(),
    /** `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised without invalidating old hashes. */
    passwordHash: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSignInAt: p.datetime().nullable(),
  },
});
export type IDashboardUser = InferEntity<typeof DashboardUser>;
