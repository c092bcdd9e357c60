import { planPaymentRequest } from '../core/notifications/plan-messages.js';
import { NOTIFY_TASK } from '../core/shipments/create-shipment.js';
import { registerTasks } from './tasks.js';

/**
 * `notify_consignee` {shipment_id}, enqueued with the shipment: plans one payment-request message
 * per brand channel (live: email now, SMS at the next local daytime window; test: SIMULATED rows).
 */
registerTasks((services) => ({
  [NOTIFY_TASK]: async (payload) => {
    const shipmentId = String((payload as { shipment_id?: unknown }).shipment_id ?? '');
    if (!shipmentId) throw new Error('notify_consignee: payload.shipment_id missing');
    await planPaymentRequest(services.orm.em.fork(), services.consigneeJourney.notifications, shipmentId);
  },
}));
