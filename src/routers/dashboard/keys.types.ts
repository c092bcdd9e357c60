import { z } from 'zod';

export const listKeysInput = z.object({ include_revoked: z.boolean().optional() }).optional();
export const createKeyInput = z.object({
  mode: z.enum(['live', 'test']),
  label: z.string().trim().min(1, 'is required').max(100),
  brand: z.string().trim().optional().meta({ description: 'Brand UUID or slug for a brand-scoped key; empty for an account-level key' }),
});
export const keyRefInput = z.object({ id: z.uuid() });
