import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IdempotencyError, InvalidRequestError } from '../errors/index.js';

export interface IdempotencyScope {
  accountId: string;
  isTest: boolean;
  key: string;
  operation: string;
  requestHash: string;
}

/** Canonical JSON (sorted keys) so that the same body with reordered keys counts as the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value as object)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export function validateIdempotencyKey(key: string): string {
  const k = key.trim();
  if (k.length < 1 || k.length > 255 || !/^[\x21-\x7e]+$/.test(k)) {
    throw new InvalidRequestError('Idempotency-Key must be 1 to 255 printable ASCII characters', 'Idempotency-Key', 'invalid_idempotency_key');
  }
  return k;
}

/**
 * Claims the key inside the caller's transaction. If another transaction holds or committed the
 * same key, PostgreSQL makes this insert wait for it, so concurrent retries serialise here and
 * the loser reads the winner's stored response. Returns that stored response, or null when the
 * key is ours to fulfil.
 */
export async function claimIdempotencyKey(em: EntityManager, scope: IdempotencyScope): Promise<{ status: number; body: unknown } | null> {
  const inserted = (await em.execute(
    `insert into idempotency_keys (account_id, is_test, key, operation, request_hash, response_status, response_body, created_at)
     values (?, ?, ?, ?, ?, 0, 'null'::jsonb, now()) on conflict do nothing returning key`,
    [scope.accountId, scope.isTest, scope.key, scope.operation, scope.requestHash],
  )) as unknown[];
  if (inserted.length === 1) return null;
  const rows = (await em.execute('select operation, request_hash, response_status, response_body from idempotency_keys where account_id = ? and is_test = ? and key = ?', [
    scope.accountId,
    scope.isTest,
    scope.key,
  ])) as { operation: string; request_hash: string; response_status: number; response_body: unknown }[];
  const row = rows[0];
  if (row.operation !== scope.operation || row.request_hash !== scope.requestHash) {
    throw new IdempotencyError('Keys for idempotent requests can only be used with the same parameters they were first used with');
  }
  return { status: row.response_status, body: row.response_body };
}

export async function storeIdempotentResponse(em: EntityManager, scope: IdempotencyScope, status: number, body: unknown): Promise<void> {
  await em.execute('update idempotency_keys set response_status = ?, response_body = ?::jsonb where account_id = ? and is_test = ? and key = ?', [
    status,
    JSON.stringify(body),
    scope.accountId,
    scope.isTest,
    scope.key,
  ]);
}
