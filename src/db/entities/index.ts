import { Account } from './account.js';
import { ApiKey } from './api-key.js';
import { Brand } from './brand.js';
import { DashboardSession } from './dashboard-session.js';
import { DashboardUser } from './dashboard-user.js';
import { IdempotencyKey } from './idempotency-key.js';
import { Shipment } from './shipment.js';
import { ShipmentFee } from './shipment-fee.js';
import { ShipmentItem } from './shipment-item.js';
import { NotificationMessage } from './notification-message.js';
import { NotificationOptOut } from './notification-opt-out.js';
import { PaymentAttempt } from './payment-attempt.js';
import { Receipt } from './receipt.js';
import { ShipmentStatusTransition } from './shipment-status-transition.js';
import { EventRecord } from './event.js';
import { WebhookEndpoint } from './webhook-endpoint.js';
import { WebhookDelivery } from './webhook-delivery.js';
import { WebhookDeliveryAttempt } from './webhook-delivery-attempt.js';
import { SftpConfig } from './sftp-config.js';
import { StatusFile } from './status-file.js';
import { SftpOutbox } from './sftp-outbox.js';
import { WorkerPool } from './worker-pool.js';
import { tariffDataEntities } from './tariff-data.js';

export { Account, ApiKey, Brand, DashboardSession, DashboardUser, IdempotencyKey, Shipment, ShipmentFee, ShipmentItem, NotificationMessage, NotificationOptOut, PaymentAttempt, Receipt, ShipmentStatusTransition, EventRecord, WebhookEndpoint, WebhookDelivery, WebhookDeliveryAttempt, SftpConfig, StatusFile, SftpOutbox, WorkerPool };

/** Every entity the ORM knows. Add one import line per entity file. */
export const allEntities = [Account, ApiKey, Brand, DashboardSession, DashboardUser, IdempotencyKey, Shipment, ShipmentFee, ShipmentItem, NotificationMessage, NotificationOptOut, PaymentAttempt, Receipt, ShipmentStatusTransition, EventRecord, WebhookEndpoint, WebhookDelivery, WebhookDeliveryAttempt, SftpConfig, StatusFile, SftpOutbox, WorkerPool, ...tariffDataEntities];
