import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../errors/index.js';
import type { SftpScope } from './configs.js';
import { asUuid } from '../ids.js';

export interface StatusFileView {
  id: string;
  name: string;
  format: 'csv' | 'json';
  brand_id: string;
  is_test: boolean;
  /** pending: waiting to be pushed; pushed: on the client's server; kept: test mode, never pushed. */
  state: 'pending' | 'pushed' | 'kept';
  event_count: number;
  attempts: number;
  last_error: string | null;
  pushed: string | null;
  created: string;
}

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

function view(r: Record<string, any>): StatusFileView {
  return {
    id: r.id,
    name: r.name,
    format: r.format,
    brand_id: r.brand_id,
    is_test: r.is_test,
    state: r.state,
    event_count: r.event_count,
    attempts: r.attempts,
    last_error: r.last_error,
    pushed: iso(r.pushed_at),
    created: iso(r.created_at)!,
  };
}

/** Status files of the key's account, mode (and brand, for a brand key), newest first. */
export async function listStatusFiles(em: EntityManager, scope: SftpScope, opts: { brandId?: string; limit?: number } = {}): Promise<StatusFileView[]> {
  const params: unknown[] = [scope.accountId, scope.mode === 'test'];
  let where = 'account_id = ? and is_test = ?';
  const brand = scope.brandId ?? opts.brandId;
  if (brand) {
    where += ' and brand_id::text = ?';
    params.push(brand.toLowerCase());
  }
  params.push(Math.min(Math.max(opts.limit ?? 50, 1), 200));
  const rows = (await em.execute(`select id, name, format, brand_id, is_test, state, event_count, attempts, last_error, pushed_at, created_at from status_files where ${where} order by created_at desc, name desc limit ?`, params)) as Array<Record<string, any>>;
  return rows.map(view);
}

export async function getStatusFile(em: EntityManager, scope: SftpScope, id: string): Promise<StatusFileView & { content: string }> {
  const uuid = asUuid(id);
  const rows = uuid
    ? ((await em.execute(`select * from status_files where id = ? and account_id = ? and is_test = ?`, [uuid, scope.accountId, scope.mode === 'test'])) as Array<Record<string, any>>)
    : [];
  const r = rows[0];
  if (!r || (scope.brandId && r.brand_id !== scope.brandId)) throw new NotFoundError('Status file not found', 'id', 'status_file_not_found');
  return { ...view(r), content: r.content };
}
