/**
 * Importers for the data formats in ../shared/data, into versioned datasets.
 *
 *   importDataDir(em, dir, onProgress?)  — walks `dir` (recursively), recognises the files by
 *     name and header, imports each that is not yet imported (idempotent by SHA-256 checksum per
 *     kind), in a transaction per file. Returns a summary per file.
 *   importFile(em, path, onProgress?)   — one file.
 *   seedDemoTariffData(em)               — writes the project's own CA/AU/CH/NO tables, the demo
 *     US/EU/GB lines and sales-tax VAT as datasets (idempotent by checksum).
 *
 * Recognised files:
 *   hs/harmonized-system.csv (HS 2022)            -> hs_nomenclature      kind 'hs'
 *   hts_<year>_revision_<n>.csv (USITC HTS)        -> tariff_lines US      kind 'tariff', valid from <year>-01-01
 *   global-uk-tariff.csv (uktrade)                 -> tariff_lines GB (ukgt, from 2021-01-01) and EU (cet, as of 2020)
 *   ibericode VAT JSON (`"items"`)                 -> vat_rates priority 10
 *   kdeldycke VAT CSV (`start_date,stop_date,…`)   -> vat_rates priority 20
 *   ECB eurofxref-hist.csv / eurofxref-daily.csv / *.xml -> fx_rates (upsert by date+currency)
 * Other files are reported as skipped ('unrecognised').
 */
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseHsNomenclature } from '../../core/data/hs-nomenclature.js';
import { parseHts } from '../../core/data/hts.js';
import { parseEcbDailyCsv, parseEcbDailyXml, parseEcbHistCsv, type EcbDay } from '../../core/fx/ecb.js';
import { DEMO_EU, DEMO_GB, DEMO_US } from '../../core/landed-cost/demo-data.js';
import { htsToTariffLines, OWN_TABLES, ukToTariffLines } from '../../core/landed-cost/data-source.js';
import type { TariffLine } from '../../core/landed-cost/types.js';
import { parseHtsRate } from '../../core/tariff/hts-rate.js';
import { parseUkRate } from '../../core/tariff/uk-rate.js';
import { parseUkTariff } from '../../core/tariff/uk-tariff.js';
import { parseIbericodeVat, parseKdeldyckeVat, salesTaxPackageRates, type VatPeriod } from '../../core/tax/vat-sources.js';
import { bulkInsert } from './bulk.js';

export type ImportKind = 'hs' | 'tariff' | 'vat' | 'fx';

export interface ImportProgress {
  file: string;
  phase: 'start' | 'parse' | 'insert' | 'skip' | 'done';
  done: number;
  total: number;
  message?: string;
}

export interface ImportResult {
  file: string;
  kind: ImportKind | null;
  status: 'imported' | 'skipped-duplicate' | 'unrecognised';
  datasetId: string | null;
  rows: number;
  ms: number;
}

type Detected = { kind: ImportKind; format: 'hs' | 'hts' | 'uk' | 'ibericode' | 'kdeldycke' | 'ecb-csv' | 'ecb-xml' };

export function detectFormat(path: string, head: string): Detected | null {
  const name = basename(path).toLowerCase();
  const h = head.replace(/^\uFEFF/, '');
  if (name.endsWith('.csv') && /^section,hscode,description,parent,level/.test(h)) return { kind: 'hs', format: 'hs' };
  if (name.endsWith('.csv') && /^"?HTS Number"?,/.test(h)) return { kind: 'tariff', format: 'hts' };
  if (name.endsWith('.csv') && /^commodity,description,cet_duty_rate,ukgt_duty_rate/.test(h)) return { kind: 'tariff', format: 'uk' };
  if (name.endsWith('.json') && /"items"\s*:/.test(h) && /vat/i.test(h + name)) return { kind: 'vat', format: 'ibericode' };
  if (name.endsWith('.csv') && /^start_date,stop_date,territory_codes/.test(h)) return { kind: 'vat', format: 'kdeldycke' };
  if (name.endsWith('.csv') && /^Date,\s*USD/.test(h)) return { kind: 'fx', format: 'ecb-csv' };
  if (name.endsWith('.xml') && /eurofxref|gesmes/i.test(h)) return { kind: 'fx', format: 'ecb-xml' };
  return null;
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir).sort()) {
    const p = join(dir, e);
    const st = statSync(p);
    if (st.isDirectory()) out.push(...listFiles(p));
    else if (st.isFile() && !/readme|provenance|\.md$/i.test(e)) out.push(p);
  }
  return out;
}

