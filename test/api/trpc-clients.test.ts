import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLandedRestClient } from '../../clients/rest/index.js';
import { createLandedTrpcClient, TRPCClientError } from '../../clients/trpc/index.js';
import { api, startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../helpers/app.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('internal tRPC client', () => {
  it('creates shipments with the same semantics as REST', async () => {
    const client = createLandedTrpcClient({ url: t.baseUrl, apiKey: t.demo.keys.test });
    const body = shipmentBody({ brand_id: t.demo.brands[0].slug });
    const viaTrpc = await client.shipments.create.mutate(body as never);
    const viaRest = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.test, body });
    expect(viaTrpc.is_test).toBe(true);
    expect(viaTrpc.brand_id).toBe(t.demo.brands[0].id);
    const strip = (s: any) => ({ ...s, id: undefined, created: undefined, payment_link: undefined, payment_deadline: undefined });
    expect(strip(viaTrpc)).toEqual(strip(viaRest.body));
    expect(await client.shipments.get.query({ id: viaTrpc.id })).toEqual(viaTrpc);
  });

  it('carries the error envelope and the exact messages', async () => {
    const client = createLandedTrpcClient({ url: t.baseUrl, apiKey: t.demo.keys.live });
    const err = await client.shipments.create.mutate(shipmentBody() as never).catch((e) => e);
    expect(err).toBeInstanceOf(TRPCClientError);
    expect(err.message).toBe('brand_id is required when using an unrestricted API key');
    expect(err.data.error).toMatchObject({ type: 'invalid_request_error', param: 'brand_id' });
    const anon = createLandedTrpcClient({ url: t.baseUrl });
    const unauth = await anon.shipments.get.query({ id: '00000000-0000-4000-8000-000000000000' }).catch((e) => e);
    expect(unauth.message).toBe('Missing API key');
    expect(unauth.data.httpStatus).toBe(401);
  });

  it('honours Idempotency-Key over tRPC too', async () => {
    const key = `trpc-idem-${Date.now()}`;
    const client = createLandedTrpcClient({ url: t.baseUrl, apiKey: t.demo.keys.live, idempotencyKey: () => key });
    const body = shipmentBody({ brand_id: t.demo.brands[0].slug });
    const a = await client.shipments.create.mutate(body as never);
    const b = await client.shipments.create.mutate(body as never);
    expect(b.id).toBe(a.id);
  });
});

describe('key administration over tRPC (admin credential)', () => {
  it('creates (plaintext once), lists, rolls and revokes keys; the API follows at once', async () => {
    const admin = createLandedTrpcClient({ url: t.baseUrl, adminToken: TEST_ADMIN_TOKEN });
    const created = await admin.keys.create.mutate({ account_id: t.demo.account_id, mode: 'test', label: 'CI key', brand: t.demo.brands[0].slug });
    expect(created.key).toMatch(/^svc_test_/);
    expect(created.brand_id).toBe(t.demo.brands[0].id);
    const listed = await admin.keys.list.query({ account_id: t.demo.account_id });
    const row = listed.find((k) => k.id === created.id)!;
    expect(row.prefix).toBe(created.key.slice(0, 17));
    expect(JSON.stringify(listed)).not.toContain(created.key);

    const use = (key: string) => api(t.baseUrl, '/api/shipments/', { key, body: shipmentBody() });
    expect((await use(created.key)).status).toBe(201);
    const rolled = await admin.keys.roll.mutate({ account_id: t.demo.account_id, id: created.id });
    expect(rolled.key).not.toBe(created.key);
    expect(rolled.label).toBe('CI key');
    expect((await use(created.key)).status).toBe(401);
    expect((await use(rolled.key)).status).toBe(201);
    const revoked = await admin.keys.revoke.mutate({ account_id: t.demo.account_id, id: rolled.id });
    expect(revoked.revoked).not.toBeNull();
    expect((await use(rolled.key)).status).toBe(401);
    expect((await admin.keys.list.query({ account_id: t.demo.account_id })).some((k) => k.id === rolled.id)).toBe(false);
  });

  it('refuses a wrong admin credential and API keys', async () => {
    for (const client of [createLandedTrpcClient({ url: t.baseUrl, adminToken: 'adm_wrong' }), createLandedTrpcClient({ url: t.baseUrl, apiKey: t.demo.keys.live })]) {
      const err = await client.keys.list.query({ account_id: t.demo.account_id }).catch((e) => e);
      expect(err.data.httpStatus).toBe(401);
    }
  });
});

describe('generated REST client', () => {
  it('creates and reads a shipment with types from the OpenAPI document', async () => {
    const client = createLandedRestClient({ baseUrl: t.baseUrl, apiKey: t.demo.keys.brand_live });
    const { data, error, response } = await client.POST('/shipments/', { body: shipmentBody() as never });
    expect(error).toBeUndefined();
    expect(response.status).toBe(201);
    const read = await client.GET('/shipments/{id}', { params: { path: { id: data!.id } } });
    expect(read.data?.total_amount).toBe(data!.total_amount);
    const missing = await client.GET('/shipments/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.message).toBe('Shipment not found');
  });
});
