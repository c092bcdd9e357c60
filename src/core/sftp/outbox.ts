import type { EntityManager } from '@mikro-orm/postgresql';
import type { RelayEvent } from '../events/record-event.js';

export const PUSH_TASK = 'sftp_push';
/** graphile-worker's exp(attempts) backoff, capped at exp(10) s ≈ 6 h: 25 attempts span about four days; the sweep revives it after that. */
export const PUSH_JOB_MAX_ATTEMPTS = 25;

export const pushJobKey = (configId: string) => `${PUSH_TASK}:${configId}`;

/**
 * Queues the event for the status files of every enabled SFTP configuration of its brand and mode,
 * and makes sure a push job is due at the end of the configuration's batching interval. The job key
 * with preserve_run_at means later events join the already scheduled run instead of postponing it.
 */
export async function enqueueForStatusFiles(em: EntityManager, event: RelayEvent): Promise<number> {
  const rows = (await em.execute(
    `with o as (
       insert into sftp_outbox (config_id, event_id, batch_id, created_at)
       select c.id, ?, null, now() from sftp_configs c where c.brand_id = ? and c.mode = ? and c.enabled
       returning config_id
     )
     select graphile_worker.add_job(?, json_build_object('config_id', c.id),
              run_at => now() + make_interval(mins => c.interval_minutes), max_attempts => ?,
              job_key => ? || c.id::text, job_key_mode => 'preserve_run_at') as job
     from o join sftp_configs c on c.id = o.config_id`,
    [event.eventId, event.brandId, event.isTest ? 'test' : 'live', PUSH_TASK, PUSH_JOB_MAX_ATTEMPTS, `${PUSH_TASK}:`],
  )) as unknown[];
  return rows.length;
}