/** The first 4 kB of a file, enough for detectFormat without reading large files whole. */
function fileHead(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(4000);
    return buf.subarray(0, readSync(fd, buf, 0, 4000, 0)).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

const sha256 = (buf: Buffer | string) => createHash('sha256').update(buf).digest('hex');

async function existing(em: EntityManager, kind: string, checksum: string): Promise<string | null> {
  const rows = (await em.execute('select id from datasets where kind = ? and checksum = ?', [kind, checksum])) as Array<{ id: string }>;
  return rows[0]?.id ?? null;
}

async function insertDataset(em: EntityManager, d: { kind: string; tariff: string | null; name: string; version: string; validFrom: string; checksum: string; source: string; rowCount: number; meta?: unknown }): Promise<string> {
  const id = randomUUID();
  await em.execute(
    'insert into datasets (id, kind, tariff, name, version, valid_from, checksum, source, row_count, meta, imported_at) values (?, ?, ?, ?, ?, ?::date, ?, ?, ?, ?::jsonb, now())',
    [id, d.kind, d.tariff, d.name, d.version, d.validFrom, d.checksum, d.source, d.rowCount, d.meta === undefined ? null : JSON.stringify(d.meta)],
  );
  return id;
}

const TL_COLS = ['dataset_id', 'tariff', 'code', 'hs6', 'description', 'context', 'general', 'format', 'rate', 'special', 'column2', 'additional_duties', 'preferences', 'valid_from', 'valid_to', 'source', 'confidence'];

export async function insertTariffLines(em: EntityManager, datasetId: string, lines: TariffLine[], onChunk?: (n: number) => void): Promise<void> {
  const rows = lines.map((l) => [
    datasetId,
    l.tariff,
    l.code,
    l.code.slice(0, 6),
    l.description,
    l.context ?? null,
    l.general,
    l.format,
    JSON.stringify(l.rate ?? (l.format === 'hts' ? parseHtsRate(l.general) : parseUkRate(l.general))),
    l.special ?? null,
    l.column2 ?? null,
    l.additionalDuties ?? null,
    l.preferences ? JSON.stringify(l.preferences) : null,
    l.validFrom,
    l.validTo,
    l.source,
    l.confidence ?? null,
  ]);
  await bulkInsert(em, 'tariff_lines', TL_COLS, rows, { casts: { rate: '::jsonb', preferences: '::jsonb', valid_from: '::date', valid_to: '::date' }, onChunk });
}

async function insertVat(em: EntityManager, datasetId: string, periods: VatPeriod[], priority: number): Promise<void> {
  await bulkInsert(
    em,
    'vat_rates',
    ['dataset_id', 'country', 'valid_from', 'valid_to', 'rates', 'tax_name', 'source', 'priority'],
    periods.map((p) => [datasetId, p.country, p.from === '0000-01-01' ? '0001-01-01' : p.from, p.to, JSON.stringify(p.rates), p.taxName, p.source, priority]),
    { casts: { valid_from: '::date', valid_to: '::date', rates: '::jsonb' } },
  );
}

async function insertFx(em: EntityManager, datasetId: string, days: EcbDay[], onChunk?: (n: number) => void): Promise<number> {
  const rows: unknown[][] = [];
  for (const d of days) for (const [c, r] of Object.entries(d.rates)) if (c !== 'EUR') rows.push([d.date, c, r, datasetId]);
  await bulkInsert(em, 'fx_rates', ['date', 'currency', 'rate', 'dataset_id'], rows, {
    casts: { date: '::date', rate: '::numeric' },
    onConflict: 'on conflict ("date", "currency") do update set "rate" = excluded."rate", "dataset_id" = excluded."dataset_id"',
    onChunk,
  });
  return rows.length;
}

function htsValidFrom(name: string): { validFrom: string; version: string } {
  const m = /hts_(\d{4})(?:_revision_(\d+))?/i.exec(name);
  if (!m) return { validFrom: new Date().toISOString().slice(0, 10), version: name };
  return { validFrom: `${m[1]}-01-01`, version: `${m[1]}${m[2] ? ` revision ${m[2]}` : ''}` };
}

/** Import one file (idempotent by checksum). */
export async function importFile(em: EntityManager, path: string, onProgress: (p: ImportProgress) => void = () => {}, baseDir?: string): Promise<ImportResult> {
  const t0 = performance.now();
  const file = baseDir ? relative(baseDir, path) : basename(path);
  const buf = readFileSync(path);
  const text = buf.toString('utf8');
  const det = detectFormat(path, text.slice(0, 4000));
  if (!det) {
    onProgress({ file, phase: 'skip', done: 0, total: 0, message: 'unrecognised' });
    return { file, kind: null, status: 'unrecognised', datasetId: null, rows: 0, ms: performance.now() - t0 };
  }
  const checksum = sha256(buf);
  const dup = await existing(em, det.kind, checksum);
  if (dup) {
    onProgress({ file, phase: 'skip', done: 0, total: 0, message: 'already imported' });
    return { file, kind: det.kind, status: 'skipped-duplicate', datasetId: dup, rows: 0, ms: performance.now() - t0 };
  }
  onProgress({ file, phase: 'parse', done: 0, total: 0 });
  let rows = 0;
  let datasetId = '';
  await em.transactional(async (tx) => {
    const e = tx as EntityManager;
    const name = basename(path);
    switch (det.format) {
      case 'hs': {
        const hs = parseHsNomenclature(text);
        datasetId = await insertDataset(e, { kind: 'hs', tariff: null, name, version: 'HS 2022', validFrom: '2022-01-01', checksum, source: 'datasets/harmonized-system (UN Comtrade)', rowCount: hs.length });
        onProgress({ file, phase: 'insert', done: 0, total: hs.length });
        await bulkInsert(e, 'hs_nomenclature', ['dataset_id', 'code', 'description', 'parent', 'level', 'section'], hs.map((r) => [datasetId, r.code, r.description, r.parent, r.level, r.section]), { onChunk: (n) => onProgress({ file, phase: 'insert', done: n, total: hs.length }) });
        rows = hs.length;
        break;
      }
      case 'hts': {
        const v = htsValidFrom(name);
        datasetId = randomUUID();
        const lines = htsToTariffLines(parseHts(text), datasetId, v.validFrom, `USITC HTS ${v.version}`);
        await e.execute(
          'insert into datasets (id, kind, tariff, name, version, valid_from, checksum, source, row_count, meta, imported_at) values (?, ?, ?, ?, ?, ?::date, ?, ?, ?, null, now())',
          [datasetId, 'tariff', 'US', name, v.version, v.validFrom, checksum, 'USITC Harmonized Tariff Schedule', lines.length],
        );
        onProgress({ file, phase: 'insert', done: 0, total: lines.length });
        await insertTariffLines(e, datasetId, lines, (n) => onProgress({ file, phase: 'insert', done: n, total: lines.length }));
        rows = lines.length;
        break;
      }
      case 'uk': {
        datasetId = randomUUID();
        const { GB, EU } = ukToTariffLines(parseUkTariff(text), datasetId);
        await e.execute(
          'insert into datasets (id, kind, tariff, name, version, valid_from, checksum, source, row_count, meta, imported_at) values (?, ?, ?, ?, ?, ?::date, ?, ?, ?, ?::jsonb, now())',
          [datasetId, 'tariff', 'GB+EU', name, '2021-01 (final)', '2021-01-01', checksum, 'uktrade/global-uk-tariff: ukgt_duty_rate (GB, from 2021-01-01), cet_duty_rate (EU CET as of 2020)', GB.length + EU.length, JSON.stringify({ tariffs: ['GB', 'EU'], euCetAsOf: '2020' })],
        );
        const all = [...GB, ...EU];
        onProgress({ file, phase: 'insert', done: 0, total: all.length });
        await insertTariffLines(e, datasetId, all, (n) => onProgress({ file, phase: 'insert', done: n, total: all.length }));
        rows = all.length;
        break;
      }
      case 'ibericode':
      case 'kdeldycke': {
        const periods = det.format === 'ibericode' ? parseIbericodeVat(text) : parseKdeldyckeVat(text);
        datasetId = await insertDataset(e, { kind: 'vat', tariff: null, name, version: det.format, validFrom: '0001-01-01', checksum, source: det.format === 'ibericode' ? 'ibericode/vat-rates' : 'kdeldycke/vat-rates', rowCount: periods.length });
        await insertVat(e, datasetId, periods, det.format === 'ibericode' ? 10 : 20);
        rows = periods.length;
        break;
      }
      case 'ecb-csv':
      case 'ecb-xml': {
        const days = det.format === 'ecb-xml' ? parseEcbDailyXml(text) : /^Date,\s*USD,\s*JPY/.test(text.replace(/^\uFEFF/, '')) && text.split('\n').length > 3 ? parseEcbHistCsv(text) : parseEcbDailyCsv(text);
        const first = days[0]?.date ?? '1999-01-04';
        const last = days[days.length - 1]?.date ?? first;
        datasetId = await insertDataset(e, { kind: 'fx', tariff: null, name, version: last, validFrom: first, checksum, source: 'European Central Bank euro foreign exchange reference rates', rowCount: days.length, meta: { lastDate: last } });
        const total = days.reduce((n, d) => n + Object.keys(d.rates).length, 0);
        onProgress({ file, phase: 'insert', done: 0, total });
        rows = await insertFx(e, datasetId, days, (n) => onProgress({ file, phase: 'insert', done: n, total }));
        break;
      }
    }
  });
  onProgress({ file, phase: 'done', done: rows, total: rows });
  return { file, kind: det.kind, status: 'imported', datasetId, rows, ms: performance.now() - t0 };
}

/** Import every recognised file under `dir` (idempotent). */
export async function importDataDir(em: EntityManager, dir: string, onProgress: (p: ImportProgress) => void = () => {}, kinds?: ImportKind[]): Promise<ImportResult[]> {
  const out: ImportResult[] = [];
  for (const f of listFiles(dir)) {
    if (kinds) {
      const det = detectFormat(f, fileHead(f));
      if (!det || !kinds.includes(det.kind)) continue;
    }
    out.push(await importFile(em, f, onProgress, dir));
  }
  // fresh statistics after bulk loads, so that the per-request lookups use their indexes
  if (out.some((r) => r.status === 'imported')) await em.execute('analyze datasets, tariff_lines, hs_nomenclature, fx_rates, vat_rates', [], 'run');
  return out;
}

/**
 * Seed the project's own tariff tables (CA/AU/CH/NO), the demo US/EU/GB lines and the
 * sales-tax package's standard VAT/GST as datasets. Idempotent by checksum of
 * their content; a changed table (new project version) becomes a new dataset version.
 */
export async function seedDemoTariffData(em: EntityManager): Promise<ImportResult[]> {
  const out: ImportResult[] = [];
  const tariffSets: Array<{ name: string; tariff: string; lines: TariffLine[]; kind: 'tariff-own' | 'tariff-demo' }> = [
    { name: 'CA own table', tariff: 'CA', lines: OWN_TABLES.CA, kind: 'tariff-own' },
    { name: 'AU own table', tariff: 'AU', lines: OWN_TABLES.AU, kind: 'tariff-own' },
    { name: 'CH own table', tariff: 'CH', lines: OWN_TABLES.CH, kind: 'tariff-own' },
    { name: 'NO own table', tariff: 'NO', lines: OWN_TABLES.NO, kind: 'tariff-own' },
    { name: 'US demo lines', tariff: 'US', lines: DEMO_US, kind: 'tariff-demo' },
    { name: 'EU demo lines', tariff: 'EU', lines: DEMO_EU, kind: 'tariff-demo' },
    { name: 'GB demo lines', tariff: 'GB', lines: DEMO_GB, kind: 'tariff-demo' },
  ];
  for (const s of tariffSets) {
    const t0 = performance.now();
    const checksum = sha256(JSON.stringify(s.lines));
    const dup = await existing(em, s.kind, checksum);
    if (dup) {
      out.push({ file: s.name, kind: 'tariff', status: 'skipped-duplicate', datasetId: dup, rows: 0, ms: performance.now() - t0 });
      continue;
    }
    let datasetId = '';
    await em.transactional(async (tx) => {
      const e = tx as EntityManager;
      datasetId = await insertDataset(e, { kind: s.kind, tariff: s.tariff, name: s.name, version: s.lines[0]?.datasetId ?? s.kind, validFrom: s.lines[0]?.validFrom ?? '2025-01-01', checksum, source: s.lines[0]?.source ?? s.name, rowCount: s.lines.length });
      await insertTariffLines(e, datasetId, s.lines);
    });
    out.push({ file: s.name, kind: 'tariff', status: 'imported', datasetId, rows: s.lines.length, ms: performance.now() - t0 });
  }
  // Demo FX rates are NOT written to fx_rates (they would mix with ECB rates): the DB data
  // source falls back to them in memory only while fx_rates is empty. sales-tax VAT:
  {
    const periods = salesTaxPackageRates();
    const checksum = sha256(JSON.stringify(periods));
    if (!(await existing(em, 'vat', checksum))) {
      await em.transactional(async (tx) => {
        const e = tx as EntityManager;
        const id = await insertDataset(e, { kind: 'vat', tariff: null, name: 'sales-tax package', version: 'npm sales-tax', validFrom: '0001-01-01', checksum, source: 'npm package sales-tax', rowCount: periods.length });
        await insertVat(e, id, periods, 30);
      });
    }
  }
  return out;
}
