import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError } from '../errors/index.js';
import { findEndpoint } from './endpoints.js';
import { DELIVER_JOB_MAX_ATTEMPTS, DELIVER_TASK } from './fan-out.js';
import type { DeliveryAttemptView, DeliveryView, EndpointScope } from './types.js';
import { asUuid } from '../ids.js';

const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());

async function deliveryViews(em: EntityManager, where: string, params: unknown[]): Promise<DeliveryView[]> {
  const rows = (await em.execute(
    `select d.*, ev.type as event_type, ev.shipment_id from webhook_deliveries d join events ev on ev.id = d.event_id where ${where}`,
    params,
  )) as Array<Record<string, any>>;
  if (!rows.length) return [];
  const attempts = (await em.execute(`select * from webhook_delivery_attempts where delivery_id = any(?::uuid[]) order by attempt`, [`{${rows.map((r) => r.id).join(",")}}`])) as Array<Record<string, any>>;
  const byDelivery = new Map<string, DeliveryAttemptView[]>();
  for (const a of attempts) {
    const list = byDelivery.get(a.delivery_id) ?? [];
    list.push({ attempt: a.attempt, outcome: a.outcome, status_code: a.status_code, error: a.error, response_body: a.response_body, duration_ms: a.duration_ms, url: a.url, started: iso(a.started_at)! });
    byDelivery.set(a.delivery_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    endpoint_id: r.endpoint_id,
    event_id: r.event_id,
    event_type: r.event_type,
    shipment_id: r.shipment_id,
    status: r.status,
    attempt_count: r.attempt_count,
    next_attempt: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    last_status_code: r.last_status_code,
    last_error: r.last_error,
    succeeded: iso(r.succeeded_at),
    created: iso(r.created_at)!,
    attempts: byDelivery.get(r.id) ?? [],
  }));
}

/** The status relay log of one endpoint, newest first. */
export async function listDeliveries(
  em: EntityManager,
  scope: EndpointScope,
  endpointId: string,
  opts: { status?: DeliveryView['status']; limit?: number; eventId?: string } = {},
): Promise<DeliveryView[]> {
  const endpoint = await findEndpoint(em, scope, endpointId);
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 200);
  const params: unknown[] = [endpoint.id];
  let where = 'd.endpoint_id = ?';
  if (opts.status) {
    where += ' and d.status = ?';
    params.push(opts.status);
  }
  if (opts.eventId) {
    where += ' and d.event_id = ?';
    params.push(opts.eventId);
  }
  params.push(limit);
  return deliveryViews(em, `${where} order by d.created_at desc, d.id desc limit ?`, params);
}

/** Sends a finished (failed or succeeded) delivery again, with the same webhook-id and a fresh retry schedule. */
export async function replayDelivery(em: EntityManager, scope: EndpointScope, endpointId: string, deliveryId: string): Promise<DeliveryView> {
  const endpoint = await findEndpoint(em, scope, endpointId);
  if (!endpoint.enabled) throw new ConflictError('The endpoint is disabled; enable it before replaying', 'endpoint_disabled');
  return em.transactional(async (tx) => {
    const rows = (await tx.execute(`select status from webhook_deliveries where id = ? and endpoint_id = ? for update`, [
      asUuid(deliveryId) ?? '00000000-0000-0000-0000-000000000000',
      endpoint.id,
    ])) as Array<{ status: string }>;
    if (!rows[0]) throw new NotFoundError('Delivery not found', 'delivery_id', 'delivery_not_found');
    if (rows[0].status === 'pending') throw new ConflictError('The delivery is still being attempted', 'delivery_pending');
    const now = new Date();
    await tx.execute(`update webhook_deliveries set status = 'pending', series_attempts = 0, next_attempt_at = ?, last_error = null, updated_at = ? where id = ?`, [now, now, deliveryId.toLowerCase()]);
    await tx.execute(`select graphile_worker.add_job(?, json_build_object('delivery_id', ?::text), max_attempts => ?)`, [DELIVER_TASK, deliveryId.toLowerCase(), DELIVER_JOB_MAX_ATTEMPTS]);
    return (await deliveryViews(tx, 'd.id = ?', [deliveryId.toLowerCase()]))[0];
  });
}
