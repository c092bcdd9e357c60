import type { EntityManager } from '@mikro-orm/postgresql';
import { iso, type DashboardScope, type Page } from './tables.js';
import { asUuid } from '../ids.js';

export interface ShipmentFilters {
  /** Matches reference, consignee name or email (case-insensitive substring), or an exact shipment id. */
  q?: string;
  brand_id?: string;
  payment_status?: string;
  consignee_country?: string;
  /** Created at or after (inclusive), ISO date or date-time. */
  created_from?: string;
  /** Created before the end of this day (ISO date) or instant. */
  created_to?: string;
  page?: number;
  page_size?: number;
}

export interface ShipmentRow {
  id: string;
  reference: string;
  brand_id: string;
  brand_slug: string;
  brand_name: string;
  consignee_name: string;
  consignee_email: string;
  consignee_country: string;
  currency: string;
  total_amount: string;
  payment_status: string;
  created: string;
}


function endOf(value: string): Date {
  // A bare date means "through that day".
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(new Date(`${value}T00:00:00Z`).getTime() + 86_400_000) : new Date(value);
}

export function shipmentWhere(scope: DashboardScope, f: ShipmentFilters): { sql: string; params: unknown[] } {
  const where = ['s.account_id = ?', 's.is_test = ?'];
  const params: unknown[] = [scope.accountId, scope.isTest];
  if (f.q?.trim()) {
    const q = f.q.trim();
    if (asUuid(q)) {
      where.push('s.id = ?');
      params.push(q.toLowerCase());
    } else {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push('(s.reference ilike ? or s.consignee_name ilike ? or s.consignee_email ilike ?)');
      params.push(like, like, like);
    }
  }
  if (f.brand_id) {
    where.push('s.brand_id = ?');
    params.push(f.brand_id);
  }
  if (f.payment_status) {
    where.push('s.payment_status = ?');
    params.push(f.payment_status);
  }
  if (f.consignee_country) {
    where.push('s.consignee_country = ?');
    params.push(f.consignee_country.toUpperCase());
  }
  if (f.created_from) {
    where.push('s.created_at >= ?');
    params.push(new Date(f.created_from));
  }
  if (f.created_to) {
    where.push('s.created_at < ?');
    params.push(endOf(f.created_to));
  }
  return { sql: where.join(' and '), params };
}

export async function listShipments(em: EntityManager, scope: DashboardScope, f: ShipmentFilters): Promise<Page<ShipmentRow>> {
  const page = Math.max(1, f.page ?? 1);
  const pageSize = Math.min(200, Math.max(1, f.page_size ?? 50));
  const { sql, params } = shipmentWhere(scope, f);
  const [{ n }] = (await em.execute(`select count(*)::int as n from shipments s where ${sql}`, params)) as Array<{ n: number }>;
  const rows = (await em.execute(
    `select s.id, s.reference, s.brand_id, b.slug as brand_slug, b.name as brand_name, s.consignee_name, s.consignee_email, s.consignee_country,
            s.currency, s.total_amount::text as total_amount, s.payment_status, s.created_at
       from shipments s join brands b on b.id = s.brand_id
      where ${sql}
      order by s.created_at desc, s.id
      limit ${pageSize} offset ${(page - 1) * pageSize}`,
    params,
  )) as Array<Omit<ShipmentRow, 'created'> & { created_at: Date }>;
  return {
    rows: rows.map(({ created_at, ...r }) => ({ ...r, created: iso(created_at)! })),
    total: n,
    page,
    page_size: pageSize,
  };
}
