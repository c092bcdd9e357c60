import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Data retention. Test data is kept 90 days, live data 7 years (both configurable); the daily
 * `purge_expired_data` job deletes what is older, and the dashboard's "Purge test data" deletes an
 * account's test data at once.
 *
 * Deletion runs table by table in batches (`delete … where key = any(array(select … limit N))`),
 * each batch its own autocommitted statement, so no long transaction holds locks the API needs.
 * Shipments go first: every per-shipment table (items, fees, events, deliveries, messages, payment
 * attempts, files…) references the shipment with ON DELETE CASCADE, so each batch takes its
 * children with it. Account-level rows that carry their own mode (idempotency keys, opt-outs,
 * status files, deliveries or messages not tied to a shipment) are then purged by their own
 * `is_test` and timestamp columns. Tables that do not exist (a module not installed) are skipped.
 */
export interface PurgeTarget {
  table: string;
  /** Column that identifies a row for the batch delete; `ctid` for tables with a composite key. */
  key: string;
  /** Boolean column: true for test data. */
  testColumn: string;
  /** Row age, compared with the cutoff. */
  timeColumn: string;
  accountColumn: string;
}

const target = (table: string, over: Partial<PurgeTarget> = {}): PurgeTarget => ({
  table,
  key: 'id',
  testColumn: 'is_test',
  timeColumn: 'created_at',
  accountColumn: 'account_id',
  ...over,
});

/** Order matters only in that shipments (and their cascades) go first. */
export const PURGE_TARGETS: PurgeTarget[] = [
  // Cascades to shipment_items, shipment_fees, notification_messages, payment_attempts, receipts,
  // shipment_status_transitions, events → webhook_deliveries → webhook_delivery_attempts, sftp_outbox.
  target('shipments'),
  target('idempotency_keys', { key: 'ctid' }),
  // Opt-outs are per address, not per shipment; test opt-outs (simulated STOP replies) carry is_test.
  target('notification_opt_outs'),
  // SFTP status files are batches of many shipments' events, so they are not cascaded from one.
  target('status_files'),
];

/** Registers a further account-level table (used by modules whose rows outlive their shipment link). */
export function registerPurgeTarget(t: Partial<PurgeTarget> & { table: string }): void {
  if (!PURGE_TARGETS.some((x) => x.table === t.table)) PURGE_TARGETS.push(target(t.table, t));
}

export interface PurgeScope {
  mode: 'live' | 'test';
  /** Only rows created before this instant; all of the mode's rows when absent. */
  before?: Date;
  /** Only this account's rows; every account when absent. */
  accountId?: string;
}

export interface PurgeOptions {
  batchSize?: number;
  /** Pause between batches, to leave the database to the API on a busy machine. */
  pauseMs?: number;
  /** Stops after this many batches per table (the next run continues). */
  maxBatches?: number;
}

export type PurgeResult = Record<string, number>;

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier ${name}`);
  return `"${name}"`;
}

async function existingColumns(em: EntityManager, table: string): Promise<Set<string> | null> {
  const rows = (await em.execute(
    "select column_name from information_schema.columns where table_schema = current_schema() and table_name = ?",
    [table],
  )) as Array<{ column_name: string }>;
  return rows.length ? new Set(rows.map((r) => r.column_name)) : null;
}

/** Builds the batch statement for one table, or null when the table (or a needed column) is missing. */
async function batchStatement(em: EntityManager, t: PurgeTarget, scope: PurgeScope, batchSize: number): Promise<{ sql: string; params: unknown[] } | null> {
  const columns = await existingColumns(em, t.table);
  if (!columns) return null;
  const needed = [t.testColumn, ...(scope.before ? [t.timeColumn] : []), ...(scope.accountId ? [t.accountColumn] : [])];
  if (needed.some((c) => !columns.has(c))) return null;
  const table = quoteIdent(t.table);
  const key = t.key === 'ctid' ? 'ctid' : quoteIdent(t.key);
  const where = [`${quoteIdent(t.testColumn)} = ?`];
  const params: unknown[] = [scope.mode === 'test'];
  if (scope.before) {
    where.push(`${quoteIdent(t.timeColumn)} < ?`);
    params.push(scope.before);
  }
  if (scope.accountId) {
    where.push(`${quoteIdent(t.accountColumn)} = ?`);
    params.push(scope.accountId);
  }
  const sql = `delete from ${table} where ${key} = any(array(select ${key} from ${table} where ${where.join(' and ')} limit ${Math.trunc(batchSize)}))`;
  return { sql, params };
}

export async function purgeData(em: EntityManager, scope: PurgeScope, options: PurgeOptions = {}): Promise<PurgeResult> {
  const batchSize = options.batchSize ?? 500;
  const result: PurgeResult = {};
  for (const t of PURGE_TARGETS) {
    const stmt = await batchStatement(em, t, scope, batchSize);
    if (!stmt) continue;
    let total = 0;
    for (let batch = 0; options.maxBatches === undefined || batch < options.maxBatches; batch++) {
      const res = (await em.execute(stmt.sql, stmt.params, 'run')) as { affectedRows: number };
      total += res.affectedRows;
      if (res.affectedRows < batchSize) break;
      await new Promise((r) => setTimeout(r, options.pauseMs ?? 0));
    }
    result[t.table] = total;
  }
  return result;
}

export interface RetentionPolicy {
  testDays: number;
  liveYears: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { testDays: 90, liveYears: 7 };

export function retentionCutoffs(now: Date, policy: RetentionPolicy): { test: Date; live: Date } {
  const test = new Date(now.getTime() - policy.testDays * 86_400_000);
  const live = new Date(now);
  live.setUTCFullYear(live.getUTCFullYear() - policy.liveYears);
  return { test, live };
}

/** What the daily job runs: test data past its 90 days, live data past its 7 years, for all accounts. */
export async function purgeExpired(em: EntityManager, policy: RetentionPolicy, now = new Date(), options: PurgeOptions = {}): Promise<{ test: PurgeResult; live: PurgeResult }> {
  const cutoffs = retentionCutoffs(now, policy);
  const test = await purgeData(em, { mode: 'test', before: cutoffs.test }, options);
  const live = await purgeData(em, { mode: 'live', before: cutoffs.live }, options);
  return { test, live };
}

/** The dashboard button: every test row of one account, now. Live rows are never matched (`is_test = true`). */
export function purgeAccountTestData(em: EntityManager, accountId: string, options: PurgeOptions = {}): Promise<PurgeResult> {
  return purgeData(em, { mode: 'test', accountId }, options);
}
