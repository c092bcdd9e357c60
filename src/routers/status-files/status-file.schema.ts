import { z } from 'zod';

export const statusFileOutput = z
  .object({
    id: z.uuid(),
    name: z.string().meta({ example: 'landed-status_northwind_20261122T101500Z_3f2a9c1e.csv' }),
    format: z.enum(['csv', 'json']),
    brand_id: z.uuid(),
    is_test: z.boolean(),
    state: z.enum(['pending', 'pushed', 'kept']).meta({ description: 'pending: waiting to be pushed (retried until it is); pushed: on the SFTP server; kept: test mode, generated but never pushed' }),
    event_count: z.number().int(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    pushed: z.string().nullable(),
    created: z.string(),
  })
  .meta({ id: 'StatusFile' });

export const statusFileWithContentOutput = statusFileOutput.extend({ content: z.string().meta({ description: 'The file as pushed (UTF-8 text)' }) }).meta({ id: 'StatusFileWithContent' });
