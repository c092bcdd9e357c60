import { z } from 'zod';
import { eventType } from './endpoint.schema.js';

export const updateEndpointInput = z
  .object({
    id: z.string().meta({ description: 'Webhook endpoint id (UUID)' }),
    url: z.string().trim().min(1).max(2048).optional(),
    events: z.array(eventType).max(50).nullable().optional().meta({ description: 'New filter; null or empty: every type' }),
    description: z.string().trim().max(500).nullable().optional(),
    enabled: z.boolean().optional().meta({ description: 'false pauses deliveries (pending ones end as failed and can be replayed); true re-enables and resets the failure count' }),
  })
  .meta({ id: 'UpdateWebhookEndpointRequest' });
