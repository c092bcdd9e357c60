import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import type { WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * Releases the job locks of worker pools whose process died (kill -9, OOM, power loss), so their
 * jobs (webhook deliveries among them) run again within seconds instead of after graphile-worker's
 * 4-hour lock timeout. graphile-worker provides force_unlock_workers for exactly this, but cannot
 * know which pools are dead; this does, without guessing from clocks:
 *
 * - every pool takes a session advisory lock on hashtextextended(pool_id, 0) on a dedicated
 *   connection, then registers in worker_pools; PostgreSQL releases the lock when that process's
 *   connection goes away, which is what dying does;
 * - a sweep (at start and every `sweepIntervalMs`) finds registered pools whose lock it can take:
 *   those are dead. Their jobs are unlocked with graphile_worker.force_unlock_workers and the rows
 *   deleted. Pools that never registered (other tools) are left to the lock timeout.
 */
export interface PoolLiveness {
  events: WorkerEvents;
  /** Resolves once this process's pool is registered and the first sweep ran. */
  ready: Promise<void>;
  /** Resolves once the pool was released and the liveness connection closed (never rejects). */
  closed: Promise<void>;
}

export function trackPoolLiveness(connectionString: string, logger: Pick<Logger, 'info' | 'warn'>, opts: { sweepIntervalMs?: number } = {}): PoolLiveness {
  const events = new EventEmitter() as WorkerEvents;
  let resolveReady!: () => void;
  const ready = new Promise<void>((r) => (resolveReady = r));
  let resolveClosed!: () => void;
  const closed = new Promise<void>((r) => (resolveClosed = r));
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let poolId: string | null = null;
  let released = false;

  const register = async (): Promise<void> => {
    const c = new pg.Client({ connectionString, application_name: `landed-worker:${poolId}` });
    c.on('error', (err) => {
      // Our lock went with the connection: re-take it, so that we are not seen as dead for long.
      logger.warn({ err }, 'worker liveness connection lost; reconnecting');
      client = null;
      if (!released) setTimeout(() => register().catch((e) => logger.warn({ err: e }, 'worker liveness re-registration failed')), 1000).unref();
    });
    await c.connect();
    await c.query('select pg_advisory_lock(hashtextextended($1, 0))', [poolId]);
    await c.query('insert into worker_pools (pool_id, hostname, pid, started_at) values ($1, $2, $3, now()) on conflict do nothing', [poolId, hostname(), process.pid]);
    if (released) await c.end();
    else client = c;
  };

  const sweep = async (): Promise<string[]> => {
    const c = client;
    if (!c) return [];
    try {
      await c.query('begin');
      // Transaction-level try-locks: held (if taken) until commit. Our own id is excluded because
      // advisory locks are re-entrant within a session.
      const dead = await c.query<{ pool_id: string }>('select pool_id from worker_pools where pool_id <> $1 and pg_try_advisory_xact_lock(hashtextextended(pool_id, 0))', [poolId]);
      const ids = dead.rows.map((r) => r.pool_id);
      if (ids.length) {
        await c.query('select graphile_worker.force_unlock_workers($1::text[])', [ids]);
        await c.query('delete from worker_pools where pool_id = any($1::text[])', [ids]);
      }
      await c.query('commit');
      if (ids.length) logger.info({ pools: ids }, 'released job locks of dead worker pools');
      return ids;
    } catch (err) {
      await c.query('rollback').catch(() => {});
      logger.warn({ err }, 'dead worker sweep failed');
      return [];
    }
  };

  events.on('pool:create', ({ workerPool }) => {
    poolId = workerPool.id;
    register()
      .then(() => sweep())
      .then(() => {
        timer = setInterval(() => void sweep(), opts.sweepIntervalMs ?? 15_000);
        timer.unref();
      })
      .catch((err) => logger.warn({ err }, 'worker pool registration failed'))
      .finally(resolveReady);
  });
  events.on('pool:release', () => {
    released = true;
    if (timer) clearInterval(timer);
    const c = client;
    client = null;
    if (!c) return resolveClosed();
    // Awaited by the worker's stop (see runner.ts): the database may be stopped right after, and an
    // unawaited query failing then would be an unhandled rejection that crashes the process.
    c.query('delete from worker_pools where pool_id = $1', [poolId])
      .catch((err) => logger.warn({ err }, 'worker pool deregistration failed'))
      .then(() => c.end())
      .catch(() => {})
      .finally(resolveClosed);
  });
  return { events, ready, closed };
}
