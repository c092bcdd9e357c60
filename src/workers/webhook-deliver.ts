import type { EntityManager } from '@mikro-orm/postgresql';
import { runDeliveryAttempt } from '../core/webhooks/deliver.js';
import { DELIVER_TASK } from '../core/webhooks/fan-out.js';
import { registerTasks } from './tasks.js';

registerTasks((services) => ({
  [DELIVER_TASK]: async (payload) => {
    const { delivery_id } = payload as { delivery_id: string };
    const outcome = await runDeliveryAttempt(services.orm.em.fork() as EntityManager, delivery_id, {
      timeoutMs: services.config.webhooks.timeoutMs,
      allowPrivate: services.config.webhooks.allowPrivate,
    });
    services.logger.debug({ delivery_id, outcome }, 'webhook delivery attempt');
  },
}));
