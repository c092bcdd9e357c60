import type { EntityManager } from '@mikro-orm/postgresql';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitShipmentEvent } from '../../src/core/events/bus.js';
import { loadShipmentView } from '../../src/core/shipments/shipment-view.js';
import { DISABLE_AFTER_FAILED_DELIVERIES, MAX_ATTEMPTS } from '../../src/core/webhooks/schedule.js';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { eventually, startHttpReceiver, type HttpReceiver } from '../helpers/http-receiver.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';

let t: TestApp;
const receivers: HttpReceiver[] = [];
beforeAll(async () => {
  t = await startTestApp({ worker: true, env: { LANDED_ALLOW_PRIVATE_WEBHOOKS: 'true', LANDED_WEBHOOK_TIMEOUT_MS: '1000' } });
});
afterAll(async () => {
  await t?.close();
  await Promise.all(receivers.map((r) => r.close()));
});

async function receiver(...args: Parameters<typeof startHttpReceiver>): Promise<HttpReceiver> {
  const r = await startHttpReceiver(...args);
  receivers.push(r);
  return r;
}
// Other modules emit events too (consignee notifications), so endpoints subscribe to one type by default.
async function endpoint(url: string, key = t.demo.keys.live, extra: Record<string, unknown> = { events: ['shipment.created'] }) {
  const res = await api(t.baseUrl, '/api/webhook-endpoints/', { key, body: { url, ...extra } });
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string };
}
async function removeEndpoint(id: string, key = t.demo.keys.live) {
  await api(t.baseUrl, `/api/webhook-endpoints/${id}`, { method: 'DELETE', key });
}
async function shipment(key = t.demo.keys.live) {
  const res = await api(t.baseUrl, '/api/shipments/', { key, body: shipmentBody({ brand_id: 'northwind' }) });
  expect(res.status).toBe(201);
  return res.body;
}
async function deliveries(endpointId: string, key = t.demo.keys.live) {
  const res = await api(t.baseUrl, `/api/webhook-endpoints/${endpointId}/deliveries`, { key });
  expect(res.status).toBe(200);
  return res.body.data as any[];
}
const em = () => t.db.orm.em.fork() as EntityManager;
/** The delivery once no attempt is in flight and its retry (if any) is scheduled. */
async function settled(endpointId: string) {
  return eventually(async () => {
    const d = (await deliveries(endpointId))[0];
    return d && d.attempts.length >= 1 && d.attempts.every((a: any) => a.outcome !== 'in_flight') && (d.status !== 'pending' || d.next_attempt) ? d : null;
  });
}
/**
 * Makes the delivery's next attempt its last one, due now, instead of waiting out the schedule.
 * The job is parked first, so a retry that starts meanwhile cannot run with a stale count.
 */
async function makeNextAttemptFinal(endpointId: string): Promise<number> {
  for (;;) {
    const d = await settled(endpointId);
    const parked = (await em().execute(`update graphile_worker._private_jobs set run_at = now() + interval '1 hour' where locked_at is null and payload->>'delivery_id' = ? returning id`, [d.id])) as unknown[];
    if (!parked.length) continue;
    await em().execute('update webhook_deliveries set series_attempts = ? where id = ?', [MAX_ATTEMPTS - 1, d.id]);
    await em().execute(`update graphile_worker._private_jobs set run_at = now() where payload->>'delivery_id' = ?`, [d.id]);
    return d.attempts.length;
  }
}

