import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import pino from 'pino';
import { loadConfig } from '../../src/config.js';
import { purgeAccountTestData, purgeData, purgeExpired, retentionCutoffs } from '../../src/core/lifecycle/purge.js';
import type { AppServices } from '../../src/server/services.js';
import { startWorker } from '../../src/workers/runner.js';
import { crontabLines } from '../../src/workers/tasks.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { count, daysAgo, insertAccount, insertIdempotencyKey, insertOptOut, insertShipment } from './rows.js';

const YEAR = 365.25;
let db: TestDatabase;
const fresh = () => db.orm.em.fork() as EntityManager;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** Rows of every child table for the given shipment ids. */
async function children(em: EntityManager, ids: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of ['shipment_items', 'shipment_fees', 'notification_messages', 'payment_attempts', 'shipment_status_transitions']) {
    out[t] = await count(em, `${t} where shipment_id in (?)`, [ids]);
  }
  return out;
}

describe('retention cutoffs', () => {
  it('are 90 days for test data and 7 calendar years for live data', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const c = retentionCutoffs(now, { testDays: 90, liveYears: 7 });
    expect(c.test.toISOString()).toBe('2026-08-24T12:00:00.000Z');
    expect(c.live.toISOString()).toBe('2019-11-22T12:00:00.000Z');
  });
});

describe('purgeExpired on backdated rows', () => {
  it('deletes test data older than 90 days and live data older than 7 years, with everything hanging off them, and nothing else', async () => {
    const em = fresh();
    const a = await insertAccount(em);
    const oldTest = [await insertShipment(em, a, true, daysAgo(91), 'old-test-1'), await insertShipment(em, a, true, daysAgo(400), 'old-test-2')];
    const youngTest = await insertShipment(em, a, true, daysAgo(89), 'young-test');
    const oldLiveKept = [await insertShipment(em, a, false, daysAgo(91), 'live-91d'), await insertShipment(em, a, false, daysAgo(6.9 * YEAR), 'live-6.9y')];
    const ancientLive = await insertShipment(em, a, false, daysAgo(7 * YEAR + 2), 'live-7y');
    await insertIdempotencyKey(em, a.accountId, true, daysAgo(100));
    await insertIdempotencyKey(em, a.accountId, true, daysAgo(10));
    await insertIdempotencyKey(em, a.accountId, false, daysAgo(100));
    await insertOptOut(em, a.accountId, true, daysAgo(100));
    await insertOptOut(em, a.accountId, false, daysAgo(100));

    expect(await children(em, oldTest)).toEqual({ shipment_items: 2, shipment_fees: 2, notification_messages: 2, payment_attempts: 2, shipment_status_transitions: 2 });

    const result = await purgeExpired(fresh(), { testDays: 90, liveYears: 7 });
    expect(result.test.shipments).toBe(2);
    expect(result.test.idempotency_keys).toBe(1);
    expect(result.test.notification_opt_outs).toBe(1);
    expect(result.live.shipments).toBe(1);
    expect(result.live.idempotency_keys).toBe(0);

    const check = fresh();
    expect(await count(check, 'shipments where id in (?)', [[...oldTest, ancientLive]])).toBe(0);
    expect(await children(check, [...oldTest, ancientLive])).toEqual({ shipment_items: 0, shipment_fees: 0, notification_messages: 0, payment_attempts: 0, shipment_status_transitions: 0 });
    expect(await count(check, 'shipments where id in (?)', [[youngTest, ...oldLiveKept]])).toBe(3);
    expect(await children(check, [youngTest, ...oldLiveKept])).toEqual({ shipment_items: 3, shipment_fees: 3, notification_messages: 3, payment_attempts: 3, shipment_status_transitions: 3 });
    expect(await count(check, 'idempotency_keys where account_id = ?', [a.accountId])).toBe(2);
    expect(await count(check, 'notification_opt_outs where account_id = ? and is_test = false', [a.accountId])).toBe(1);
    if ((await check.execute("select to_regclass('events') as t"))[0].t) {
      expect(await count(check, 'events where shipment_id in (?)', [oldTest])).toBe(0);
      expect(await count(check, 'events where shipment_id = ?', [youngTest])).toBe(1);
    }
  });

  it('works in batches: a batch size smaller than the backlog still deletes it all, and maxBatches bounds one run', async () => {
    const em = fresh();
    const a = await insertAccount(em, 'Batches');
    for (let i = 0; i < 7; i++) await insertShipment(em, a, true, daysAgo(200), `batch-${i}`);
    const first = await purgeData(fresh(), { mode: 'test', before: daysAgo(90), accountId: a.accountId }, { batchSize: 3, maxBatches: 1 });
    expect(first.shipments).toBe(3);
    expect(await count(fresh(), 'shipments where account_id = ?', [a.accountId])).toBe(4);
    const rest = await purgeData(fresh(), { mode: 'test', before: daysAgo(90), accountId: a.accountId }, { batchSize: 3 });
    expect(rest.shipments).toBe(4);
    expect(await count(fresh(), 'shipments where account_id = ?', [a.accountId])).toBe(0);
  });
});

