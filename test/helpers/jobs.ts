import type { EntityManager } from '@mikro-orm/postgresql';

export interface QueuedJob {
  task_identifier: string;
  payload: Record<string, unknown>;
  run_at: Date;
  attempts: number;
  max_attempts: number;
}

/** Jobs in graphile-worker's queue (its public `jobs` view hides payloads, so read the private tables). */
export async function queuedJobs(em: EntityManager, task?: string): Promise<QueuedJob[]> {
  return (await em.execute(
    `select t.identifier as task_identifier, j.payload, j.run_at, j.attempts, j.max_attempts
       from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
      where (?::text is null or t.identifier = ?) order by j.id`,
    [task ?? null, task ?? null],
  )) as QueuedJob[];
}
