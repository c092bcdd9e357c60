import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { queuedJobs } from '../helpers/jobs.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const brandNorthwind = () => t.demo.brands[0];
const brandPixel = () => t.demo.brands[1];
async function shipmentCount(): Promise<number> {
  const rows = (await t.db.orm.em.fork().execute('select count(*)::int as n from shipments')) as { n: number }[];
  return rows[0].n;
}

describe('POST /api/shipments/ — success', () => {
  it('returns 201 with the whole contract, brand slug resolved to its UUID', async () => {
    const body = shipmentBody({ brand_id: brandNorthwind().slug });
    const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body });
    expect(res.status).toBe(201);
    const s = res.body;
    expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.brand_id).toBe(brandNorthwind().id);
    expect(s.brand_slug).toBe(brandNorthwind().slug);
    expect(s.reference).toBe(body.reference);
    expect(s.is_test).toBe(false);
    expect(s.currency).toBe('EUR');
    expect(s.payment_status).toBe('PENDING');
    expect(new Date(s.created).toISOString()).toBe(s.created);
    expect(s.created.endsWith('Z')).toBe(true);
    expect(s.payment_link).toMatch(new RegExp(`^${t.baseUrl}/p/[A-Za-z0-9_-]{32}/pay$`));
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);

    // Totals are sums of the rounded lines; amounts carry exactly the currency's two decimals.
    for (const field of ['total_duties', 'total_taxes', 'total_additional_fees', 'total_amount']) expect(s[field]).toMatch(/^\d+\.\d{2}$/);
    const duties = s.items.reduce((acc: Decimal, i: any) => acc.plus(i.duty_amount), new Decimal(0));
    const taxes = s.items.reduce((acc: Decimal, i: any) => acc.plus(i.tax_amount), new Decimal(0));
    const fees = s.fees.reduce((acc: Decimal, f: any) => acc.plus(f.amount), new Decimal(0));
    expect(duties.toFixed(2)).toBe(s.total_duties);
    expect(taxes.toFixed(2)).toBe(s.total_taxes);
    expect(fees.toFixed(2)).toBe(s.total_additional_fees);
    expect(new Decimal(s.total_duties).plus(s.total_taxes).plus(s.total_additional_fees).toFixed(2)).toBe(s.total_amount);
    // A T-shirt, a handbag and a laptop into Germany: 12% and 3% duty lines and 19% VAT make these non-zero.
    expect(new Decimal(s.total_duties).gt(0)).toBe(true);
    expect(new Decimal(s.total_taxes).gt(0)).toBe(true);

    expect(s.items).toHaveLength(3);
    const [shirt, bag, laptop] = s.items;
    expect(shirt.hs_code).toBe('6109.10');
    expect(shirt.hs_code_resolved).toBe('610910');
    expect(shirt.hs_code_resolved_import.length).toBeGreaterThan(6);
    expect(shirt.hs_code_resolved_import.startsWith('610910')).toBe(true);
    expect(shirt.total_value).toBe(new Decimal('25.00').times(2).toFixed(2));
    expect(bag.hs_code_resolved).toBe('420221');
    expect(laptop.hs_code).toBeNull();
    expect(laptop.hs_code_resolved).toBe('847130');
    expect(laptop.description_resolved.length).toBeGreaterThan(0);
    expect(laptop.classification_confidence).toBeGreaterThan(0);

    // Northwind's schedule: a CONSTANT fee in EUR and a PERCENTAGE fee.
    expect(s.fees.map((f: any) => f.fee_type).sort()).toEqual(['CONSTANT', 'PERCENTAGE']);
    const constant = s.fees.find((f: any) => f.fee_type === 'CONSTANT');
    expect(constant).toMatchObject({ display_name: 'Customs clearance', amount: '4.95', original_amount: '4.95', original_currency: 'EUR', is_visible: true });
  });

  it('accepts the path without the trailing slash too', async () => {
    const res = await api(t.baseUrl, '/api/shipments', { key: t.demo.keys.live, body: shipmentBody({ brand_id: brandNorthwind().id }) });
    expect(res.status).toBe(201);
  });

  it('converts CONSTANT fees from their own currency into the shipment currency', async () => {
    // Pixel & Parcel charges a USD handling fee; a GBP shipment shows it converted with the original kept.
    const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.brand_live, body: shipmentBody({ currency: 'GBP', consignee_country: 'GB' }) });
    expect(res.status).toBe(201);
    const handling = res.body.fees.find((f: any) => f.display_name === 'Handling');
    expect(handling.original_amount).toBe('3.00');
    expect(handling.original_currency).toBe('USD');
    expect(handling.amount).not.toBe('3.00');
    expect(new Decimal(handling.amount).gt(0)).toBe(true);
  });

  it('enqueues the consignee notification in the creating transaction', async () => {
    const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: brandNorthwind().slug }) });
    const jobs = await queuedJobs(t.db.orm.em.fork() as never, 'notify_consignee');
    expect(jobs.some((j) => j.payload.shipment_id === res.body.id)).toBe(true);
  });
});

