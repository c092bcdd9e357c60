import { z } from 'zod';

export const createKeyInput = z.object({
  account_id: z.uuid(),
  mode: z.enum(['live', 'test']),
  label: z.string().trim().min(1).max(100),
  brand: z.string().trim().min(1).optional().meta({ description: 'Brand UUID or slug for a brand-scoped key' }),
});
