import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { eventually, startHttpReceiver, type HttpReceiver } from '../helpers/http-receiver.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';
import { DashboardClient } from './client.js';

let t: TestApp;
let rx: HttpReceiver;
let c: DashboardClient;
let shipmentId: string;

beforeAll(async () => {
  t = await startTestApp({ worker: true, env: { LANDED_ALLOW_PRIVATE_WEBHOOKS: 'true' } });
  rx = await startHttpReceiver();
  const key = t.demo.keys.test;
  expect((await api(t.baseUrl, '/api/webhook-endpoints/', { key, body: { url: rx.url } })).status).toBe(201);
  const sftp = await api(t.baseUrl, '/api/brands/northwind/sftp-config', { method: 'PUT', key, body: { host: 'sftp.example.com', username: 'landed', password: 'secret-password', formats: ['csv'], interval_minutes: 0 } });
  expect(sftp.status, JSON.stringify(sftp.body)).toBeLessThan(300);
  const s = await api(t.baseUrl, '/api/shipments/', { key, body: shipmentBody({ brand_id: 'northwind', reference: 'LOGS-TEST-1', consignee_phone: '+4915112345678' }) });
  expect(s.status).toBe(201);
  shipmentId = s.body.id;
  c = new DashboardClient(t.baseUrl);
  const csrf = await c.signIn(t.demo.dashboard.email, t.demo.dashboard.password);
  await c.post('/dashboard/mode', { _csrf: csrf, mode: 'test' });
});
afterAll(async () => {
  await t?.close();
  await rx?.close();
});

describe('logs in test mode', () => {
  it('shows simulated messages in the communication log, viewable in full', async () => {
    const list = await eventually(async () => {
      const page = await c.get('/dashboard/messages');
      return page.text.includes('LOGS-TEST-1') && page.text.includes('SIMULATED') ? page.text : null;
    });
    const id = /href="\/dashboard\/messages\/([0-9a-f-]{36})"/.exec(list)![1];
    const detail = await c.get(`/dashboard/messages/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain('data-testid="message-body"');
    expect(detail.text).toMatch(/erika@example\.com|\+4915112345678/);
    // The live log does not show test messages.
    const live = new DashboardClient(t.baseUrl);
    await live.signIn(t.demo.dashboard.email, t.demo.dashboard.password);
    expect((await live.get('/dashboard/messages')).text).not.toContain('LOGS-TEST-1');
    expect((await live.get(`/dashboard/messages/${id}`)).status).toBe(404);
  });

  it('shows webhook deliveries and test SFTP files, which download', async () => {
    const relay = await eventually(async () => {
      const page = await c.get('/dashboard/relay');
      return page.text.includes('shipment.created') && page.text.includes('.csv') ? page.text : null;
    });
    expect(relay).toContain(rx.url);
    expect(relay).toContain('kept');
    const fileId = /href="\/dashboard\/relay\/files\/([0-9a-f-]{36})"/.exec(relay)![1];
    const file = await c.get(`/dashboard/relay/files/${fileId}`);
    expect(file.status).toBe(200);
    expect(file.res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(file.text).toContain(shipmentId);
  });

  it('shows payment history and events on the shipment page', async () => {
    const detail = await c.get(`/dashboard/shipments/${shipmentId}`);
    expect(detail.text).toContain('data-testid="events"');
    expect(detail.text).toContain('shipment.created');
    expect(detail.text).toContain('No payment attempts yet.');
    // A declined attempt as the payment module records it.
    await t.db.orm.em.fork().execute(
      `insert into payment_attempts (id, shipment_id, is_test, status, amount, currency, provider, card_last4, card_brand, cardholder_name, failure_code, failure_message, created_at)
       values (gen_random_uuid(), ?, true, 'FAILED', '12.34', 'EUR', 'simulator', '0002', 'visa', 'Erika', 'card_declined', 'Your card was declined.', now())`,
      [shipmentId],
    );
    const after = await c.get(`/dashboard/shipments/${shipmentId}`);
    const payments = /data-testid="payments">([\s\S]*?)<\/table>/.exec(after.text)![1];
    expect(payments).toContain('12.34 EUR');
    expect(payments).toContain('visa •••• 0002');
    expect(payments).toContain('card_declined: Your card was declined.');
  });

  it('"Purge test data" removes test shipments with their events, deliveries, messages, payments and status files; endpoints and configs stay', async () => {
    const em = t.db.orm.em.fork();
    const n = async (sql: string) => ((await em.execute(`select count(*)::int as n from ${sql}`, [t.demo.account_id])) as Array<{ n: number }>)[0].n;
    expect(await n('status_files where account_id = ? and is_test')).toBeGreaterThan(0);
    expect(await n('events where account_id = ? and is_test')).toBeGreaterThan(0);
    const page = await c.get('/dashboard/data');
    const res = await c.post('/dashboard/data/purge-test', { _csrf: DashboardClient.csrf(page.text), confirm: 'PURGE' });
    expect(res.status).toBe(303);
    expect(await n('shipments where account_id = ? and is_test')).toBe(0);
    expect(await n('events where account_id = ? and is_test')).toBe(0);
    expect(await n('status_files where account_id = ? and is_test')).toBe(0);
    expect(await n('webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id where w.account_id = ?')).toBe(0);
    expect(await n('notification_messages m join shipments s on s.id = m.shipment_id where s.account_id = ?')).toBe(0);
    expect(await n('webhook_endpoints where account_id = ?')).toBe(1);
    expect(await n('sftp_configs where account_id = ?')).toBe(1);
    expect((await c.get('/dashboard/relay')).text).toContain('No test webhook deliveries.');
  });

  it('refuses the purge without the typed confirmation', async () => {
    const page = await c.get('/dashboard/data');
    const res = await c.post('/dashboard/data/purge-test', { _csrf: DashboardClient.csrf(page.text), confirm: 'yes' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('type PURGE to confirm');
  });
});
