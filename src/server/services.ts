import type { Orm } from '../db/orm.js';
import type { ShipmentDeps } from '../core/shipments/ports.js';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Knowledge } from './knowledge.js';
import type { CreateShipmentOptions } from '../core/shipments/create-shipment.js';
import type { ConsigneeJourney } from '../core/payments/journey.js';

/** Long-lived collaborators shared by every request of one process. */
export interface AppServices {
  orm: Orm;
  config: Config;
  shipments: ShipmentDeps;
  /** Public base URL of this server (links in emails, payment pages). */
  baseUrl: string;
  /** Credential for internal (admin) tRPC procedures. */
  adminToken: string;
  /** Run inside the shipment-creating transaction (events, relays). */
  shipmentHooks: NonNullable<CreateShipmentOptions['afterInsert']>;
  /** Tariff, exchange-rate and classification knowledge; reloaded after data imports. */
  knowledge: Knowledge;
  logger: Logger;
  /** Consignee messages, payment gateways and payment-page secrets. */
  consigneeJourney: ConsigneeJourney;
}
