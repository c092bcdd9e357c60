import type { EntityManager } from '@mikro-orm/postgresql';
import { AuthenticationError } from '../errors/index.js';
import { keyMatchesHash, parseApiKey } from './api-key-format.js';
import type { Principal } from './principal.js';

interface KeyRow {
  id: string;
  account_id: string;
  brand_id: string | null;
  mode: 'live' | 'test';
  key_hash: string;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

/**
 * Resolves an `X-API-Key` value. Every request reads the key row, so a revocation takes effect on
 * the very next request, on every API process. `last_used_at` is written at most once a minute.
 */
export async function authenticateApiKey(em: EntityManager, presented: string | undefined): Promise<Principal> {
  if (!presented) throw new AuthenticationError('Missing API key', 'missing_api_key');
  const parsed = parseApiKey(presented.trim());
  if (!parsed) throw new AuthenticationError('Invalid API key');
  const rows = (await em.execute('select id, account_id, brand_id, mode, key_hash, revoked_at, last_used_at from api_keys where prefix = ?', [parsed.prefix])) as KeyRow[];
  const row = rows[0];
  if (!row || row.revoked_at || row.mode !== parsed.mode || !keyMatchesHash(presented.trim(), row.key_hash)) {
    throw new AuthenticationError('Invalid API key');
  }
  // Only a stale timestamp costs a write; the condition is repeated in SQL for concurrent requests.
  if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > 60_000) {
    await em.execute("update api_keys set last_used_at = now() where id = ? and (last_used_at is null or last_used_at < now() - interval '1 minute')", [row.id]);
  }
  return { accountId: row.account_id, brandId: row.brand_id, mode: row.mode, isTest: row.mode === 'test', keyId: row.id };
}
