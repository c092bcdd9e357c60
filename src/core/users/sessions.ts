import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DashboardSession } from '../../db/entities/index.js';
import type { KeyMode } from '../auth/api-key-format.js';

/** Idle sessions end after 12 hours; an active one is extended, but never beyond 7 days from sign-in. */
export const SESSION_IDLE_MS = 12 * 3600_000;
export const SESSION_MAX_MS = 7 * 24 * 3600_000;

export interface DashboardIdentity {
  sessionId: string;
  userId: string;
  email: string;
  accountId: string;
  accountName: string;
  mode: KeyMode;
  isTest: boolean;
  csrfToken: string;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Returns the cookie value; only its hash is stored. */
export async function createSession(em: EntityManager, userId: string, mode: KeyMode = 'live'): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  em.create(DashboardSession, { id: randomUUID(), user: userId, tokenHash: tokenHash(token), csrfToken, mode, createdAt: now, lastSeenAt: now, expiresAt });
  await em.flush();
  return { token, csrfToken, expiresAt };
}

interface SessionRow {
  id: string;
  user_id: string;
  email: string;
  account_id: string;
  account_name: string;
  mode: KeyMode;
  csrf_token: string;
  created_at: Date;
  last_seen_at: Date;
}

export async function resolveSession(em: EntityManager, token: string | undefined): Promise<DashboardIdentity | null> {
  if (!token || token.length > 100) return null;
  const rows = (await em.execute(
    `select s.id, s.user_id, u.email, u.account_id, a.name as account_name, s.mode, s.csrf_token, s.created_at, s.last_seen_at
       from dashboard_sessions s join dashboard_users u on u.id = s.user_id join accounts a on a.id = u.account_id
      where s.token_hash = ? and s.expires_at > now()`,
    [tokenHash(token)],
  )) as SessionRow[];
  const row = rows[0];
  if (!row) return null;
  // Slide the idle window at most once a minute, so page views do not each write.
  if (Date.now() - new Date(row.last_seen_at).getTime() > 60_000) {
    const cap = new Date(new Date(row.created_at).getTime() + SESSION_MAX_MS);
    const next = new Date(Math.min(Date.now() + SESSION_IDLE_MS, cap.getTime()));
    await em.execute('update dashboard_sessions set last_seen_at = now(), expires_at = ? where id = ?', [next, row.id]);
  }
  return {
    sessionId: row.id,
    userId: row.user_id,
    email: row.email,
    accountId: row.account_id,
    accountName: row.account_name,
    mode: row.mode,
    isTest: row.mode === 'test',
    csrfToken: row.csrf_token,
  };
}

export async function setSessionMode(em: EntityManager, sessionId: string, mode: KeyMode): Promise<void> {
  await em.execute('update dashboard_sessions set mode = ? where id = ?', [mode, sessionId]);
}

export async function deleteSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.execute('delete from dashboard_sessions where id = ?', [sessionId]);
}

export async function deleteExpiredSessions(em: EntityManager): Promise<number> {
  const res = await em.execute('delete from dashboard_sessions where expires_at < now()', [], 'run');
  return (res as { affectedRows?: number }).affectedRows ?? 0;
}

