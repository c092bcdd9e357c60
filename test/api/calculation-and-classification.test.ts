import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/shipments/{id}/calculation', () => {
  it('explains every item and fee of the shipment, for its own mode only', async () => {
    const created = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.test, body: shipmentBody({ brand_id: t.demo.brands[0].slug }) });
    const res = await api(t.baseUrl, `/api/shipments/${created.body.id}/calculation`, { key: t.demo.keys.test });
    expect(res.status).toBe(200);
    const e = res.body.explanation;
    expect(res.body.shipment_id).toBe(created.body.id);
    expect(e.destination).toBe('DE');
    expect(e.tariff).toBe('EU');
    expect(e.items).toHaveLength(3);
    expect(e.items[0].tariffLine.code.startsWith('610910')).toBe(true);
    expect(e.items[0].rateText).toBe('12%');
    expect(e.fees.map((f: any) => f.displayName).sort()).toEqual(['Customs clearance', 'Disbursement fee']);
    expect(e.datasets.length).toBeGreaterThan(0);
    // The item amounts in the response agree with the explanation's per-item duty once converted.
    expect(new Decimal(created.body.items[0].duty_amount).gt(0)).toBe(true);
    expect((await api(t.baseUrl, `/api/shipments/${created.body.id}/calculation`, { key: t.demo.keys.live })).status).toBe(404);
  });
});

describe('POST /api/classifications/', () => {
  it('classifies descriptions without creating a shipment', async () => {
    const before = (await t.db.orm.em.fork().execute('select count(*)::int as n from shipments')) as { n: number }[];
    const res = await api(t.baseUrl, '/api/classifications/', {
      key: t.demo.keys.live,
      body: { items: [{ description: 'Laptop computer', destination_country: 'US' }, { description: "Men's cotton knitted T-shirt", destination_country: 'DE', sender_country: 'GB' }] },
    });
    expect(res.status).toBe(200);
    const [laptop, shirt] = res.body.data;
    expect(laptop.hs_code_resolved).toBe('847130');
    expect(laptop.hs_code_resolved_import.startsWith('847130')).toBe(true);
    expect(shirt.hs_code_resolved).toBe('610910');
    for (const c of res.body.data) {
      expect(c.confidence).toBeGreaterThan(0);
      expect(c.confidence).toBeLessThanOrEqual(1);
      expect(c.alternatives.length).toBeLessThanOrEqual(3);
      expect(c.alternatives.every((a: any) => a.hs_code !== c.hs_code_resolved)).toBe(true);
    }
    const after = (await t.db.orm.em.fork().execute('select count(*)::int as n from shipments')) as { n: number }[];
    expect(after[0].n).toBe(before[0].n);
  });

  it('rejects an empty list naming the field', async () => {
    const res = await api(t.baseUrl, '/api/classifications/', { key: t.demo.keys.live, body: { items: [] } });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('items');
  });
});

describe('labelled examples from shipments', () => {
  it("a client's hs_code teaches the classifier for that account and mode only", async () => {
    const description = 'Quibbleflux orbital desk gizmo, walnut finish';
    const classify = (key: string) =>
      api(t.baseUrl, '/api/classifications/', { key, body: { items: [{ description: 'Quibbleflux orbital gizmo', destination_country: 'DE' }] } });
    const beforeLive = await classify(t.demo.keys.live);
    const body = shipmentBody({ brand_id: t.demo.brands[0].slug });
    body.items = [{ description, declared_value: '30.00', currency: 'EUR', country_of_origin: 'CN', quantity: 1, hs_code: '9503.00' }];
    expect((await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body })).status).toBe(201);
    const afterLive = await classify(t.demo.keys.live);
    const afterTest = await classify(t.demo.keys.test);
    expect(afterLive.body.data[0].hs_code_resolved).toBe('950300');
    expect(beforeLive.body.data[0].hs_code_resolved).not.toBe('950300');
    expect(afterTest.body.data[0].hs_code_resolved).toBe(beforeLive.body.data[0].hs_code_resolved);
    // A rebuilt classifier (restart, new tariff data) relearns the examples from stored shipments.
    await t.services.knowledge.reload();
    expect((await classify(t.demo.keys.live)).body.data[0].hs_code_resolved).toBe('950300');
  });
});
