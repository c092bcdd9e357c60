/**
 * LandedCostDataSource over the database: loads, for one request, exactly what the pure
 * calculation needs.
 *
 * - Tariff lines: of the destination's tariff, from the dataset chosen per tariff: real imports
 *   (kind 'tariff') before the project's own tables ('tariff-own') before demo lines
 *   ('tariff-demo'); within a kind the latest `valid_from` on or before the calculation date
 *   (else the earliest later one, flagged by the engine), then the latest import. Only the lines
 *   under the items' HS codes (and heading-level rows above them) are read. Without any dataset
 *   for the tariff, the in-memory own tables / demo lines are used.
 * - FX: the ECB rows of the currencies involved from 45 days before the earliest rate date the
 *   rule can need up to the calculation date, plus each currency's latest row before that
 *   window (currencies the ECB stopped publishing). With an empty fx_rates table the demo rates
 *   are used (dataset 'demo-fx').
 * - VAT: the destination country's periods by source priority (ibericode, kdeldycke, sales-tax),
 *   then the sales-tax package in memory as a last resort.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EcbDay } from '../core/fx/ecb.js';
import { penultimateWednesdayOfPreviousMonth } from '../core/fx/fx-table.js';
import { DEMO_DATASETS, DEMO_EU, DEMO_FX_DAYS, DEMO_GB, DEMO_US } from '../core/landed-cost/demo-data.js';
import { OWN_TABLES } from '../core/landed-cost/data-source.js';
import { destinationRule } from '../core/landed-cost/destinations.js';
import { HS2022_TO_HS2017 } from '../core/landed-cost/lookup.js';
import type { DatasetRef, LandedCostData, LandedCostDataSource, LandedCostRequest, TariffId, TariffLine } from '../core/landed-cost/types.js';
import { UnsupportedDestinationError } from '../core/money/errors.js';
import type { ParsedRate } from '../core/tariff/rate.js';
import { salesTaxPackageRates, type VatPeriod } from '../core/tax/vat-sources.js';

const KIND_ORDER = ['tariff', 'tariff-own', 'tariff-demo'];
const FALLBACK: Record<TariffId, TariffLine[]> = { US: DEMO_US, EU: DEMO_EU, GB: DEMO_GB, ...OWN_TABLES };

interface DatasetRow {
  id: string;
  kind: string;
  tariff: string | null;
  name: string;
  version: string;
  valid_from: string | Date;
  checksum: string;
  source: string;
}

const dateStr = (d: string | Date | null): string | null => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));
const ph = (n: number) => Array.from({ length: n }, () => '?').join(', ');

function addDays(date: string, n: number): string {
  const d = new Date(date + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export class DbLandedCostDataSource implements LandedCostDataSource {
  constructor(private readonly em: () => EntityManager) {}

  private ref(d: DatasetRow): DatasetRef {
    return { id: d.id, kind: d.kind, version: d.version, validFrom: dateStr(d.valid_from)!, checksum: d.checksum, source: d.source };
  }

  async load(req: LandedCostRequest): Promise<LandedCostData> {
    const em = this.em();
    const dest = destinationRule(req.destination);
    if (!dest) throw new UnsupportedDestinationError(req.destination);
    const date = req.calculationDate;
    const datasets: DatasetRef[] = [];

    // tariff
    const tariffKey = dest.tariff === 'GB' || dest.tariff === 'EU' ? [dest.tariff, 'GB+EU'] : [dest.tariff];
    const ds = (await em.execute(
      `select id, kind, tariff, name, version, valid_from::text as valid_from, checksum, source from datasets where kind in (${ph(KIND_ORDER.length)}) and tariff in (${ph(tariffKey.length)}) order by imported_at desc`,
      [...KIND_ORDER, ...tariffKey],
    )) as DatasetRow[];
    let chosen: DatasetRow | null = null;
    for (const kind of KIND_ORDER) {
      const ofKind = ds.filter((d) => d.kind === kind);
      const inForce = ofKind.filter((d) => dateStr(d.valid_from)! <= date).sort((a, b) => (dateStr(b.valid_from)! > dateStr(a.valid_from)! ? 1 : -1));
      chosen = inForce[0] ?? ofKind.sort((a, b) => (dateStr(a.valid_from)! > dateStr(b.valid_from)! ? 1 : -1))[0] ?? null;
      if (chosen) break;
    }
    let lines: TariffLine[];
    if (chosen) {
      datasets.push(this.ref(chosen));
      const hs6 = [...new Set(req.items.map((i) => i.hsCode).flatMap((h) => (HS2022_TO_HS2017[h] ? [h, HS2022_TO_HS2017[h]] : [h])))];
      const prefixes = [...new Set(hs6.flatMap((h) => [2, 3, 4, 5].map((n) => h.slice(0, n))))];
      const rows = (await em.execute(
        `select tariff, code, description, general, format, rate, special, column2, additional_duties, preferences, valid_from::text as valid_from, valid_to::text as valid_to, source, confidence
           from tariff_lines where tariff = ? and hs6 in (${ph(hs6.length + prefixes.length)}) and dataset_id = ? order by code`,
        // heading-level rows (code shorter than 6 digits) have hs6 = code, so one IN list finds both
        [dest.tariff, ...hs6, ...prefixes, chosen.id],
      )) as Array<Record<string, any>>;
      lines = rows.map((r) => ({
        tariff: r.tariff,
        code: r.code,
        description: r.description,
        general: r.general,
        format: r.format,
        rate: (typeof r.rate === 'string' ? JSON.parse(r.rate) : r.rate) as ParsedRate,
        special: r.special,
        column2: r.column2,
        additionalDuties: r.additional_duties,
        preferences: typeof r.preferences === 'string' ? JSON.parse(r.preferences) : (r.preferences ?? undefined),
        source: r.source,
        validFrom: dateStr(r.valid_from)!,
        validTo: dateStr(r.valid_to),
        datasetId: chosen!.id,
        confidence: r.confidence ?? undefined,
      }));
    } else {
      lines = FALLBACK[dest.tariff];
      const ref = DEMO_DATASETS.find((d) => d.id === lines[0]?.datasetId);
      if (ref) datasets.push(ref);
    }

    // FX
    const ccys = new Set<string>([req.currency, dest.currency]);
    for (const it of req.items) ccys.add(it.currency);
    if (req.shipping) ccys.add(req.shipping.currency);
    if (req.insurance) ccys.add(req.insurance.currency);
    for (const f of req.fees) if (f.currency) ccys.add(f.currency);
    ccys.delete('EUR');
    const list = [...ccys].filter((c) => /^[A-Z]{3}$/.test(c));
    let fx: EcbDay[] = [];
    if (list.length) {
      const from = addDays(dest.fxRule === 'eu-customs-penultimate-wednesday' ? penultimateWednesdayOfPreviousMonth(date) : date, -45);
      const rows = (await em.execute(
        `select date::text as date, currency, rate::text as rate, dataset_id from fx_rates where currency in (${ph(list.length)}) and date <= ?::date and date >= ?::date` +
          list.map(() => ` union all (select f.date::text as date, f.currency, f.rate::text as rate, f.dataset_id from fx_rates f where f.currency = ? and f.date < ?::date order by f.date desc limit 1)`).join(''),
        [...list, date, from, ...list.flatMap((c) => [c, from])],
      )) as Array<{ date: string; currency: string; rate: string; dataset_id: string }>;
      if (rows.length) {
        const byDate = new Map<string, Record<string, string>>();
        const fxDatasets = new Set<string>();
        for (const r of rows) {
          const d = dateStr(r.date)!;
          byDate.set(d, { ...(byDate.get(d) ?? {}), [r.currency]: r.rate });
          fxDatasets.add(r.dataset_id);
        }
        fx = [...byDate.entries()].map(([d, rates]) => ({ date: d, rates }));
        const refs = (await em.execute(`select id, kind, tariff, name, version, valid_from::text as valid_from, checksum, source from datasets where id in (${ph(fxDatasets.size)})`, [...fxDatasets])) as DatasetRow[];
        datasets.push(...refs.map((d) => this.ref(d)));
      } else {
        const any = (await em.execute('select 1 from fx_rates limit 1')) as unknown[];
        if (!any.length) {
          fx = DEMO_FX_DAYS;
          datasets.push(DEMO_DATASETS.find((d) => d.id === 'demo-fx')!);
        }
      }
    }

    // VAT
    const vrows = (await em.execute(
      `select v.country, v.valid_from::text as valid_from, v.valid_to::text as valid_to, v.rates, v.tax_name, v.source, v.dataset_id from vat_rates v where v.country = ? order by v.priority, v.valid_from`,
      [req.destination],
    )) as Array<Record<string, any>>;
    const vat: VatPeriod[] = vrows.map((r) => ({
      country: r.country,
      from: dateStr(r.valid_from)! === '0001-01-01' ? '0000-01-01' : dateStr(r.valid_from)!,
      to: dateStr(r.valid_to),
      rates: typeof r.rates === 'string' ? JSON.parse(r.rates) : r.rates,
      taxName: r.tax_name,
      source: r.source,
    }));
    const vatDs = [...new Set(vrows.map((r) => r.dataset_id as string))];
    if (vatDs.length) {
      const refs = (await em.execute(`select id, kind, tariff, name, version, valid_from::text as valid_from, checksum, source from datasets where id in (${ph(vatDs.length)})`, vatDs)) as DatasetRow[];
      datasets.push(...refs.map((d) => this.ref(d)));
    }
    vat.push(...salesTaxPackageRates().filter((p) => p.country === req.destination));

    return { tariffs: { [dest.tariff]: lines }, vat, fx, datasets };
  }
}
