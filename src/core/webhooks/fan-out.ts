import type { EntityManager } from '@mikro-orm/postgresql';
import type { RelayEvent } from '../events/record-event.js';

export const DELIVER_TASK = 'webhook_deliver';
/**
 * graphile-worker's own retries only cover infrastructure failures (database errors inside the
 * task); HTTP failures are retried on our explicit schedule (see schedule.ts) with new jobs.
 */
export const DELIVER_JOB_MAX_ATTEMPTS = 25;

/**
 * One delivery row and one job per enabled endpoint of the event's account and mode that covers
 * its brand (or all brands) and subscribes to its type. Same transaction as the event.
 */
export async function enqueueWebhookDeliveries(em: EntityManager, event: RelayEvent): Promise<number> {
  const rows = (await em.execute(
    `with d as (
       insert into webhook_deliveries (id, endpoint_id, event_id, status, attempt_count, series_attempts, next_attempt_at, created_at, updated_at)
       select gen_random_uuid(), e.id, ?, 'pending', 0, 0, now(), now(), now()
       from webhook_endpoints e
       where e.account_id = ? and e.mode = ? and e.enabled
         and (e.brand_id is null or e.brand_id = ?)
         and (e.event_types is null or e.event_types @> jsonb_build_array(?::text))
       returning id
     )
     select graphile_worker.add_job(?, json_build_object('delivery_id', d.id), max_attempts => ?) as job from d`,
    [event.eventId, event.accountId, event.isTest ? 'test' : 'live', event.brandId, event.type, DELIVER_TASK, DELIVER_JOB_MAX_ATTEMPTS],
  )) as unknown[];
  return rows.length;
}
