import { z } from 'zod';
import { listStatusFiles } from '../../core/sftp/files.js';
import { apiKeyProcedure } from '../trpc.js';
import { listStatusFilesInput } from './list-status-files.types.js';
import { statusFileOutput } from './status-file.schema.js';

export const listStatusFilesProcedure = apiKeyProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/status-files/',
      tags: ['Status files'],
      summary: 'List status files',
      description: "Status files of the key's mode, newest first. With a test key these are the files test mode generated and kept instead of pushing.",
      errorResponses: { 400: 'Invalid request', 401: 'Missing or invalid API key' },
    },
  })
  .input(listStatusFilesInput)
  .output(z.object({ data: z.array(statusFileOutput) }))
  .query(async ({ ctx, input }) => ({ data: await listStatusFiles(ctx.em, ctx.principal, { brandId: input.brand_id, limit: input.limit }) }));