describe('authentication', () => {
  it('401 Missing API key without the header', async () => {
    const res = await api(t.baseUrl, '/api/shipments/', { body: shipmentBody({ brand_id: brandNorthwind().slug }) });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ type: 'authentication_error', message: 'Missing API key' });
    expect(res.body.error.request_id).toBe(res.headers.get('x-request-id'));
  });

  it('401 Invalid API key for unknown keys, wrong prefixes and tampered keys', async () => {
    for (const key of ['svc_live_' + 'x'.repeat(39), 'nope', t.demo.keys.live.slice(0, -1) + (t.demo.keys.live.endsWith('a') ? 'b' : 'a'), t.demo.keys.live.replace('svc_live_', 'svc_test_')]) {
      const res = await api(t.baseUrl, '/api/shipments/', { key, body: shipmentBody({ brand_id: brandNorthwind().slug }) });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Invalid API key');
    }
  });

  it('a revoked key is refused on the very next request', async () => {
    const { createApiKey, revokeApiKey } = await import('../../src/core/accounts/api-keys.js');
    const em = t.db.orm.em.fork();
    const key = await createApiKey(em, { accountId: t.demo.account_id, mode: 'live', label: 'short-lived' });
    const ok = await api(t.baseUrl, '/api/shipments/', { key: key.key, body: shipmentBody({ brand_id: brandNorthwind().slug }) });
    expect(ok.status).toBe(201);
    await revokeApiKey(em, t.demo.account_id, key.id);
    const refused = await api(t.baseUrl, '/api/shipments/', { key: key.key, body: shipmentBody({ brand_id: brandNorthwind().slug }) });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe('Invalid API key');
  });
});

describe('brand rules', () => {
  it('an account key needs brand_id', async () => {
    const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody() });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message: 'brand_id is required when using an unrestricted API key', param: 'brand_id' });
  });

  it('a brand key defaults to its brand and refuses another one', async () => {
    const ok = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.brand_test, body: shipmentBody() });
    expect(ok.status).toBe(201);
    expect(ok.body.brand_id).toBe(brandPixel().id);
    expect(ok.body.brand_slug).toBe(t.demo.brand_key_brand);
    const bad = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.brand_test, body: shipmentBody({ brand_id: brandNorthwind().slug }) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("brand_id does not match the API key's brand");
  });

  it("another account's brand is not found, never forbidden", async () => {
    const { createAccount, createBrand } = await import('../../src/core/accounts/brands.js');
    const em = t.db.orm.em.fork();
    const other = await createAccount(em, 'Other Co');
    const foreign = await createBrand(em, other.id, { name: 'Foreign', slug: 'foreign' });
    for (const brand_id of [foreign.id, foreign.slug, 'no-such-brand', '00000000-0000-4000-8000-000000000000']) {
      const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id }) });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Brand not found');
    }
  });
});

