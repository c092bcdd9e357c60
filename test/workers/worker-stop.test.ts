import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../../src/workers/runner.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function count(sql: string): Promise<number> {
  return ((await t.db.orm.em.fork().execute(sql)) as { n: number }[])[0].n;
}
/** Another session that takes a lock in an open transaction, so the worker's next statement on it waits. */
async function lockInAnotherSession(sql: string): Promise<pg.Client> {
  const blocker = new pg.Client({ connectionString: t.db.url });
  await blocker.connect();
  await blocker.query('begin');
  await blocker.query(sql);
  return blocker;
}
/** The caller stops the database right after stop() resolves: while the lock holds, it must not resolve yet. */
async function expectStopToWaitFor(worker: { stop(): Promise<void> }, blocker: pg.Client): Promise<void> {
  let stopped = false;
  const stopping = worker.stop().then(() => (stopped = true));
  await new Promise((r) => setTimeout(r, 1000));
  expect(stopped).toBe(false);
  await blocker.query('commit');
  await blocker.end();
  await stopping;
}
const livenessConnections = () => count("select count(*)::int as n from pg_stat_activity where application_name like 'landed-worker:%' and datname = current_database()");

describe('stopping a worker', () => {
  it('does not resolve while its pool deregistration is still running against PostgreSQL', async () => {
    const worker = await startWorker(t.services, { connectionString: t.db.url, concurrency: 1, pollInterval: 100 });
    expect(await count('select count(*)::int as n from worker_pools')).toBe(1);
    expect(await livenessConnections()).toBe(1);

    // Another session holds the pool's row, so the deregistration has to wait for it.
    const blocker = await lockInAnotherSession('select * from worker_pools for update');
    await expectStopToWaitFor(worker, blocker);
    expect(await count('select count(*)::int as n from worker_pools')).toBe(0);
    expect(await livenessConnections()).toBe(0);
  });

  it('does not resolve while a job fetch of its pool is still running, so the database can stop after it', async () => {
    const worker = await startWorker(t.services, { connectionString: t.db.url, concurrency: 1, pollInterval: 100 });
    // Another session locks the jobs table: the worker's next job fetch waits on it, in flight.
    const blocker = await lockInAnotherSession('lock table graphile_worker._private_jobs in access exclusive mode');
    const waiting = () => count("select count(*)::int as n from pg_stat_activity where application_name = 'landed-worker-jobs' and wait_event_type = 'Lock'");
    for (let i = 0; i < 50 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await waiting()).toBe(1);
    await expectStopToWaitFor(worker, blocker);
    expect(await count("select count(*)::int as n from pg_stat_activity where application_name = 'landed-worker-jobs' and state <> 'idle'")).toBe(0);
  });
});
