import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport, reportCsv, reportFileName } from '../../src/core/dashboard/reports.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { insertAccount, insertShipment } from '../lifecycle/rows.js';

let db: TestDatabase;
let a: { accountId: string; brandId: string };
const em = () => db.orm.em.fork() as EntityManager;

async function paid(shipmentId: string, amount: string, currency: string, at: Date) {
  await em().execute(
    "insert into payment_attempts (id, shipment_id, is_test, status, amount, currency, provider, card_last4, cardholder_name, created_at) select gen_random_uuid(), id, is_test, 'SUCCEEDED', ?, ?, 'simulator', '4242', 'Erika', ? from shipments where id = ?",
    [amount, currency, at, shipmentId],
  );
}

beforeAll(async () => {
  db = await createTestDatabase();
  a = await insertAccount(em(), 'Reports');
  await em().execute("update brands set name = '=HYPERLINK(\"http://evil\")' where id = ?", [a.brandId]);
  const s1 = await insertShipment(em(), a, false, new Date('2026-10-30T10:00:00Z'), 'R1');
  const s2 = await insertShipment(em(), a, false, new Date('2026-11-02T10:00:00Z'), 'R2');
  const t1 = await insertShipment(em(), a, true, new Date('2026-11-02T10:00:00Z'), 'T1');
  await paid(s1, '6.00', 'EUR', new Date('2026-11-03T09:00:00Z'));
  await paid(s2, '6.00', 'EUR', new Date('2026-11-04T09:00:00Z'));
  await paid(t1, '6.00', 'EUR', new Date('2026-11-04T09:00:00Z'));
});
afterAll(async () => {
  await db?.drop();
});

describe('reports', () => {
  it('counts shipments by creation month and collected amounts by payment month, live only', async () => {
    const r = await buildReport(em(), { accountId: a.accountId, isTest: false }, { period: 'month', from: '2026-10-01', to: '2026-11-30' });
    expect(r.rows.map((x) => [x.period_start, x.shipments, x.billed_amount, x.payments, x.collected_amount])).toEqual([
      ['2026-10-01', 1, '6.00', 0, '0'],
      ['2026-11-01', 1, '6.00', 2, '12.00'],
    ]);
    expect(r.totals).toEqual([{ currency: 'EUR', shipments: 2, billed_amount: '12.00', payments: 2, collected_amount: '12.00' }]);
    const test = await buildReport(em(), { accountId: a.accountId, isTest: true }, { period: 'month', from: '2026-10-01', to: '2026-11-30' });
    expect(test.totals).toEqual([{ currency: 'EUR', shipments: 1, billed_amount: '6.00', payments: 1, collected_amount: '6.00' }]);
  });

  it('writes CSV with a mode column, a mode-specific file name, and formula-like cells neutralised', async () => {
    const r = await buildReport(em(), { accountId: a.accountId, isTest: false }, { period: 'day', from: '2026-11-02', to: '2026-11-02' });
    const csv = reportCsv(r);
    expect(csv.split('\r\n')[1]).toMatch(/^live,2026-11-02,b-[0-9a-f]{8},"'=HYPERLINK\(""http:\/\/evil""\)",EUR,1,6.00,0,0$/);
    expect(reportFileName(r)).toBe('landed-report-live-day-2026-11-02-to-2026-11-02.csv');
  });

  it('refuses bad dates naming the field', async () => {
    await expect(buildReport(em(), { accountId: a.accountId, isTest: false }, { period: 'day', from: '2026-13-01', to: '2026-11-02' })).rejects.toThrow('from: must be a date YYYY-MM-DD');
    await expect(buildReport(em(), { accountId: a.accountId, isTest: false }, { period: 'day', from: '2026-11-03', to: '2026-11-02' })).rejects.toThrow('to: must not be before from');
  });
});
