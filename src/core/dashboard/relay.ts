import type { EntityManager } from '@mikro-orm/postgresql';
import { iso, tableExists, type DashboardScope, type Page } from './tables.js';
import { asUuid } from '../ids.js';

export interface WebhookDeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  shipment_id: string | null;
  endpoint_url: string;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  created: string;
  last_attempt: string | null;
}

export interface StatusFileRow {
  id: string;
  name: string;
  format: string;
  state: string;
  event_count: number;
  brand_slug: string | null;
  attempts: number;
  last_error: string | null;
  created: string;
  pushed: string | null;
}

const PAGE_SIZE = 50;

/** Webhook deliveries of the account's events in one mode (test endpoints receive test events only). */
export async function listWebhookDeliveries(em: EntityManager, scope: DashboardScope, page = 1): Promise<Page<WebhookDeliveryRow>> {
  page = Math.max(1, page);
  if (!(await tableExists(em, 'webhook_deliveries')) || !(await tableExists(em, 'events'))) return { rows: [], total: 0, page, page_size: PAGE_SIZE };
  const from = 'webhook_deliveries d join events e on e.id = d.event_id join webhook_endpoints w on w.id = d.endpoint_id where e.account_id = ? and e.is_test = ?';
  const params = [scope.accountId, scope.isTest];
  const [{ n }] = (await em.execute(`select count(*)::int as n from ${from}`, params)) as Array<{ n: number }>;
  const rows = (await em.execute(
    `select d.id, e.id as event_id, e.type as event_type, e.shipment_id, w.url as endpoint_url, d.status, d.attempt_count, d.last_status_code, d.last_error, d.created_at, d.last_attempt_at
       from ${from} order by d.created_at desc, d.id limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
    params,
  )) as Array<Record<string, unknown>>;
  return {
    rows: rows.map((r) => ({
      id: r.id as string,
      event_id: r.event_id as string,
      event_type: r.event_type as string,
      shipment_id: (r.shipment_id as string | null) ?? null,
      endpoint_url: r.endpoint_url as string,
      status: r.status as string,
      attempts: Number(r.attempt_count),
      last_status_code: r.last_status_code == null ? null : Number(r.last_status_code),
      last_error: (r.last_error as string | null) ?? null,
      created: iso(r.created_at as Date)!,
      last_attempt: iso(r.last_attempt_at as Date | null),
    })),
    total: n,
    page,
    page_size: PAGE_SIZE,
  };
}

/** SFTP status files; in test mode they are generated but kept here instead of being pushed. */
export async function listStatusFiles(em: EntityManager, scope: DashboardScope, page = 1): Promise<Page<StatusFileRow>> {
  page = Math.max(1, page);
  if (!(await tableExists(em, 'status_files'))) return { rows: [], total: 0, page, page_size: PAGE_SIZE };
  const params = [scope.accountId, scope.isTest];
  const [{ n }] = (await em.execute('select count(*)::int as n from status_files where account_id = ? and is_test = ?', params)) as Array<{ n: number }>;
  const rows = (await em.execute(
    `select f.id, f.name, f.format, f.state, f.event_count, b.slug as brand_slug, f.attempts, f.last_error, f.created_at, f.pushed_at
       from status_files f left join brands b on b.id = f.brand_id
      where f.account_id = ? and f.is_test = ? order by f.created_at desc, f.id limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
    params,
  )) as Array<Record<string, unknown>>;
  return {
    rows: rows.map((r) => ({
      id: r.id as string,
      name: r.name as string,
      format: r.format as string,
      state: r.state as string,
      event_count: Number(r.event_count),
      brand_slug: (r.brand_slug as string | null) ?? null,
      attempts: Number(r.attempts),
      last_error: (r.last_error as string | null) ?? null,
      created: iso(r.created_at as Date)!,
      pushed: iso(r.pushed_at as Date | null),
    })),
    total: n,
    page,
    page_size: PAGE_SIZE,
  };
}

export async function getStatusFile(em: EntityManager, scope: DashboardScope, id: string): Promise<{ name: string; format: string; content: string } | null> {
  const uuid = asUuid(id);
  if (!uuid || !(await tableExists(em, 'status_files'))) return null;
  const rows = (await em.execute('select name, format, content from status_files where id = ? and account_id = ? and is_test = ?', [uuid, scope.accountId, scope.isTest])) as Array<{
    name: string;
    format: string;
    content: string;
  }>;
  return rows[0] ?? null;
}