describe('purgeAccountTestData (the dashboard button)', () => {
  it("deletes all of one account's test data regardless of age, and never live data or other accounts' data", async () => {
    const em = fresh();
    const a = await insertAccount(em, 'Purger');
    const b = await insertAccount(em, 'Bystander');
    const testIds = [await insertShipment(em, a, true, new Date()), await insertShipment(em, a, true, daysAgo(30))];
    const liveIds = [await insertShipment(em, a, false, new Date()), await insertShipment(em, a, false, daysAgo(30))];
    const otherTest = await insertShipment(em, b, true, new Date());
    await insertIdempotencyKey(em, a.accountId, true, new Date());
    await insertIdempotencyKey(em, a.accountId, false, new Date());
    await insertOptOut(em, a.accountId, true, new Date());

    const result = await purgeAccountTestData(fresh(), a.accountId);
    expect(result.shipments).toBe(2);
    const check = fresh();
    expect(await count(check, 'shipments where id in (?)', [testIds])).toBe(0);
    expect(await count(check, 'shipments where id in (?)', [liveIds])).toBe(2);
    expect(await children(check, liveIds)).toEqual({ shipment_items: 2, shipment_fees: 2, notification_messages: 2, payment_attempts: 2, shipment_status_transitions: 2 });
    expect(await count(check, 'shipments where id = ?', [otherTest])).toBe(1);
    expect(await count(check, 'idempotency_keys where account_id = ? and is_test = false', [a.accountId])).toBe(1);
    expect(await count(check, 'idempotency_keys where account_id = ? and is_test = true', [a.accountId])).toBe(0);
    expect(await count(check, 'notification_opt_outs where account_id = ?', [a.accountId])).toBe(0);
  });
});

describe('purge_expired_data job', () => {
  it('is scheduled daily by cron', () => {
    expect(crontabLines()).toContain('30 3 * * * purge_expired_data ?fill=1d&max=3&jobKey=purge_expired_data');
  });

  it('runs in graphile-worker and purges backdated test rows', async () => {
    const em = fresh();
    const a = await insertAccount(em, 'Job');
    const old = await insertShipment(em, a, true, daysAgo(120));
    const recent = await insertShipment(em, a, true, daysAgo(5));
    const live = await insertShipment(em, a, false, daysAgo(120));
    const config = loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent' });
    // The task needs only the ORM, the retention settings and a logger from the service container.
    const services = { orm: db.orm, config, logger: pino({ level: 'silent' }) } as unknown as AppServices;
    // startWorker parses every registered crontab line, so a malformed schedule fails here.
    const worker = await startWorker(services, { connectionString: db.url, concurrency: 1, pollInterval: 100 });
    try {
      await em.execute("select graphile_worker.add_job('purge_expired_data', '{}'::json)");
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && (await count(fresh(), 'shipments where id = ?', [old])) > 0) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await worker.stop();
    }
    expect(await count(fresh(), 'shipments where id = ?', [old])).toBe(0);
    expect(await count(fresh(), 'shipments where id in (?)', [[recent, live]])).toBe(2);
  });
});
