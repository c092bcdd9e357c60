import { z } from 'zod';
import { deleteSftpConfig } from '../../core/sftp/configs.js';
import { apiKeyProcedure } from '../trpc.js';
import { sftpBrandRefInput } from './sftp-config.types.js';

export const deleteSftpConfigProcedure = apiKeyProcedure
  .meta({ openapi: { method: 'DELETE', path: '/brands/{brand_id}/sftp-config', tags: ['Status files'], summary: "Delete a brand's SFTP configuration", description: 'Queued events and generated files of this configuration are deleted with it.', errorResponses: { 401: 'Missing or invalid API key', 404: 'No brand or configuration for this key' } } })
  .input(sftpBrandRefInput)
  .output(z.object({ id: z.uuid(), deleted: z.literal(true) }))
  .mutation(({ ctx, input }) => deleteSftpConfig(ctx.em, ctx.principal, input.brand_id));
