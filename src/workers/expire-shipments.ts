import { expireOverdueShipments } from '../core/payments/expire-shipments.js';
import { registerCron, registerTasks } from './tasks.js';

export const EXPIRE_TASK = 'expire_shipments';

/** Moves PENDING shipments past their payment deadline to EXPIRED (cron, every 5 minutes). */
registerTasks((services) => ({
  [EXPIRE_TASK]: async (_payload, helpers) => {
    const n = await expireOverdueShipments(services.orm.em.fork(), services.consigneeJourney.payUrl);
    if (n) helpers.logger.info(`expire_shipments: ${n} shipment(s) expired`);
  },
}));

registerCron(`*/5 * * * * ${EXPIRE_TASK} ?max=1&jobKey=${EXPIRE_TASK}`);
