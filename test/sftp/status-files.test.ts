import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../src/core/sftp/format.js';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { eventually } from '../helpers/http-receiver.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';
import { startSshd, type SshdServer } from '../helpers/sshd.js';

let t: TestApp;
let sshd: SshdServer;
beforeAll(async () => {
  sshd = await startSshd();
  t = await startTestApp({ worker: true, env: { LANDED_ALLOW_PRIVATE_WEBHOOKS: 'true' } });
});
afterAll(async () => {
  await t?.close();
  await sshd?.close();
});

const em = () => t.db.orm.em.fork() as EntityManager;
const files = () => readdirSync(sshd.dir).sort();

async function shipment(key: string, reference: string) {
  const res = await api(t.baseUrl, '/api/shipments/', { key, body: shipmentBody({ brand_id: 'northwind', reference }) });
  expect(res.status).toBe(201);
  return res.body;
}
async function statusFiles(key: string) {
  const res = await api(t.baseUrl, '/api/status-files/', { key });
  expect(res.status).toBe(200);
  return res.body.data as any[];
}

describe('SFTP status files', () => {
  it('stores credentials but never returns them', async () => {
    const res = await api(t.baseUrl, '/api/brands/northwind/sftp-config', {
      method: 'PUT',
      key: t.demo.keys.live,
      body: { host: sshd.host, port: sshd.port, username: sshd.username, private_key: sshd.privateKey, host_key_sha256: sshd.hostKeySha256, formats: ['csv', 'json'], interval_minutes: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ brand_id: t.demo.brands[0].id, mode: 'live', has_private_key: true, has_password: false, formats: ['csv', 'json'], interval_minutes: 0, remote_dir: '.' });
    const got = await api(t.baseUrl, '/api/brands/northwind/sftp-config', { key: t.demo.keys.live });
    const text = JSON.stringify(got.body) + JSON.stringify(res.body);
    expect(text).not.toContain('PRIVATE KEY');
    expect(got.body.private_key).toBeUndefined();
    // Updating without resending the key keeps it.
    const again = await api(t.baseUrl, '/api/brands/northwind/sftp-config', {
      method: 'PUT',
      key: t.demo.keys.live,
      body: { host: sshd.host, port: sshd.port, username: sshd.username, host_key_sha256: sshd.hostKeySha256, formats: ['csv', 'json'], interval_minutes: 0 },
    });
    expect(again.body.has_private_key).toBe(true);
    const bad = await api(t.baseUrl, '/api/brands/pixel-parcel/sftp-config', { method: 'PUT', key: t.demo.keys.live, body: { host: sshd.host, username: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('password');
    // A brand key cannot see another brand's configuration.
    expect((await api(t.baseUrl, '/api/brands/northwind/sftp-config', { key: t.demo.keys.brand_live })).status).toBe(404);
  });

  it('pushes CSV and JSON files atomically (temporary name, then rename), one row per event', async () => {
    const reference = 'Bestellung "Größe" 42, Köln';
    const s = await shipment(t.demo.keys.live, reference);
    // Other events of the shipment (consignee notification) may land in later batches: follow the created event.
    const landed = await eventually(async () => {
      const batch = (await em().execute(
        `select o.batch_id from sftp_outbox o join events e on e.id = o.event_id where e.shipment_id = ? and e.type = 'shipment.created' and o.batch_id is not null`,
        [s.id],
      )) as Array<{ batch_id: string }>;
      if (!batch[0]) return null;
      const ids = (await em().execute(`select id from status_files where batch_id = ?`, [batch[0].batch_id])) as Array<{ id: string }>;
      const pushed = (await statusFiles(t.demo.keys.live)).filter((f) => f.state === 'pushed' && ids.some((i) => i.id === f.id));
      return pushed.length === 2 ? pushed : null;
    }, 30_000);
    const csvFile = landed.find((f) => f.format === 'csv')!;
    const jsonFile = landed.find((f) => f.format === 'json')!;
    expect(files()).toEqual(expect.arrayContaining([csvFile.name, jsonFile.name]));
    // (Later batches of the same shipment may be mid-push; ours left no temporary file behind.)
    expect(files()).not.toContain(`.${csvFile.name}.part`);
    expect(files()).not.toContain(`.${jsonFile.name}.part`);

    const csv = readFileSync(join(sshd.dir, csvFile.name), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
    const rows = parse(csv, { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(csvFile.event_count);
    const created = rows.find((r) => r.shipment_id === s.id && r.event_type === 'shipment.created')!;
    expect(created).toMatchObject({ reference, is_test: 'false', brand_slug: 'northwind', payment_status: 'PENDING', currency: 'EUR', total_amount: s.total_amount, total_duties: s.total_duties });
    const dbEvents = (await em().execute(`select id from events where shipment_id = ? and type = 'shipment.created'`, [s.id])) as Array<{ id: string }>;
    expect(created.event_id).toBe(dbEvents[0].id);
    // The API's copy is the pushed file, byte for byte.
    const apiCopy = await api(t.baseUrl, `/api/status-files/${csvFile.id}`, { key: t.demo.keys.live });
    expect(apiCopy.body.content).toBe(csv);

    const json = JSON.parse(readFileSync(join(sshd.dir, jsonFile.name), 'utf8'));
    expect(json).toMatchObject({ file: jsonFile.name, event_count: jsonFile.event_count });
    expect(json.events.find((e: any) => e.id === created.event_id)).toMatchObject({ type: 'shipment.created', is_test: false, data: { shipment: { id: s.id, reference } } });

    // Written under a temporary name, closed, then renamed: the final name is never opened for writing.
    const log = sshd.sftpLog();
    for (const name of [csvFile.name, jsonFile.name]) {
      const openTemp = log.indexOf(`open ".landed-status`.replace('.landed-status', `.${name}.part`));
      const rename = log.indexOf(`rename old ".${name}.part" new "${name}"`);
      expect(log).toContain(`open ".${name}.part" flags WRITE,CREATE,TRUNCATE`);
      expect(rename).toBeGreaterThan(log.indexOf(`close ".${name}.part"`));
      expect(openTemp).toBeGreaterThanOrEqual(0);
      expect(log).not.toMatch(new RegExp(`open "${name.replace(/\./g, '\\.')}" flags WRITE`));
    }
  });

  it('retries while the server is down and delivers the file exactly once when it is back', async () => {
    await eventually(async () => ((await statusFiles(t.demo.keys.live)).every((f) => f.state === 'pushed') ? true : null));
    await sshd.stop();
    const before = new Set(files());
    const s = await shipment(t.demo.keys.live, 'OUTAGE-1');
    const failing = await eventually(async () => {
      const rows = (await em().execute(
        `select f.id, f.name, f.attempts, f.last_error, f.state from status_files f where f.batch_id in (select o.batch_id from sftp_outbox o join events e on e.id = o.event_id where e.shipment_id = ?) and f.format = 'csv'`,
        [s.id],
      )) as any[];
      return rows[0]?.attempts >= 1 ? rows[0] : null;
    }, 20_000);
    expect(failing.state).toBe('pending');
    expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(files().filter((f) => !before.has(f))).toEqual([]);

    await sshd.start();
    await eventually(async () => ((await api(t.baseUrl, `/api/status-files/${failing.id}`, { key: t.demo.keys.live })).body.state === 'pushed' ? true : null), 60_000, 250);
    expect(files()).toContain(failing.name);
    const content = readFileSync(join(sshd.dir, failing.name), 'utf8');
    expect(content).toContain('OUTAGE-1');

    // Another run (the safety sweep, a duplicate job) finds nothing to push: the file is written once.
    await em().execute(`select graphile_worker.add_job('sftp_push', json_build_object('config_id', config_id::text)) from status_files where id = ?`, [failing.id]);
    await new Promise((r) => setTimeout(r, 2_000));
    const renames = sshd.sftpLog().split('\n').filter((l) => l.includes(`new "${failing.name}"`));
    expect(renames).toHaveLength(1);
    expect(files().filter((f) => f === failing.name)).toHaveLength(1);
  });

  it('test mode generates and keeps files without pushing them; they are downloadable with test keys only', async () => {
    const put = await api(t.baseUrl, '/api/brands/northwind/sftp-config', {
      method: 'PUT',
      key: t.demo.keys.test,
      body: { host: sshd.host, port: sshd.port, username: sshd.username, password: 'not-used-in-test-mode', formats: ['csv'], interval_minutes: 0 },
    });
    expect(put.body.mode).toBe('test');
    const before = new Set(files());
    const connectionsBefore = sshd.log().split('Accepted publickey').length + sshd.log().split('Failed password').length;
    const s = await shipment(t.demo.keys.test, 'TEST-MODE-1');
    const kept = await eventually(async () => {
      const list = await statusFiles(t.demo.keys.test);
      return list.find((f) => f.state === 'kept') ?? null;
    });
    expect(kept).toMatchObject({ is_test: true, format: 'csv', pushed: null });
    const file = await api(t.baseUrl, `/api/status-files/${kept.id}`, { key: t.demo.keys.test });
    const rows = parse(file.body.content, { columns: true }) as Array<Record<string, string>>;
    expect(rows.find((r) => r.shipment_id === s.id)).toMatchObject({ reference: 'TEST-MODE-1', is_test: 'true' });
    expect((await api(t.baseUrl, `/api/status-files/${kept.id}`, { key: t.demo.keys.live })).status).toBe(404);
    expect((await statusFiles(t.demo.keys.live)).some((f) => f.is_test)).toBe(false);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(files().filter((f) => !before.has(f))).toEqual([]);
    expect(sshd.log().split('Accepted publickey').length + sshd.log().split('Failed password').length).toBe(connectionsBefore);
    expect(existsSync(join(sshd.dir, kept.name))).toBe(false);
  });
});
