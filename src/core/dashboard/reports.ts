import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify/sync';
import { Decimal } from 'decimal.js';
import { InvalidRequestError } from '../errors/index.js';
import { tableExists, type DashboardScope } from './tables.js';

export type ReportPeriod = 'day' | 'week' | 'month';

export interface ReportQuery {
  period: ReportPeriod;
  /** Inclusive first day, YYYY-MM-DD (UTC). */
  from: string;
  /** Inclusive last day, YYYY-MM-DD (UTC). */
  to: string;
  brand_id?: string;
}

/**
 * One line per period × brand × currency (amounts in different currencies are never added up).
 * Shipments and billed amounts count by creation date; payments and collected amounts by the
 * date the payment succeeded, so a period's cash is what actually came in during it.
 */
export interface ReportRow {
  period_start: string;
  brand_slug: string;
  brand_name: string;
  currency: string;
  shipments: number;
  billed_amount: string;
  payments: number;
  collected_amount: string;
}

export interface Report {
  mode: 'live' | 'test';
  query: ReportQuery;
  rows: ReportRow[];
  totals: Array<{ currency: string; shipments: number; billed_amount: string; payments: number; collected_amount: string }>;
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string, param: string): Date {
  const d = new Date(`${value}T00:00:00Z`);
  if (!DAY_RE.test(value) || Number.isNaN(d.getTime())) throw new InvalidRequestError(`${param}: must be a date YYYY-MM-DD`, param);
  return d;
}

/** Sum of two decimal strings with as many decimals as the more precise one ("6.00" + "6.00" = "12.00"). */
function addKeepingScale(a: string, b: string): string {
  const x = new Decimal(a);
  const y = new Decimal(b);
  return x.plus(y).toFixed(Math.max(x.decimalPlaces(), y.decimalPlaces(), (a.split('.')[1] ?? '').length, (b.split('.')[1] ?? '').length));
}

export async function buildReport(em: EntityManager, scope: DashboardScope, q: ReportQuery): Promise<Report> {
  const from = day(q.from, 'from');
  const to = new Date(day(q.to, 'to').getTime() + 86_400_000);
  if (to <= from) throw new InvalidRequestError('to: must not be before from', 'to');
  if (!['day', 'week', 'month'].includes(q.period)) throw new InvalidRequestError('period: must be day, week or month', 'period');
  const trunc = (col: string) => `to_char(date_trunc('${q.period}', ${col} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const brandFilter = q.brand_id ? ' and s.brand_id = ?' : '';
  const params: unknown[] = [scope.accountId, scope.isTest, from, to, ...(q.brand_id ? [q.brand_id] : [])];
  const billed = (await em.execute(
    `select ${trunc('s.created_at')} as period_start, b.slug as brand_slug, b.name as brand_name, s.currency,
            count(*)::int as shipments, sum(s.total_amount)::text as billed_amount
       from shipments s join brands b on b.id = s.brand_id
      where s.account_id = ? and s.is_test = ? and s.created_at >= ? and s.created_at < ?${brandFilter}
      group by 1, 2, 3, 4`,
    params,
  )) as Array<Pick<ReportRow, 'period_start' | 'brand_slug' | 'brand_name' | 'currency' | 'shipments' | 'billed_amount'>>;
  const collected = (await tableExists(em, 'payment_attempts'))
    ? ((await em.execute(
        `select ${trunc('p.created_at')} as period_start, b.slug as brand_slug, b.name as brand_name, p.currency,
                count(*)::int as payments, sum(p.amount)::text as collected_amount
           from payment_attempts p join shipments s on s.id = p.shipment_id join brands b on b.id = s.brand_id
          where s.account_id = ? and s.is_test = ? and p.created_at >= ? and p.created_at < ?${brandFilter} and p.status = 'SUCCEEDED'
          group by 1, 2, 3, 4`,
        params,
      )) as Array<Pick<ReportRow, 'period_start' | 'brand_slug' | 'brand_name' | 'currency' | 'payments' | 'collected_amount'>>)
    : [];
  const byKey = new Map<string, ReportRow>();
  const row = (r: { period_start: string; brand_slug: string; brand_name: string; currency: string }) => {
    const key = `${r.period_start}|${r.brand_slug}|${r.currency}`;
    let existing = byKey.get(key);
    if (!existing) {
      existing = { period_start: r.period_start, brand_slug: r.brand_slug, brand_name: r.brand_name, currency: r.currency, shipments: 0, billed_amount: '0', payments: 0, collected_amount: '0' };
      byKey.set(key, existing);
    }
    return existing;
  };
  for (const b of billed) Object.assign(row(b), { shipments: b.shipments, billed_amount: b.billed_amount });
  for (const c of collected) Object.assign(row(c), { payments: c.payments, collected_amount: c.collected_amount });
  const rows = [...byKey.values()].sort((a, b) => a.period_start.localeCompare(b.period_start) || a.brand_slug.localeCompare(b.brand_slug) || a.currency.localeCompare(b.currency));
  const totals = new Map<string, Report['totals'][number]>();
  for (const r of rows) {
    const t = totals.get(r.currency) ?? { currency: r.currency, shipments: 0, billed_amount: '0', payments: 0, collected_amount: '0' };
    t.shipments += r.shipments;
    t.payments += r.payments;
    t.billed_amount = addKeepingScale(t.billed_amount, r.billed_amount);
    t.collected_amount = addKeepingScale(t.collected_amount, r.collected_amount);
    totals.set(r.currency, t);
  }
  return { mode: scope.isTest ? 'test' : 'live', query: q, rows, totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)) };
}

export const REPORT_CSV_COLUMNS = ['mode', 'period_start', 'brand_slug', 'brand_name', 'currency', 'shipments', 'billed_amount', 'payments', 'collected_amount'] as const;

/** Spreadsheets run cells starting with = + - @ as formulas; a leading apostrophe keeps them text. */
function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180 CSV with a header line; the `mode` column makes a test export unmistakable. */
export function reportCsv(report: Report): string {
  return stringify(
    report.rows.map((r) => ({ mode: report.mode, ...r, brand_name: neutralizeFormula(r.brand_name) })),
    { header: true, columns: [...REPORT_CSV_COLUMNS], record_delimiter: '\r\n' },
  );
}

export function reportFileName(report: Report): string {
  return `landed-report-${report.mode}-${report.query.period}-${report.query.from}-to-${report.query.to}.csv`;
}
