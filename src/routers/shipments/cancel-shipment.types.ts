import { z } from 'zod';

export const cancelShipmentInput = z.object({
  id: z.string().meta({ description: 'Shipment id (UUID)' }),
  reason: z.string().trim().min(1).max(500).optional().meta({ description: 'Why, for the status history' }),
});
