import type { ShipmentEventType } from './bus.js';

/** Every event type, at run time (filters are validated against it). */
export const shipmentEventTypes = [
  'shipment.created',
  'shipment.payment_succeeded',
  'shipment.paid',
  'shipment.payment_failed',
  'shipment.expired',
  'shipment.cancelled',
  'shipment.notification_sent',
  'shipment.notification_failed',
] as const satisfies readonly ShipmentEventType[];

// Fails to compile when bus.ts gains a type this list lacks.
type Missing = Exclude<ShipmentEventType, (typeof shipmentEventTypes)[number]>;
const exhaustive: Missing extends never ? true : false = true;
void exhaustive;

export const eventTypeDescriptions: Record<ShipmentEventType, string> = {
  'shipment.created': 'A shipment was created; its duties, taxes and fees are calculated and the consignee will be notified.',
  'shipment.payment_succeeded': 'A payment attempt for the shipment succeeded.',
  'shipment.paid': 'The shipment is paid in full (payment_status PAID).',
  'shipment.payment_failed': 'A payment attempt failed; the shipment stays PENDING and the consignee may retry.',
  'shipment.expired': 'The payment deadline passed without payment (payment_status EXPIRED).',
  'shipment.cancelled': 'The client cancelled the shipment (payment_status CANCELLED).',
  'shipment.notification_sent': 'The consignee was sent the payment notification (email or SMS).',
  'shipment.notification_failed': 'The consignee notification could not be delivered.',
};
