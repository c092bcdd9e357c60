import { z } from 'zod';
import { scopeOf } from './scope.js';
import { listEndpoints } from '../../core/webhooks/endpoints.js';
import { apiKeyProcedure } from '../trpc.js';
import { webhookEndpointOutput } from './endpoint.schema.js';

export const listEndpointsProcedure = apiKeyProcedure
  .meta({
    openapi: { method: 'GET', path: '/webhook-endpoints/', tags: ['Webhooks'], summary: 'List webhook endpoints', description: "The key's account and mode (and brand, for a brand key); secrets are never listed.", errorResponses: { 401: 'Missing or invalid API key' } },
  })
  .input(z.object({}))
  .output(z.object({ data: z.array(webhookEndpointOutput) }))
  .query(async ({ ctx }) => ({ data: await listEndpoints(ctx.em, scopeOf(ctx.principal)) }));
