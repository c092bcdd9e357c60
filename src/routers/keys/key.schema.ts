import { z } from 'zod';

export const apiKeyOutput = z.object({
  id: z.uuid(),
  prefix: z.string(),
  label: z.string(),
  mode: z.enum(['live', 'test']),
  account_id: z.uuid(),
  brand_id: z.uuid().nullable(),
  brand_slug: z.string().nullable(),
  created: z.string(),
  last_used: z.string().nullable(),
  revoked: z.string().nullable(),
});
export const createdApiKeyOutput = apiKeyOutput.extend({ key: z.string().meta({ description: 'The full key: shown once, never again' }) });
