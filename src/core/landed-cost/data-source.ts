/**
 * Data sources for the calculation.
 * - `demoDataSource()`: in memory, from the demo dataset (no files, no DB).
 * - `buildLandedCostData(...)`: assemble a LandedCostData from parsed sources (HTS lines,
 *   UK tariff lines, VAT periods, ECB days), used by tests, the bench and the DB source.
 * - `memoryDataSource(data)`: wraps a prebuilt LandedCostData.
 */
import type { EcbDay } from '../fx/ecb.js';
import { FxTable } from '../fx/fx-table.js';
import { buildHtsContext, cleanHtsDescription, type HtsLine } from '../data/hts.js';
import type { UkTariffLine } from '../tariff/uk-tariff.js';
import { UK_TARIFF_VALID_FROM, EU_CET_AS_OF } from '../tariff/uk-tariff.js';
import type { VatPeriod } from '../tax/vat-sources.js';
import { AU_TABLE } from './tables/au.js';
import { CA_TABLE } from './tables/ca.js';
import { CH_TABLE } from './tables/ch.js';
import { NO_TABLE } from './tables/no.js';
import { demoData } from './demo-data.js';
import type { DatasetRef, LandedCostData, LandedCostDataSource, LandedCostRequest, TariffLine } from './types.js';

export function memoryDataSource(data: LandedCostData): LandedCostDataSource {
  return { load: async (_req: LandedCostRequest) => data };
}

let demo: LandedCostData | null = null;
/** In-memory data source over the demo dataset (works without any data directory). */
export function demoDataSource(): LandedCostDataSource {
  if (!demo) demo = { ...demoData(), fx: new FxTable(demoData().fx as EcbDay[]) };
  return memoryDataSource(demo);
}

/** HTS lines (from parseHts) -> US tariff lines (those with a code and a general rate). */
export function htsToTariffLines(lines: HtsLine[], datasetId: string, validFrom: string, source = 'USITC HTS'): TariffLine[] {
  const out: TariffLine[] = [];
  const context = buildHtsContext(lines);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (!l.code || !l.general) continue;
    out.push({
      tariff: 'US',
      code: l.code,
      description: l.description,
      context: context[i].map(cleanHtsDescription).filter(Boolean).join('; ') || null,
      general: l.general,
      format: 'hts',
      special: l.special,
      column2: l.column2,
      additionalDuties: l.additionalDuties,
      source: `${source} ${l.rawCode}${l.inheritedFrom ? ` (rate of ${l.inheritedFrom})` : ''}`,
      validFrom,
      validTo: null,
      datasetId,
      confidence: 'high',
    });
  }
  return out;
}

/** UK tariff CSV lines -> GB (ukgt) and EU (cet, dated 2020) tariff lines. */
export function ukToTariffLines(lines: UkTariffLine[], datasetId: string): { GB: TariffLine[]; EU: TariffLine[] } {
  const GB: TariffLine[] = [];
  const EU: TariffLine[] = [];
  for (const l of lines) {
    GB.push({ tariff: 'GB', code: l.code, description: l.description, general: l.ukgt.text, rate: l.ukgt.rate, format: 'uk', source: `UK Global Tariff (uktrade/global-uk-tariff) ${l.code} ukgt_duty_rate`, validFrom: UK_TARIFF_VALID_FROM, validTo: null, datasetId, confidence: 'high' });
    EU.push({ tariff: 'EU', code: l.code, description: l.description, general: l.cet.text, rate: l.cet.rate, format: 'uk', source: `EU CET as of 2020 (uktrade/global-uk-tariff ${l.code} cet_duty_rate)`, validFrom: EU_CET_AS_OF, validTo: null, datasetId, confidence: 'high', note: 'EU third-country duty as of 2020' });
  }
  return { GB, EU };
}

export const OWN_TABLES = { CA: CA_TABLE, AU: AU_TABLE, CH: CH_TABLE, NO: NO_TABLE };

export function buildLandedCostData(parts: {
  us?: TariffLine[];
  gb?: TariffLine[];
  eu?: TariffLine[];
  vat: VatPeriod[];
  fx: EcbDay[] | FxTable;
  datasets: DatasetRef[];
}): LandedCostData {
  return {
    tariffs: { US: parts.us ?? [], GB: parts.gb ?? [], EU: parts.eu ?? [], ...OWN_TABLES },
    vat: parts.vat,
    fx: parts.fx,
    datasets: parts.datasets,
  };
}
