/**
 * npm run bench:engine
 *
 * 1. Calculations per second for a 3-item shipment (US destination) on the full US HTS data
 *    (all ~29k rated lines of hts_2026_revision_4.csv in memory, the engine indexing them), in
 *    USD and cross-currency (EUR items, JPY shipment); and the same with the data loaded per
 *    request from PostgreSQL by DbLandedCostDataSource.
 * 2. Time and peak RSS of the full import of ../shared/data into a fresh embedded PostgreSQL
 *    (peak RSS of this Node process, measured before anything else is loaded: parsing + inserting;
 *    the PostgreSQL server is another process).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseHts } from '../src/core/data/hts.js';
import { FxTable, parseEcbHistCsv } from '../src/core/fx/index.js';
import { buildLandedCostData, calculateLandedCost, htsToTariffLines, type LandedCostRequest } from '../src/core/landed-cost/index.js';
import { salesTaxPackageRates } from '../src/core/tax/index.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { importDataDir } from '../src/db/import/index.js';
import { DbLandedCostDataSource } from '../src/db/landed-cost-source.js';
import { prepareDatabase } from '../src/runtime.js';

const DIR = fileURLToPath(new URL('../../shared/data/', import.meta.url));
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MiB`;

function rate(label: string, fn: () => void, seconds = 3): number {
  for (let i = 0; i < 200; i++) fn();
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    for (let i = 0; i < 50; i++) fn();
    n += 50;
  }
  const perSec = n / ((performance.now() - t0) / 1000);
  console.log(`${label}: ${perSec.toFixed(0)} calculations/s`);
  return perSec;
}

const items = (ccy: string, v: [string, string, string]): LandedCostRequest['items'] => [
  { description: "Men's cotton T-shirt", declaredValue: v[0], currency: ccy, countryOfOrigin: 'CN', quantity: 3, hsCode: '610910', importCode: '6109100012' },
  { description: 'Sneakers, textile uppers', declaredValue: v[1], currency: ccy, countryOfOrigin: 'VN', quantity: 1, hsCode: '640411', importCode: null, weightKg: '0.9' },
  { description: 'Natural honey', declaredValue: v[2], currency: ccy, countryOfOrigin: 'MX', quantity: 2, hsCode: '040900', importCode: '0409000010', weightKg: '0.5' },
];

async function main() {
  console.log(`Node ${process.version}, ${process.arch}`);
  // import into a fresh embedded PostgreSQL
  const dir = mkdtempSync(join(tmpdir(), 'landed-bench-'));
  const pg = await startEmbeddedPostgres(dir, { persistent: false, unsafeFast: true });
  try {
    const orm = await prepareDatabase(pg.url);
    const rssBefore = process.resourceUsage().maxRSS;
    const ti = performance.now();
    const res = await importDataDir(orm.em.fork() as unknown as EntityManager, DIR);
    const ms = performance.now() - ti;
    const rssAfter = process.resourceUsage().maxRSS;
    console.log(`full import of ../shared/data: ${(ms / 1000).toFixed(2)} s, ${res.filter((r) => r.status === 'imported').length} files, ${res.reduce((n, r) => n + r.rows, 0)} rows; peak RSS of this process ${mb(rssAfter)} (before import ${mb(rssBefore)})`);
    for (const r of res) console.log(`  ${r.file}: ${r.status}, ${r.rows} rows, ${(r.ms / 1000).toFixed(2)} s`);
    const t2 = performance.now();
    const again = await importDataDir(orm.em.fork() as unknown as EntityManager, DIR);
    console.log(`re-import (all skipped by checksum: ${again.every((r) => r.status !== 'imported')}): ${(performance.now() - t2).toFixed(0)} ms`);
    const t0 = performance.now();
    const us = htsToTariffLines(parseHts(readFileSync(join(DIR, 'tariff/hts_2026_revision_4.csv'), 'utf8')), 'hts', '2026-01-01');
    const fx = new FxTable(parseEcbHistCsv(readFileSync(join(DIR, 'fx/eurofxref-hist.csv'), 'utf8')));
    const data = buildLandedCostData({ us, vat: salesTaxPackageRates(), fx, datasets: [] });
    console.log(`full US data: ${us.length} rated HTS lines, ${fx.size} ECB days, loaded in ${(performance.now() - t0).toFixed(0)} ms`);
    const fees = [{ fee_type: 'PERCENTAGE' as const, display_name: 'Service', percent: '2', base: 'GOODS' as const, minimum: '3', is_visible: true }];
    const reqUsd: LandedCostRequest = { calculationDate: '2026-04-13', currency: 'USD', destination: 'US', origin: 'CN', fees, items: items('USD', ['12.00', '85.00', '14.50']) };
    const reqJpy: LandedCostRequest = { ...reqUsd, currency: 'JPY', items: items('EUR', ['11.00', '79.00', '13.00']) };
    rate('engine, 3 items, US, full HTS in memory, USD', () => calculateLandedCost(reqUsd, data));
    rate('engine, 3 items, US, full HTS in memory, EUR items -> JPY', () => calculateLandedCost(reqJpy, data));

    const src = new DbLandedCostDataSource(() => orm.em.fork() as unknown as EntityManager);
    let n = 0;
    const td = performance.now();
    while (performance.now() - td < 3000) {
      const d = await src.load(reqUsd);
      calculateLandedCost(reqUsd, d);
      n++;
    }
    console.log(`DB load + engine, 3 items, US: ${(n / ((performance.now() - td) / 1000)).toFixed(0)} calculations/s`);
    await orm.close(true);
  } finally {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