describe('live and test data never see each other', () => {
  it('a test key creates test shipments and cannot read live ones (and vice versa)', async () => {
    const live = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: brandNorthwind().slug }) });
    const test = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.test, body: shipmentBody({ brand_id: brandNorthwind().slug }) });
    expect(test.status).toBe(201);
    expect(test.body.is_test).toBe(true);
    // Same calculation in both modes.
    expect(test.body.total_amount).toBe(live.body.total_amount);
    expect((await api(t.baseUrl, `/api/shipments/${live.body.id}`, { key: t.demo.keys.live })).body).toEqual(live.body);
    expect((await api(t.baseUrl, `/api/shipments/${test.body.id}`, { key: t.demo.keys.test })).body).toEqual(test.body);
    expect((await api(t.baseUrl, `/api/shipments/${live.body.id}`, { key: t.demo.keys.test })).status).toBe(404);
    expect((await api(t.baseUrl, `/api/shipments/${test.body.id}`, { key: t.demo.keys.live })).status).toBe(404);
    expect((await api(t.baseUrl, '/api/shipments/not-a-uuid', { key: t.demo.keys.live })).status).toBe(404);
    // 36 characters of the right alphabet but not a UUID: still a 404, never a database cast error.
    for (const path of ['/api/shipments/' + '-'.repeat(36), '/api/shipments/' + 'a'.repeat(36) + '/calculation', '/api/shipments/' + 'f'.repeat(36) + '/communications', '/api/status-files/' + 'e'.repeat(36)]) {
      expect((await api(t.baseUrl, path, { key: t.demo.keys.test })).status).toBe(404);
    }
  });
});

describe('bad input is a 4xx naming the field, and stores nothing', () => {
  it('names every offending field', async () => {
    const before = await shipmentCount();
    const body = shipmentBody({ brand_id: brandNorthwind().slug, currency: 'EURO', consignee_email: 'not-an-email', consignee_country: 'XX' });
    body.items[1].quantity = 0;
    body.items[2].declared_value = '-5';
    delete body.reference;
    const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body });
    expect(res.status).toBe(400);
    expect(res.body.error.type).toBe('invalid_request_error');
    expect(res.body.error.code).toBe('validation_failed');
    const params = res.body.error.errors.map((e: any) => e.param).sort();
    expect(params).toEqual(['consignee_country', 'consignee_email', 'currency', 'items[1].quantity', 'items[2].declared_value', 'reference'].sort());
    expect(await shipmentCount()).toBe(before);
  });

  it('malformed JSON is a 400', async () => {
    const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, rawBody: '{"currency": "EUR",' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_json');
  });

  it('an unknown HS code is a 400 naming the item', async () => {
    const before = await shipmentCount();
    const body = shipmentBody({ brand_id: brandNorthwind().slug });
    body.items[1].hs_code = '999999';
    const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('items[1].hs_code');
    expect(res.body.error.message).toMatch(/Item 2/);
    expect(await shipmentCount()).toBe(before);
  });

  it('numbers are not coerced from strings, on REST and afterwards on tRPC', async () => {
    const body = shipmentBody({ brand_id: brandNorthwind().slug });
    body.items[0].quantity = '2';
    const rest = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body });
    expect(rest.status).toBe(400);
    expect(rest.body.error.param).toBe('items[0].quantity');
    const trpc = await api(t.baseUrl, '/trpc/shipments.create', { key: t.demo.keys.live, body });
    expect(trpc.status).toBe(400);
  });

  it('a destination or currency the engine cannot price is a 400 naming the field', async () => {
    const before = await shipmentCount();
    const japan = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: brandNorthwind().slug, consignee_country: 'JP' }) });
    expect(japan.status).toBe(400);
    expect(japan.body.error.param).toBe('consignee_country');
    const body = shipmentBody({ brand_id: brandNorthwind().slug });
    body.items[0].currency = 'XAU';
    const gold = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body });
    expect(gold.status).toBe(400);
    expect(gold.body.error.param).toBe('items[0].currency');
    expect(await shipmentCount()).toBe(before);
  });

  it('unknown routes get the same envelope', async () => {
    const res = await api(t.baseUrl, '/api/nothing-here', { key: t.demo.keys.live });
    expect(res.status).toBe(404);
    expect(res.body.error.type).toBe('invalid_request_error');
  });
});

