import type { CreateShipmentOptions } from '../core/shipments/create-shipment.js';
import type { ServerOptions } from './app.js';

/**
 * Extension points filled by feature modules: fastify plugins (payment pages, dashboard, inbound
 * provider webhooks) and hooks that run inside the shipment-creating transaction (events).
 */
export const serverPlugins: NonNullable<ServerOptions['plugins']> = [];
export const shipmentHooks: NonNullable<CreateShipmentOptions['afterInsert']> = [];
