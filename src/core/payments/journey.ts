import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { NotificationDeps } from '../notifications/deps.js';
import { SmtpEmailTransport, UnconfiguredEmailTransport } from '../notifications/email-transport.js';
import { smsProviderFrom } from '../notifications/sms-provider.js';
import type { PaymentDeps } from './pay-shipment.js';
import { SimulatorGateway } from './simulator-gateway.js';
import { StripeGateway } from './stripe-gateway.js';

/** Collaborators of the consignee journey (messages, payment page, receipts), built once per process. */
export interface ConsigneeJourney {
  notifications: NotificationDeps;
  payments: PaymentDeps;
  /** Key for the payment page's CSRF tokens. */
  csrfKey: Buffer;
  payUrl: string;
}

export function buildConsigneeJourney(config: Config, logger: Logger, payUrl: string, adminToken: string): ConsigneeJourney {
  const { smtp } = config;
  return {
    notifications: {
      email: smtp.host ? new SmtpEmailTransport({ ...smtp, host: smtp.host }) : new UnconfiguredEmailTransport(),
      sms: smsProviderFrom(config.sms),
      fromAddress: smtp.from,
      payUrl,
      logger,
    },
    payments: {
      payUrl,
      testGateway: new SimulatorGateway(),
      liveGateway: config.stripeSecretKey ? new StripeGateway(config.stripeSecretKey) : null,
    },
    csrfKey: createHmac('sha256', config.paymentPageSecret ?? adminToken).update('landed payment page csrf').digest(),
    payUrl,
  };
}
