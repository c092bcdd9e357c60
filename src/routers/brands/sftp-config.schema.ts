import { z } from 'zod';

export const sftpConfigOutput = z
  .object({
    id: z.uuid(),
    brand_id: z.uuid(),
    mode: z.enum(['live', 'test']).meta({ description: 'The key mode it was saved with. Test configurations generate files but never connect.' }),
    host: z.string(),
    port: z.number().int(),
    username: z.string(),
    has_password: z.boolean().meta({ description: 'Credentials are stored but never returned' }),
    has_private_key: z.boolean(),
    host_key_sha256: z.string().nullable(),
    remote_dir: z.string(),
    formats: z.array(z.enum(['csv', 'json'])),
    interval_minutes: z.number().int(),
    enabled: z.boolean(),
    last_push: z.string().nullable(),
    last_error: z.string().nullable(),
    created: z.string(),
    updated: z.string(),
  })
  .meta({ id: 'SftpConfig' });