describe('webhook delivery', () => {
  it('POSTs a Standard Webhooks signed event with the shipment in the API shape', async () => {
    const rx = await receiver();
    const ep = await endpoint(rx.url);
    const s = await shipment();
    const [req] = await rx.waitForRequests(1);
    const payload = new Webhook(ep.secret).verify(req.body, req.headers as Record<string, string>) as any;
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['webhook-id']).toBe(payload.id);
    expect(payload.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(Object.keys(payload)).toEqual(['id', 'type', 'created', 'is_test', 'data']);
    expect(payload).toMatchObject({ type: 'shipment.created', is_test: false });
    const fresh = await api(t.baseUrl, `/api/shipments/${s.id}`, { key: t.demo.keys.live });
    expect(payload.data.shipment).toEqual(fresh.body);
    expect(Math.abs(Number(req.headers['webhook-timestamp']) * 1000 - Date.now())).toBeLessThan(60_000);
    // A tampered body does not verify.
    expect(() => new Webhook(ep.secret).verify(req.body.replace('"is_test":false', '"is_test":true'), req.headers as Record<string, string>)).toThrow();

    const log = await eventually(async () => {
      const d = await deliveries(ep.id);
      return d[0]?.status === 'succeeded' ? d : null;
    });
    expect(log[0]).toMatchObject({ event_id: payload.id, event_type: 'shipment.created', shipment_id: s.id, attempt_count: 1, last_status_code: 200 });
    expect(log[0].attempts).toEqual([expect.objectContaining({ attempt: 1, outcome: 'succeeded', status_code: 200, response_body: 'status 200', url: rx.url })]);
    await removeEndpoint(ep.id);
  });

  it('sends test events only to test endpoints, with is_test true, and honours event filters', async () => {
    const liveRx = await receiver();
    const testRx = await receiver();
    const filteredRx = await receiver();
    const live = await endpoint(liveRx.url);
    const test = await endpoint(testRx.url, t.demo.keys.test);
    const filtered = await endpoint(filteredRx.url, t.demo.keys.test, { events: ['shipment.cancelled'] });
    await shipment(t.demo.keys.test);
    const [req] = await testRx.waitForRequests(1);
    const payload = new Webhook(test.secret).verify(req.body, req.headers as Record<string, string>) as any;
    expect(payload.is_test).toBe(true);
    expect(payload.data.shipment.is_test).toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    expect(liveRx.requests).toHaveLength(0);
    expect(filteredRx.requests).toHaveLength(0);
    await Promise.all([removeEndpoint(live.id), removeEndpoint(test.id, t.demo.keys.test), removeEndpoint(filtered.id, t.demo.keys.test)]);
  });

  it('records events emitted by other modules in their transaction, and only if it commits', async () => {
    const rx = await receiver();
    const ep = await endpoint(rx.url, t.demo.keys.live, { events: ['shipment.cancelled'] });
    const s = await shipment();
    const emitCancelled = (tx: EntityManager) =>
      loadShipmentView(tx, { accountId: t.demo.account_id, isTest: false }, s.id, 'http://pay').then((view) =>
        emitShipmentEvent(tx, { type: 'shipment.cancelled', accountId: t.demo.account_id, brandId: s.brand_id, isTest: false, shipment: { ...view!, payment_status: 'CANCELLED' } }),
      );
    await expect(
      em().transactional(async (tx) => {
        await emitCancelled(tx as EntityManager);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const none = (await em().execute(`select count(*)::int as n from events where shipment_id = ? and type = 'shipment.cancelled'`, [s.id])) as Array<{ n: number }>;
    expect(none[0].n).toBe(0);

    await em().transactional(async (tx) => emitCancelled(tx as EntityManager));
    const [req] = await rx.waitForRequests(1);
    const payload = new Webhook(ep.secret).verify(req.body, req.headers as Record<string, string>) as any;
    expect(payload).toMatchObject({ type: 'shipment.cancelled', data: { shipment: { id: s.id, payment_status: 'CANCELLED' } } });
    await new Promise((r) => setTimeout(r, 500));
    expect(rx.requests).toHaveLength(1);
    await removeEndpoint(ep.id);
  });

  it('retries after a 500 within 10 s, with the same webhook-id and body', async () => {
    const rx = await receiver((_r, i) => ({ status: i === 0 ? 500 : 204 }));
    const ep = await endpoint(rx.url);
    await shipment();
    const [first, second] = await rx.waitForRequests(2, 20_000);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    expect(second.at - first.at).toBeGreaterThanOrEqual(4_500);
    expect(second.at - first.at).toBeLessThan(10_000);
    new Webhook(ep.secret).verify(second.body, second.headers as Record<string, string>);
    const log = await eventually(async () => ((await deliveries(ep.id))[0]?.status === 'succeeded' ? deliveries(ep.id) : null));
    expect(log[0].attempts.map((a: any) => [a.attempt, a.outcome, a.status_code, a.error])).toEqual([
      [1, 'failed', 500, 'HTTP 500'],
      [2, 'succeeded', 204, null],
    ]);
    await removeEndpoint(ep.id);
  });

  it('retries after a timeout', async () => {
    const rx = await receiver((_r, i) => ({ status: 200, delayMs: i === 0 ? 4_000 : 0 }));
    const ep = await endpoint(rx.url);
    await shipment();
    const [first, second] = await rx.waitForRequests(2, 20_000);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const log = await eventually(async () => ((await deliveries(ep.id))[0]?.status === 'succeeded' ? deliveries(ep.id) : null));
    expect(log[0].attempts[0]).toMatchObject({ attempt: 1, outcome: 'failed', status_code: null, error: 'timed out after 1000 ms' });
    expect(log[0].attempts[0].duration_ms).toBeGreaterThanOrEqual(900);
    expect(log[0].attempts[0].duration_ms).toBeLessThan(3_000);
    expect(log[0].attempts[1]).toMatchObject({ attempt: 2, outcome: 'succeeded', status_code: 200 });
    await removeEndpoint(ep.id);
  });

  it('marks a delivery failed after its last attempt, and replays it with the same webhook-id', async () => {
    let status = 500;
    const rx = await receiver(() => ({ status }));
    const ep = await endpoint(rx.url);
    await shipment();
    await rx.waitForRequests(1);
    const pending = await settled(ep.id);
    expect(pending.status).toBe('pending');
    // The first retry is due (or already happened) within 10 s of the first attempt.
    const firstRetry = pending.attempts[1] ? Date.parse(pending.attempts[1].started) : Date.parse(pending.next_attempt);
    expect(firstRetry - Date.parse(pending.attempts[0].started)).toBeLessThanOrEqual(10_000);
    const early = await api(t.baseUrl, `/api/webhook-endpoints/${ep.id}/deliveries/${pending.id}/replay`, { method: 'POST', key: t.demo.keys.live, body: {} });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('delivery_pending');
    const n = (await makeNextAttemptFinal(ep.id)) + 1;
    await rx.waitForRequests(n, 20_000);
    const failed = await eventually(async () => {
      const d = (await deliveries(ep.id))[0];
      return d.status === 'failed' ? d : null;
    });
    expect(failed).toMatchObject({ attempt_count: n, last_status_code: 500, last_error: 'HTTP 500', next_attempt: null });
    const counts = (await em().execute('select consecutive_failures, enabled from webhook_endpoints where id = ?', [ep.id])) as any[];
    expect(counts[0]).toEqual({ consecutive_failures: 1, enabled: true });
    await new Promise((r) => setTimeout(r, 6_000));
    expect(rx.requests).toHaveLength(n);

    status = 200;
    const replay = await api(t.baseUrl, `/api/webhook-endpoints/${ep.id}/deliveries/${failed.id}/replay`, { method: 'POST', key: t.demo.keys.live, body: {} });
    expect(replay.status).toBe(200);
    expect(replay.body.status).toBe('pending');
    const reqs = await rx.waitForRequests(n + 1);
    expect(reqs[n].headers['webhook-id']).toBe(reqs[0].headers['webhook-id']);
    new Webhook(ep.secret).verify(reqs[n].body, reqs[n].headers as Record<string, string>);
    const done = await eventually(async () => {
      const d = (await deliveries(ep.id))[0];
      return d.status === 'succeeded' ? d : null;
    });
    expect(done.attempts.map((a: any) => a.outcome)).toEqual([...Array(n).fill('failed'), 'succeeded']);
    const reset = (await em().execute('select consecutive_failures from webhook_endpoints where id = ?', [ep.id])) as any[];
    expect(reset[0].consecutive_failures).toBe(0);
    await removeEndpoint(ep.id);
  });

  it(`disables an endpoint after ${DISABLE_AFTER_FAILED_DELIVERIES} failed deliveries in a row`, async () => {
    const rx = await receiver(() => ({ status: 503 }));
    const ep = await endpoint(rx.url);
    await em().execute('update webhook_endpoints set consecutive_failures = ? where id = ?', [DISABLE_AFTER_FAILED_DELIVERIES - 1, ep.id]);
    await shipment();
    await rx.waitForRequests(1);
    await makeNextAttemptFinal(ep.id);
    const d = (await deliveries(ep.id))[0];
    const disabled = await eventually(async () => {
      const r = await api(t.baseUrl, `/api/webhook-endpoints/${ep.id}`, { key: t.demo.keys.live });
      return r.body.enabled === false ? r.body : null;
    }, 20_000);
    expect(disabled.disabled_reason).toMatch(/5 deliveries in a row/);
    // Nothing more is queued for a disabled endpoint; replay asks for it to be enabled first.
    await shipment();
    expect(await deliveries(ep.id)).toHaveLength(1);
    const replay = await api(t.baseUrl, `/api/webhook-endpoints/${ep.id}/deliveries/${d.id}/replay`, { method: 'POST', key: t.demo.keys.live, body: {} });
    expect(replay.status).toBe(409);
    expect(replay.body.error.code).toBe('endpoint_disabled');
    await removeEndpoint(ep.id);
  });

  it('signs with both secrets for 24 h after a rotation, then with the new one only', async () => {
    const rx = await receiver();
    const ep = await endpoint(rx.url);
    const rotated = await api(t.baseUrl, `/api/webhook-endpoints/${ep.id}/rotate-secret`, { method: 'POST', key: t.demo.keys.live, body: {} });
    const newSecret = rotated.body.secret as string;
    await shipment();
    const [req] = await rx.waitForRequests(1);
    const headers = req.headers as Record<string, string>;
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(ep.secret).verify(req.body, headers)).toBeTruthy();
    expect(new Webhook(newSecret).verify(req.body, headers)).toBeTruthy();
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(req.body, headers)).toThrow();

    // Once the overlap is over, the old secret no longer verifies.
    await em().execute(`update webhook_endpoints set previous_secret_expires_at = now() - interval '1 second' where id = ?`, [ep.id]);
    await shipment();
    const [, later] = await rx.waitForRequests(2);
    const laterHeaders = later.headers as Record<string, string>;
    expect(laterHeaders['webhook-signature'].split(' ')).toHaveLength(1);
    expect(new Webhook(newSecret).verify(later.body, laterHeaders)).toBeTruthy();
    expect(() => new Webhook(ep.secret).verify(later.body, laterHeaders)).toThrow();
    await removeEndpoint(ep.id);
  });
});