describe('Idempotency-Key', () => {
  it('a retry returns the first response without a second shipment', async () => {
    const body = shipmentBody({ brand_id: brandNorthwind().slug });
    const headers = { 'idempotency-key': `idem-${Date.now()}` };
    const first = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body, headers });
    const before = await shipmentCount();
    const second = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body, headers });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await shipmentCount()).toBe(before);
  });

  it('the same key with another body is a 409', async () => {
    const headers = { 'idempotency-key': `idem-diff-${Date.now()}` };
    await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: brandNorthwind().slug, reference: 'A' }), headers });
    const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: brandNorthwind().slug, reference: 'B' }), headers });
    expect(res.status).toBe(409);
    expect(res.body.error.type).toBe('idempotency_error');
  });

  it('concurrent retries create exactly one shipment', async () => {
    const body = shipmentBody({ brand_id: brandNorthwind().slug });
    const headers = { 'idempotency-key': `idem-race-${Date.now()}` };
    const before = await shipmentCount();
    const results = await Promise.all(Array.from({ length: 8 }, () => api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body, headers })));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await shipmentCount()).toBe(before + 1);
  });

  it('keys are scoped to the mode: the same key in test mode is a different request', async () => {
    const headers = { 'idempotency-key': `idem-mode-${Date.now()}` };
    const live = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: brandNorthwind().slug }), headers });
    const test = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.test, body: shipmentBody({ brand_id: brandNorthwind().slug }), headers });
    expect(test.status).toBe(201);
    expect(test.body.id).not.toBe(live.body.id);
  });
});

describe('service endpoints', () => {
  it('serves health, the OpenAPI document and its rendering', async () => {
    expect((await api(t.baseUrl, '/healthz')).status).toBe(200);
    const doc = await api(t.baseUrl, '/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(doc.body.paths['/shipments/'].post.responses['201']).toBeDefined();
    expect(doc.body.components.securitySchemes.ApiKeyAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    const docs = await fetch(`${t.baseUrl}/docs`);
    expect(docs.status).toBe(200);
  });
});

describe('one transaction', () => {
  it('a failure after the rows and the job are written leaves neither behind', async () => {
    const { ConflictError } = await import('../../src/core/errors/index.js');
    const reference = `ATOMIC-${Date.now()}`;
    const hook = async (_em: unknown, shipment: { reference: string }) => {
      if (shipment.reference === reference) throw new ConflictError('simulated failure at the end of the transaction', 'simulated');
    };
    t.services.shipmentHooks.push(hook);
    try {
      const before = await shipmentCount();
      const jobsBefore = (await queuedJobs(t.db.orm.em.fork() as never, 'notify_consignee')).length;
      const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: brandNorthwind().slug, reference }) });
      expect(res.status).toBe(409);
      expect(await shipmentCount()).toBe(before);
      expect((await queuedJobs(t.db.orm.em.fork() as never, 'notify_consignee')).length).toBe(jobsBefore);
      const events = (await t.db.orm.em.fork().execute("select count(*)::int as n from events where payload::text like ?", [`%${reference}%`])) as { n: number }[];
      expect(events[0].n).toBe(0);
      // The same query finds the event of a shipment that did commit.
      const ok = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: brandNorthwind().slug, reference: `${reference}-OK` }) });
      expect(ok.status).toBe(201);
      const committed = (await t.db.orm.em.fork().execute("select count(*)::int as n from events where payload::text like ?", [`%${reference}-OK%`])) as { n: number }[];
      expect(committed[0].n).toBe(1);
    } finally {
      t.services.shipmentHooks.splice(t.services.shipmentHooks.indexOf(hook), 1);
    }
  });
});
