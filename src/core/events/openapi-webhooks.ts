import { eventTypeDescriptions, shipmentEventTypes } from './event-types.js';

type Doc = { components?: { schemas?: Record<string, unknown> }; webhooks?: Record<string, unknown> };

const eventSchema = {
  type: 'object',
  required: ['id', 'type', 'created', 'is_test', 'data'],
  description: 'A shipment event, as POSTed to webhook endpoints and listed in JSON status files. The body is identical on every attempt.',
  properties: {
    id: { type: 'string', description: 'Event id; also the webhook-id header. Unique per event, the same on retries and replays: use it to deduplicate.', example: 'evt_3f2a9c1e6b7d4e0f9a8b7c6d5e4f3a2b' },
    type: { type: 'string', enum: [...shipmentEventTypes] },
    created: { type: 'string', format: 'date-time', description: 'When the change happened (UTC)' },
    is_test: { type: 'boolean', description: 'true for test-mode events, which only test-mode endpoints receive' },
    data: {
      type: 'object',
      required: ['shipment'],
      properties: {
        shipment: { $ref: '#/components/schemas/Shipment' },
        details: { type: 'object', additionalProperties: true, description: 'Facts specific to the event (e.g. payment attempt or message id), when the emitter has any' },
      },
    },
  },
} as const;

const headers = [
  { name: 'webhook-id', in: 'header', required: true, schema: { type: 'string' }, description: 'The event id; the same on every attempt' },
  { name: 'webhook-timestamp', in: 'header', required: true, schema: { type: 'string' }, description: 'Unix seconds when this attempt was signed; reject stale ones (Standard Webhooks suggests 5 minutes)' },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description: 'Space-separated `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`. Two signatures during the 24 h after a secret rotation.',
  },
];

/** Adds the `webhooks` section (one entry per event type) and the ShipmentEvent schema. */
export function addWebhooksSection(doc: Doc): void {
  doc.components = doc.components ?? {};
  doc.components.schemas = { ...(doc.components.schemas ?? {}), ShipmentEvent: eventSchema };
  doc.webhooks = Object.fromEntries(
    shipmentEventTypes.map((type) => [
      type,
      {
        post: {
          summary: type,
          description: `${eventTypeDescriptions[type]}\n\nSent to every enabled endpoint of the account and mode whose brand and event filter match. Answer 2xx within 10 s; anything else is retried (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h, 24 h, 24 h).`,
          operationId: `webhook_${type.replace(/\./g, '_')}`,
          tags: ['Webhooks'],
          parameters: headers,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/ShipmentEvent' }, { type: 'object', properties: { type: { const: type } } }] } } },
          },
          responses: { '2XX': { description: 'Received; any other status (or no answer within the timeout) is retried' } },
        },
      },
    ]),
  );
}
