import { z } from 'zod';

export const listKeysInput = z.object({
  account_id: z.uuid(),
  include_revoked: z.boolean().optional(),
  mode: z.enum(['live', 'test']).optional(),
});
