import type { EntityManager } from '@mikro-orm/postgresql';

const present = new Set<string>();

/**
 * Whether a table exists. Messages, payments, events and relays are separate modules; the dashboard
 * shows their data when their tables are there and an empty section otherwise. Only "exists" is
 * cached: tables appear (migrations) but are not dropped while the process runs.
 */
export async function tableExists(em: EntityManager, table: string): Promise<boolean> {
  if (present.has(table)) return true;
  const rows = (await em.execute('select to_regclass(?) is not null as ok', [table])) as Array<{ ok: boolean }>;
  if (rows[0]?.ok) present.add(table);
  return Boolean(rows[0]?.ok);
}

/** Which live/test slice of one account the dashboard is looking at. */
export interface DashboardScope {
  accountId: string;
  isTest: boolean;
}

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  page_size: number;
}

export function iso(d: Date | string | null | undefined): string | null {
  if (d === null || d === undefined) return null;
  return (d instanceof Date ? d : new Date(d)).toISOString();
}
