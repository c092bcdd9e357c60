import { z } from 'zod';

export const relayLogsInput = z.object({
  deliveries_page: z.number().int().min(1).max(100000).optional(),
  files_page: z.number().int().min(1).max(100000).optional(),
});
export const statusFileRefInput = z.object({ id: z.string().max(64) });
