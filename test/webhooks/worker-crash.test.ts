import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Runner } from 'graphile-worker';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../../src/workers/runner.js';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { eventually, startHttpReceiver, type HttpReceiver } from '../helpers/http-receiver.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';

const SHIPMENTS = 6;
let t: TestApp;
let rx: HttpReceiver;
let child: ChildProcess | null = null;
let worker: Runner | null = null;
beforeAll(async () => {
  t = await startTestApp({ env: { LANDED_ALLOW_PRIVATE_WEBHOOKS: 'true' } });
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await worker?.stop();
  await rx?.close();
  await t?.close();
});

const em = () => t.db.orm.em.fork() as EntityManager;

function spawnWorker(): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('./fixtures/worker-process.ts', import.meta.url));
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATABASE_URL: t.db.url, LANDED_ALLOW_PRIVATE_WEBHOOKS: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  proc.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (c: Buffer) => c.toString().includes('ready') && resolve(proc));
    proc.once('exit', (code) => reject(new Error(`worker process exited with ${code}: ${err}`)));
  });
}

describe('a worker killed in the middle of a delivery run', () => {
  it('loses nothing: after a restart every event is delivered', async () => {
    let hang = true;
    // While `hang`, the receiver holds requests open: the worker is caught mid-request.
    rx = await startHttpReceiver(() => (hang ? { status: 200, delayMs: 120_000 } : { status: 200 }));
    const ep = (await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.live, body: { url: rx.url, events: ['shipment.created'] } })).body;
    const created: string[] = [];
    for (let i = 0; i < SHIPMENTS; i++) {
      const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: 'northwind', reference: `CRASH-${i}` }) });
      expect(res.status).toBe(201);
      created.push(res.body.id);
    }
    const events = (await em().execute(`select id from events where type = 'shipment.created' and shipment_id = any(?::uuid[])`, [`{${created.join(',')}}`])) as Array<{ id: string }>;
    expect(events).toHaveLength(SHIPMENTS);

    child = await spawnWorker();
    await rx.waitForRequests(2, 30_000);
    const inFlight = (await em().execute(`select count(*)::int as n from webhook_delivery_attempts where outcome = 'in_flight'`)) as Array<{ n: number }>;
    expect(inFlight[0].n).toBeGreaterThanOrEqual(1);
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGKILL');
    await exited;

    // The dead process still holds its jobs: without recovery they would wait for the 4 h lock timeout.
    const locked = (await em().execute(`select count(*)::int as n from graphile_worker._private_jobs where locked_by is not null`)) as Array<{ n: number }>;
    expect(locked[0].n).toBeGreaterThanOrEqual(1);
    const undelivered = (await em().execute(`select count(*)::int as n from webhook_deliveries where status <> 'succeeded'`)) as Array<{ n: number }>;
    expect(undelivered[0].n).toBe(SHIPMENTS);

    hang = false;
    const restartedAt = Date.now();
    worker = await startWorker(t.services, { connectionString: t.db.url, concurrency: 2, pollInterval: 100 });
    await eventually(async () => {
      const rows = (await em().execute(`select count(*)::int as n from webhook_deliveries where endpoint_id = ? and status = 'succeeded'`, [ep.id])) as Array<{ n: number }>;
      return rows[0].n === SHIPMENTS;
    }, 45_000, 200);
    expect(Date.now() - restartedAt).toBeLessThan(45_000);

    // Every event reached the receiver with a valid signature (some twice: at least once, same webhook-id).
    const received = new Set(rx.requests.map((r) => new Webhook(ep.secret).verify(r.body, r.headers as Record<string, string>) as { id: string }).map((p) => p.id));
    for (const e of events) expect(received.has(e.id)).toBe(true);
    // The attempts cut short by the kill are in the relay log as interrupted.
    const log = (await api(t.baseUrl, `/api/webhook-endpoints/${ep.id}/deliveries`, { key: t.demo.keys.live })).body.data as any[];
    const outcomes = log.flatMap((d) => d.attempts.map((a: any) => a.outcome));
    expect(outcomes.filter((o: string) => o === 'interrupted').length).toBeGreaterThanOrEqual(1);
    expect(outcomes).not.toContain('in_flight');
    expect(log.every((d) => d.status === 'succeeded')).toBe(true);
    const stillLocked = (await em().execute(`select count(*)::int as n from worker_pools`)) as Array<{ n: number }>;
    expect(stillLocked[0].n).toBe(1);
  });
});
