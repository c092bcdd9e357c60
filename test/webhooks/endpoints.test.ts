import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LANDED_ALLOW_PRIVATE_WEBHOOKS: 'true' } });
});
afterAll(async () => {
  await t?.close();
});

describe('webhook endpoints API', () => {
  it('creates an endpoint with a whsec_ secret shown once, in the key mode', async () => {
    const res = await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.live, body: { url: 'http://127.0.0.1:9/hooks', events: ['shipment.paid', 'shipment.created', 'shipment.paid'], description: 'ERP' } });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(res.body).toMatchObject({ url: 'http://127.0.0.1:9/hooks', events: ['shipment.created', 'shipment.paid'], mode: 'live', brand_id: null, enabled: true, description: 'ERP' });
    const got = await api(t.baseUrl, `/api/webhook-endpoints/${res.body.id}`, { key: t.demo.keys.live });
    expect(got.status).toBe(200);
    expect(got.body.secret).toBeUndefined();
    const list = await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.live });
    expect(list.body.data.map((e: any) => e.id)).toContain(res.body.id);
    expect(JSON.stringify(list.body)).not.toContain(res.body.secret);
  });

  it('keeps live and test endpoints apart', async () => {
    const live = await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.live, body: { url: 'http://127.0.0.1:9/live' } });
    const test = await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.test, body: { url: 'http://127.0.0.1:9/test' } });
    expect(test.body.mode).toBe('test');
    expect((await api(t.baseUrl, `/api/webhook-endpoints/${live.body.id}`, { key: t.demo.keys.test })).status).toBe(404);
    const testList = await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.test });
    expect(testList.body.data.every((e: any) => e.mode === 'test')).toBe(true);
    expect(testList.body.data.map((e: any) => e.id)).toContain(test.body.id);
  });

  it("scopes a brand key's endpoints to its brand", async () => {
    const pixel = t.demo.brands[1];
    const own = await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.brand_live, body: { url: 'http://127.0.0.1:9/brand' } });
    expect(own.status).toBe(201);
    expect(own.body.brand_id).toBe(pixel.id);
    const other = await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.brand_live, body: { url: 'http://127.0.0.1:9/brand', brand_id: t.demo.brands[0].slug } });
    expect(other.status).toBe(400);
    expect(other.body.error.param).toBe('brand_id');
    const accountWide = await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.live, body: { url: 'http://127.0.0.1:9/x' } });
    expect((await api(t.baseUrl, `/api/webhook-endpoints/${accountWide.body.id}`, { key: t.demo.keys.brand_live })).status).toBe(404);
    const bySlug = await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.live, body: { url: 'http://127.0.0.1:9/x', brand_id: 'northwind' } });
    expect(bySlug.body.brand_id).toBe(t.demo.brands[0].id);
    const missing = await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.live, body: { url: 'http://127.0.0.1:9/x', brand_id: 'nope' } });
    expect(missing.status).toBe(404);
  });

  it('updates, disables, rotates and deletes', async () => {
    const created = await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.live, body: { url: 'http://127.0.0.1:9/a' } });
    const id = created.body.id;
    const patched = await api(t.baseUrl, `/api/webhook-endpoints/${id}`, { method: 'PATCH', key: t.demo.keys.live, body: { url: 'http://127.0.0.1:9/b', events: ['shipment.expired'], enabled: false } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ url: 'http://127.0.0.1:9/b', events: ['shipment.expired'], enabled: false, disabled_reason: 'disabled by the client' });
    const reset = await api(t.baseUrl, `/api/webhook-endpoints/${id}`, { method: 'PATCH', key: t.demo.keys.live, body: { events: null, enabled: true } });
    expect(reset.body).toMatchObject({ events: null, enabled: true, disabled_reason: null });
    const rotated = await api(t.baseUrl, `/api/webhook-endpoints/${id}/rotate-secret`, { method: 'POST', key: t.demo.keys.live, body: {} });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    const overlapHours = (Date.parse(rotated.body.previous_secret_expires) - Date.now()) / 3600_000;
    expect(overlapHours).toBeGreaterThan(23.9);
    expect(overlapHours).toBeLessThanOrEqual(24);
    const del = await api(t.baseUrl, `/api/webhook-endpoints/${id}`, { method: 'DELETE', key: t.demo.keys.live });
    expect(del.body).toEqual({ id, deleted: true });
    expect((await api(t.baseUrl, `/api/webhook-endpoints/${id}`, { key: t.demo.keys.live })).status).toBe(404);
  });

  it('names the field for bad input', async () => {
    const badEvent = await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.live, body: { url: 'http://127.0.0.1:9/a', events: ['shipment.teleported'] } });
    expect(badEvent.status).toBe(400);
    expect(badEvent.body.error.param).toBe('events[0]');
    const badUrl = await api(t.baseUrl, '/api/webhook-endpoints/', { key: t.demo.keys.live, body: { url: 'ftp://example.com/x' } });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.param).toBe('url');
    const noKey = await api(t.baseUrl, '/api/webhook-endpoints/', {});
    expect(noKey.status).toBe(401);
  });

  it('offers the same procedures over tRPC', async () => {
    const res = await fetch(`${t.baseUrl}/trpc/webhookEndpoints.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': t.demo.keys.test },
      body: JSON.stringify({ url: 'http://127.0.0.1:9/trpc' }),
    });
    const body = (await res.json()) as any;
    expect(res.status).toBe(200);
    expect(body.result.data.secret).toMatch(/^whsec_/);
    const list = (await (await fetch(`${t.baseUrl}/trpc/webhookEndpoints.list?input=${encodeURIComponent('{}')}`, { headers: { 'x-api-key': t.demo.keys.test } })).json()) as any;
    expect(list.result.data.data.map((e: any) => e.id)).toContain(body.result.data.id);
  });
});
