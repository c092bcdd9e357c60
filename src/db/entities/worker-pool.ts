import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Live graphile-worker pools. Each holds a session advisory lock on hashtextextended(pool_id, 0)
 * for as long as its process lives; a registered pool whose lock can be taken is dead, and its
 * job locks are released with graphile_worker.force_unlock_workers.
 */
export const WorkerPool = defineEntity({
  name: 'WorkerPool',
  tableName: 'worker_pools',
  properties: {
    poolId: p.string().primary(),
    hostname: p.string(),
    pid: p.integer(),
    startedAt: p.datetime(),
  },
});
export type IWorkerPool = InferEntity<typeof WorkerPool>;
