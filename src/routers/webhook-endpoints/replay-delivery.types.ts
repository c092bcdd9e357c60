import { z } from 'zod';

export const replayDeliveryInput = z.object({
  id: z.string().meta({ description: 'Webhook endpoint id (UUID)' }),
  delivery_id: z.string().meta({ description: 'Delivery id (UUID)' }),
});
