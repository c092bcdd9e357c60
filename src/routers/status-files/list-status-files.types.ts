import { z } from 'zod';

export const listStatusFilesInput = z.object({
  brand_id: z.uuid().optional().meta({ description: "Only this brand's files" }),
  limit: z.coerce.number().int().min(1).max(200).optional().meta({ description: 'Default 50' }),
});
