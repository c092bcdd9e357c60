import { getSftpConfig } from '../../core/sftp/configs.js';
import { apiKeyProcedure } from '../trpc.js';
import { sftpConfigOutput } from './sftp-config.schema.js';
import { sftpBrandRefInput } from './sftp-config.types.js';

export const getSftpConfigProcedure = apiKeyProcedure
  .meta({ openapi: { method: 'GET', path: '/brands/{brand_id}/sftp-config', tags: ['Status files'], summary: "Retrieve a brand's SFTP configuration", errorResponses: { 401: 'Missing or invalid API key', 404: 'No brand or configuration for this key' } } })
  .input(sftpBrandRefInput)
  .output(sftpConfigOutput)
  .query(({ ctx, input }) => getSftpConfig(ctx.em, ctx.principal, input.brand_id));
