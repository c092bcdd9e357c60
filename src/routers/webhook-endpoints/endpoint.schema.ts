import { z } from 'zod';
import { shipmentEventTypes } from '../../core/events/event-types.js';

export const eventType = z.enum(shipmentEventTypes).meta({ description: 'A shipment event type' });

export const webhookEndpointOutput = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(eventType).nullable().meta({ description: 'Event types sent to this endpoint; null: every type' }),
    brand_id: z.uuid().nullable().meta({ description: "Only this brand's shipments; null: every brand of the account" }),
    mode: z.enum(['live', 'test']).meta({ description: "The creating key's mode: test endpoints receive only test events (is_test true), live endpoints only live events" }),
    enabled: z.boolean(),
    disabled_reason: z.string().nullable().meta({ description: 'Why the endpoint is disabled: by the client, or after 5 deliveries in a row failed every attempt' }),
    previous_secret_expires: z.string().nullable().meta({ description: 'After a rotation, deliveries are also signed with the previous secret until this time (24 h)' }),
    created: z.string(),
    updated: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });

export const webhookEndpointWithSecretOutput = webhookEndpointOutput
  .extend({ secret: z.string().meta({ description: 'Signing secret `whsec_…` (Standard Webhooks). Shown only in this response.', example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }) })
  .meta({ id: 'WebhookEndpointWithSecret' });

export const deliveryAttemptOutput = z.object({
  attempt: z.number().int().meta({ description: '1-based, over the life of the delivery (replays continue the numbering)' }),
  outcome: z.enum(['in_flight', 'succeeded', 'failed', 'interrupted']).meta({ description: 'interrupted: the worker stopped during the request; the attempt was repeated' }),
  status_code: z.number().int().nullable(),
  error: z.string().nullable().meta({ description: 'e.g. "HTTP 500", "timed out after 10000 ms", "connect ECONNREFUSED …"' }),
  response_body: z.string().nullable().meta({ description: 'First 2 KB of the response' }),
  duration_ms: z.number().int().nullable(),
  url: z.string(),
  started: z.string(),
});

export const deliveryOutput = z
  .object({
    id: z.uuid(),
    endpoint_id: z.uuid(),
    event_id: z.string().meta({ description: 'Also the webhook-id header of every attempt' }),
    event_type: z.string(),
    shipment_id: z.uuid(),
    status: z.enum(['pending', 'succeeded', 'failed']).meta({ description: 'pending: being attempted (or a retry is scheduled); succeeded: a 2xx was received; failed: every attempt of the schedule failed (replayable)' }),
    attempt_count: z.number().int(),
    next_attempt: z.string().nullable(),
    last_status_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
    succeeded: z.string().nullable(),
    created: z.string(),
    attempts: z.array(deliveryAttemptOutput),
  })
  .meta({ id: 'WebhookDelivery' });
