import type { CreateShipmentOptions } from '../core/shipments/create-shipment.js';
import type { ServerOptions } from './app.js';
import { recordCreation } from '../core/payments/state-machine.js';
import { receiptApiPlugin } from '../routers/shipments/get-receipt.js';
import { dashboardPlugin } from './plugins/dashboard.js';
import { paymentPagePlugin } from './plugins/payment-page.js';
import { smsInboundPlugin } from './plugins/sms-inbound.js';

/**
 * Extension points filled by feature modules: fastify plugins (payment pages, dashboard, inbound
 * provider webhooks) and hooks that run inside the shipment-creating transaction (events).
 */
export const serverPlugins: NonNullable<ServerOptions['plugins']> = [];
export const shipmentHooks: NonNullable<CreateShipmentOptions['afterInsert']> = [];

serverPlugins.push(paymentPagePlugin, smsInboundPlugin, receiptApiPlugin);
shipmentHooks.push((tx, shipment, principal) => recordCreation(tx, shipment, `api_key:${principal.keyId}`));
serverPlugins.push(dashboardPlugin);
