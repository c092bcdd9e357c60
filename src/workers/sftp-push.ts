import type { EntityManager } from '@mikro-orm/postgresql';
import { batchPendingEvents } from '../core/sftp/batch.js';
import { PUSH_JOB_MAX_ATTEMPTS, PUSH_TASK } from '../core/sftp/outbox.js';
import { pushPendingFiles } from '../core/sftp/push.js';
import { registerCron, registerTasks } from './tasks.js';

const SWEEP_TASK = 'sftp_sweep';

registerTasks((services) => ({
  /** Batch queued events into files, then (live) push every pending file. Throws to retry. */
  [PUSH_TASK]: async (payload) => {
    const { config_id } = payload as { config_id: string };
    const em = services.orm.em.fork() as EntityManager;
    await batchPendingEvents(em, config_id);
    await pushPendingFiles(em, config_id, { allowPrivate: services.config.webhooks.allowPrivate });
  },
  /**
   * Safety net: any configuration with queued events or unpushed files and no live push job gets
   * one (for instance after a job used up its attempts during a long outage). Nothing is dropped.
   */
  [SWEEP_TASK]: async () => {
    await services.orm.em.fork().execute(
      `select graphile_worker.add_job(?, json_build_object('config_id', c.id), max_attempts => ?, job_key => ? || c.id::text)
       from sftp_configs c
       where c.enabled
         and (exists (select 1 from sftp_outbox o where o.config_id = c.id and o.batch_id is null)
              or exists (select 1 from status_files f where f.config_id = c.id and f.state = 'pending'))
         and not exists (select 1 from graphile_worker.jobs j where j.key = ? || c.id::text and j.attempts < j.max_attempts)`,
      [PUSH_TASK, PUSH_JOB_MAX_ATTEMPTS, `${PUSH_TASK}:`, `${PUSH_TASK}:`],
    );
  },
}));

registerCron(`*/5 * * * * ${SWEEP_TASK}`);
