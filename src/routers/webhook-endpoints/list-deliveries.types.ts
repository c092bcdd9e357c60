import { z } from 'zod';

export const listDeliveriesInput = z.object({
  id: z.string().meta({ description: 'Webhook endpoint id (UUID)' }),
  status: z.enum(['pending', 'succeeded', 'failed']).optional(),
  event_id: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().meta({ description: 'Default 50' }),
});
