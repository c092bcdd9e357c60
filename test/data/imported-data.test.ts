import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataDir } from '../../src/db/import/index.js';
import { refreshData } from '../../src/db/import/refresh.js';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';

const SHARED = resolve(process.cwd(), '../shared/data');
let t: TestApp;
let em: () => EntityManager;

beforeAll(async () => {
  t = await startTestApp();
  em = () => t.db.orm.em.fork() as EntityManager;
  const results = await importDataDir(em(), SHARED);
  expect(results.filter((r) => r.status === 'imported').map((r) => r.kind).sort()).toEqual(expect.arrayContaining(['fx', 'hs', 'tariff', 'vat']));
  expect(await t.services.knowledge.refreshIfChanged()).toBe(true);
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('after importing ../shared/data', () => {
  it('classifies from the imported nomenclature and national tariffs', () => {
    expect(t.services.knowledge.source()).toBe('database');
    const c = t.services.knowledge.classifier().classify({ description: 'laptop computer', destinationCountry: 'US', originCountry: 'DE' });
    expect(c.hs_code).toBe('847130');
    expect(c.hs_code_import).toMatch(/^847130\d{4}$/);
    expect(c.hs_code_export).toMatch(/^847130\d{2}$/);
  });

  it('a US shipment uses HTS 10-digit lines and their published rates (FOB, no VAT)', async () => {
    const body = shipmentBody({
      brand_id: t.demo.brands[0].slug,
      currency: 'USD',
      consignee_country: 'US',
      consignee_city: 'New York',
      consignee_zip: '10001',
      sender_country: 'GB',
      sender_city: 'London',
      sender_zip: 'SW1A 1AA',
      items: [{ description: "Men's cotton knitted T-shirt", declared_value: '20.00', currency: 'USD', country_of_origin: 'CN', quantity: 5, hs_code: '6109.10' }],
    });
    const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.test, body });
    expect(res.status).toBe(201);
    const item = res.body.items[0];
    expect(item.hs_code_resolved_import).toMatch(/^610910\d{4}$/);
    // HTS 6109.10.00 "16.5%" on the FOB value of 5 × $20 = $100 → $16.50; the US has no import VAT.
    expect(item.duty_amount).toBe('16.50');
    expect(item.tax_amount).toBe('0.00');
    const calc = await api(t.baseUrl, `/api/shipments/${res.body.id}/calculation`, { key: t.demo.keys.test });
    expect(calc.body.explanation.items[0].rateText).toBe('16.5%');
    expect(calc.body.explanation.datasets.some((d: any) => d.kind === 'tariff' && /Harmonized Tariff Schedule/.test(d.source) && /2026/.test(d.version))).toBe(true);
  });

  it('a second import skips every file by checksum', async () => {
    const again = await importDataDir(em(), SHARED);
    expect(again.every((r) => r.status !== 'imported')).toBe(true);
  });
});

describe('refresh job sources', () => {
  let server: Server;
  let base = '';
  const xml = readFileSync(join(SHARED, 'fx/eurofxref-daily-2025-05-09.xml'));
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/stats/eurofxref/eurofxref-daily.xml') {
        res.writeHead(200, { 'content-type': 'text/xml' }).end(xml);
      } else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('downloads a published ECB file once and skips it the next day when unchanged', async () => {
    const url = `${base}/stats/eurofxref/eurofxref-daily.xml`;
    const first = await refreshData(em(), { urls: [url] }, 'fx');
    const second = await refreshData(em(), { urls: [url] }, 'fx');
    expect(first).toHaveLength(1);
    expect(first[0].kind).toBe('fx');
    // The same publication was already imported from the directory above, or now: either way once.
    expect(second[0].status).not.toBe('imported');
    const rate = (await em().execute("select rate from fx_rates where date = '2025-05-09' and currency = 'USD'")) as { rate: string }[];
    expect(new Decimal(rate[0].rate).gt(1)).toBe(true);
  });

  it('fails loudly when a source is unavailable', async () => {
    await expect(refreshData(em(), { urls: [`${base}/missing.xml`] }, 'fx')).rejects.toThrow(/404/);
  });
});
