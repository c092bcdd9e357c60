import { z } from 'zod';
import { uuidOrSlug } from '../shared/fields.js';
import { eventType } from './endpoint.schema.js';

export const createEndpointInput = z
  .object({
    url: z.string().trim().min(1).max(2048).meta({
      description: 'http(s) URL receiving POSTs. Hosts that are (or resolve to) private, loopback or link-local addresses are refused unless the server runs with LANDED_ALLOW_PRIVATE_WEBHOOKS=true.',
      example: 'https://example.com/hooks/landed',
    }),
    events: z.array(eventType).max(50).optional().meta({ description: 'Event types to receive; omitted or empty: every type' }),
    brand_id: uuidOrSlug.optional().meta({ description: "Only this brand's events. A brand-scoped key's endpoints are always for its brand." }),
    description: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'CreateWebhookEndpointRequest', example: { url: 'https://example.com/hooks/landed', events: ['shipment.paid', 'shipment.expired'] } });
