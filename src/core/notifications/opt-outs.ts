import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

export type Channel = 'email' | 'sms';

export interface OptOutScope {
  isTest: boolean;
  /** Null: every account (an SMS STOP applies to the shared sender number). */
  accountId: string | null;
  brandId: string | null;
}

/** Email addresses compare case-insensitively; phone numbers are E.164 already. */
export function normalizeAddress(channel: Channel, address: string): string {
  return channel === 'email' ? address.trim().toLowerCase() : address.trim();
}

/** Records an opt-out; recording the same one again is a no-op. */
export async function recordOptOut(em: EntityManager, channel: Channel, address: string, scope: OptOutScope, source: string): Promise<void> {
  await em.execute(
    `insert into notification_opt_outs (id, is_test, channel, address, account_id, brand_id, source, created_at) values (?, ?, ?, ?, ?, ?, ?, now()) on conflict do nothing`,
    [randomUUID(), scope.isTest, channel, normalizeAddress(channel, address), scope.accountId, scope.brandId, source],
  );
}

/** Removes opt-outs of this exact scope (an SMS START or UNSTOP reply). */
export async function removeOptOut(em: EntityManager, channel: Channel, address: string, scope: OptOutScope): Promise<number> {
  const rows = await em.execute<Array<{ id: string }>>(
    `delete from notification_opt_outs where is_test = ? and channel = ? and address = ? and account_id is not distinct from ? and brand_id is not distinct from ? returning id`,
    [scope.isTest, channel, normalizeAddress(channel, address), scope.accountId, scope.brandId],
  );
  return rows.length;
}

/** Whether a message of this mode, account and brand to this address must be suppressed. Test opt-outs never touch live messages. */
export async function isOptedOut(em: EntityManager, channel: Channel, address: string, target: { isTest: boolean; accountId: string; brandId: string }): Promise<boolean> {
  const rows = await em.execute<Array<{ n: number }>>(
    `select 1 as n from notification_opt_outs where is_test = ? and channel = ? and address = ? and (account_id is null or account_id = ?) and (brand_id is null or brand_id = ?) limit 1`,
    [target.isTest, channel, normalizeAddress(channel, address), target.accountId, target.brandId],
  );
  return rows.length > 0;
}

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);

/** The carrier-standard keywords, matched on the whole trimmed message, case-insensitively. */
export function smsKeyword(body: string): 'stop' | 'start' | null {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}
