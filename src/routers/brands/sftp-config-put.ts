import { putSftpConfig } from '../../core/sftp/configs.js';
import { apiKeyProcedure } from '../trpc.js';
import { sftpConfigOutput } from './sftp-config.schema.js';
import { putSftpConfigInput } from './sftp-config.types.js';

export const putSftpConfigProcedure = apiKeyProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/brands/{brand_id}/sftp-config',
      tags: ['Status files'],
      summary: "Create or replace a brand's SFTP configuration",
      description:
        "One configuration per brand and key mode. Events of the brand are batched into status files (CSV and/or JSON, see docs/status-relays.md) and pushed by SFTP, written as `.<name>.part` and renamed. Live files are retried until pushed; test-mode files are kept for GET /status-files/ and never pushed.",
      errorResponses: { 400: 'Invalid request', 401: 'Missing or invalid API key', 404: 'Brand not found' },
    },
  })
  .input(putSftpConfigInput)
  .output(sftpConfigOutput)
  .mutation(async ({ ctx, input }) => {
    const { brand_id, ...config } = input;
    return (await putSftpConfig(ctx.em, ctx.principal, brand_id, config, { allowPrivate: ctx.services.config.webhooks.allowPrivate })).config;
  });
