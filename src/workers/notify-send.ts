import { deliverMessage } from '../core/notifications/deliver-message.js';
import { SEND_TASK } from '../core/notifications/deps.js';
import { registerTasks } from './tasks.js';

/** `send_notification` {message_id}: one live email or SMS; retried with backoff on transient failures. */
registerTasks((services) => ({
  [SEND_TASK]: async (payload, helpers) => {
    const messageId = String((payload as { message_id?: unknown }).message_id ?? '');
    if (!messageId) throw new Error('send_notification: payload.message_id missing');
    await deliverMessage(services.orm.em.fork(), services.consigneeJourney.notifications, messageId, { attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts });
  },
}));
