/**
 * Importers and the DB data source against a real PostgreSQL (test/helpers/db.ts), on the
 * real files in ../shared/data, read in place.
 */
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateLandedCost, type LandedCostRequest } from '../../src/core/landed-cost/index.js';
import { importDataDir, seedDemoTariffData, type ImportProgress } from '../../src/db/import/index.js';
import { DbLandedCostDataSource } from '../../src/db/landed-cost-source.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { realData } from './real-data.js';

const DIR = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
let db: TestDatabase;
let em: () => EntityManager;

beforeAll(async () => {
  db = await createTestDatabase();
  em = () => db.orm.em.fork() as unknown as EntityManager;
}, 300_000);
afterAll(async () => {
  await db?.drop();
});

describe('importDataDir', () => {
  it('imports every recognised file once, with progress, then skips them by checksum', async () => {
    const events: ImportProgress[] = [];
    const first = await importDataDir(em(), DIR, (p) => events.push(p));
    const imported = first.filter((r) => r.status === 'imported').map((r) => r.file.replace(/\\/g, '/')).sort();
    expect(imported).toEqual(
      ['fx/eurofxref-daily-2025-05-09.xml', 'fx/eurofxref-daily.csv', 'fx/eurofxref-hist.csv', 'hs/harmonized-system.csv', 'tariff/global-uk-tariff.csv', 'tariff/hts_2026_revision_4.csv', 'vat/ibericode-vat-rates.json', 'vat/kdeldycke-vat_rates.csv'].sort(),
    );
    expect(events.some((e) => e.phase === 'insert' && e.total > 0)).toBe(true);
    const counts = (await em().execute(`select (select count(*) from tariff_lines t join datasets d on d.id = t.dataset_id where d.kind = 'tariff' and t.tariff = 'US')::int as us, (select count(*) from tariff_lines t join datasets d on d.id = t.dataset_id where d.kind = 'tariff' and t.tariff = 'GB')::int as gb, (select count(*) from hs_nomenclature)::int as hs, (select count(*) from fx_rates)::int as fx`)) as Array<Record<string, number>>;
    expect(counts[0].gb).toBe(11830);
    expect(counts[0].us).toBeGreaterThan(10000);
    expect(counts[0].hs).toBeGreaterThan(6000);
    expect(counts[0].fx).toBeGreaterThan(150000);
    const second = await importDataDir(em(), DIR);
    expect(second.filter((r) => r.status === 'imported')).toEqual([]);
    expect(second.filter((r) => r.status === 'skipped-duplicate')).toHaveLength(8);
  }, 600_000);

  it('the DB source gives the same result as the in-memory real data (HTS 6404.11.89 "90¢/pr. + 20%"; CET 4202.21.00 into DE in USD)', async () => {
    const src = new DbLandedCostDataSource(em);
    const reqs: LandedCostRequest[] = [
      { calculationDate: '2026-04-13', currency: 'USD', destination: 'US', origin: 'CN', fees: [], items: [{ description: 'sneakers', declaredValue: '10.00', currency: 'USD', countryOfOrigin: 'VN', quantity: 2, hsCode: '640411', importCode: '6404118930' }] },
      { calculationDate: '2026-04-13', currency: 'USD', destination: 'DE', origin: 'CN', fees: [], shipping: { amount: '10', currency: 'GBP' }, items: [{ description: 'handbag', declaredValue: '200', currency: 'GBP', countryOfOrigin: 'CN', quantity: 1, hsCode: '420221', importCode: null }] },
      { calculationDate: '2026-04-13', currency: 'GBP', destination: 'GB', origin: 'CN', fees: [], items: [{ description: 'book', declaredValue: '200', currency: 'GBP', countryOfOrigin: 'CN', quantity: 1, hsCode: '490199', importCode: null }, { description: 'phone', declaredValue: '400', currency: 'USD', countryOfOrigin: 'CN', quantity: 1, hsCode: '851713', importCode: null }] },
    ];
    for (const req of reqs) {
      const fromDb = calculateLandedCost(req, await src.load(req));
      const inMem = calculateLandedCost(req, realData());
      expect({ ...fromDb, explanation: undefined }).toEqual({ ...inMem, explanation: undefined });
      expect(fromDb.explanation.items.map((i) => i.rateText)).toEqual(inMem.explanation.items.map((i) => i.rateText));
      expect(fromDb.explanation.datasets.map((d) => d.kind)).toEqual(expect.arrayContaining(['tariff', 'fx']));
    }
  }, 120_000);

  it('seedDemoTariffData stores the own tables once; CA uses them from the DB', async () => {
    // prepareDatabase (which built the test template) already seeded them: a second seed adds nothing.
    const seeded = (await em().execute("select count(*)::int as n from datasets where kind in ('tariff-own', 'tariff-demo')")) as Array<{ n: number }>;
    expect(seeded[0].n).toBe(7);
    const b = await seedDemoTariffData(em());
    expect(b.filter((r) => r.status === 'imported')).toEqual([]);
    const req: LandedCostRequest = { calculationDate: '2026-04-13', currency: 'CAD', destination: 'CA', origin: 'CN', fees: [], items: [{ description: 't-shirt', declaredValue: '40', currency: 'CAD', countryOfOrigin: 'CN', quantity: 2, hsCode: '610910', importCode: null }] };
    const data = await new DbLandedCostDataSource(em).load(req);
    expect(data.datasets.map((d) => d.kind)).toContain('tariff-own');
    const res = calculateLandedCost(req, data);
    expect(res.items[0].dutyAmount).toBe('14.40'); // CA table row "61" 18% × CAD 80
  }, 120_000);
});
