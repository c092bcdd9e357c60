import type { ShipmentEventType } from '../events/bus.js';

export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string | null;
  /** null: every event type. */
  events: ShipmentEventType[] | null;
  brand_id: string | null;
  mode: 'live' | 'test';
  enabled: boolean;
  disabled_reason: string | null;
  /** While set, deliveries are also signed with the previous secret (until this time). */
  previous_secret_expires: string | null;
  created: string;
  updated: string;
}

export interface WebhookEndpointWithSecret extends WebhookEndpointView {
  secret: string;
}

export interface DeliveryAttemptView {
  attempt: number;
  outcome: 'in_flight' | 'succeeded' | 'failed' | 'interrupted';
  status_code: number | null;
  error: string | null;
  response_body: string | null;
  duration_ms: number | null;
  url: string;
  started: string;
}

export interface DeliveryView {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  shipment_id: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempt_count: number;
  next_attempt: string | null;
  last_status_code: number | null;
  last_error: string | null;
  succeeded: string | null;
  created: string;
  attempts: DeliveryAttemptView[];
}

export interface EndpointScope {
  accountId: string;
  /** Brand-scoped keys see and create only their brand's endpoints. */
  brandId: string | null;
  mode: 'live' | 'test';
}
