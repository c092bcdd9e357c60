import { getStatusFile } from '../../core/sftp/files.js';
import { apiKeyProcedure } from '../trpc.js';
import { getStatusFileInput } from './get-status-file.types.js';
import { statusFileWithContentOutput } from './status-file.schema.js';

export const getStatusFileProcedure = apiKeyProcedure
  .meta({ openapi: { method: 'GET', path: '/status-files/{id}', tags: ['Status files'], summary: 'Retrieve a status file with its content', errorResponses: { 401: 'Missing or invalid API key', 404: 'No such file for this key' } } })
  .input(getStatusFileInput)
  .output(statusFileWithContentOutput)
  .query(({ ctx, input }) => getStatusFile(ctx.em, ctx.principal, input.id));
