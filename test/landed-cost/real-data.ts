/**
 * Loads the real public data in ../shared/data (read in place, never copied) into a
 * LandedCostData: US HTS 2026 rev. 4, UK Global Tariff (GB = ukgt, EU = cet as of 2020),
 * ibericode VAT (EU/GB) + sales-tax (others), ECB historical rates; CA/AU/CH/NO tables.
 */
import { readFileSync } from 'node:fs';
import { parseHts } from '../../src/core/data/hts.js';
import { FxTable, parseEcbHistCsv } from '../../src/core/fx/index.js';
import { buildLandedCostData, htsToTariffLines, ukToTariffLines, type LandedCostData } from '../../src/core/landed-cost/index.js';
import { parseUkTariff } from '../../src/core/tariff/index.js';
import { parseIbericodeVat, salesTaxPackageRates } from '../../src/core/tax/index.js';

export const SHARED = new URL('../../../shared/data/', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, SHARED), 'utf8');

let cached: LandedCostData | null = null;
export function realData(): LandedCostData {
  if (cached) return cached;
  const us = htsToTariffLines(parseHts(read('tariff/hts_2026_revision_4.csv')), 'hts-2026-rev4', '2026-01-01', 'USITC HTS 2026 Revision 4');
  const uk = ukToTariffLines(parseUkTariff(read('tariff/global-uk-tariff.csv')), 'uk-global-tariff-2021');
  const iber = parseIbericodeVat(read('vat/ibericode-vat-rates.json'));
  const others = salesTaxPackageRates().filter((p) => !iber.some((q) => q.country === p.country));
  const fx = new FxTable(parseEcbHistCsv(read('fx/eurofxref-hist.csv')));
  cached = buildLandedCostData({
    us,
    gb: uk.GB,
    eu: uk.EU,
    vat: [...iber, ...others],
    fx,
    datasets: [
      { id: 'hts-2026-rev4', kind: 'tariff', version: '2026 rev 4', validFrom: '2026-01-01', source: 'USITC' },
      { id: 'uk-global-tariff-2021', kind: 'tariff', version: '2021-01', validFrom: '2021-01-01', source: 'uktrade/global-uk-tariff' },
      { id: 'ecb-hist', kind: 'fx', version: '2026-04-13', validFrom: '1999-01-04', source: 'ECB' },
    ],
  });
  return cached;
}
