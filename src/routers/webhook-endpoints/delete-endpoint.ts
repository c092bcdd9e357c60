import { z } from 'zod';
import { deleteEndpoint } from '../../core/webhooks/endpoints.js';
import { apiKeyProcedure } from '../trpc.js';
import { endpointRefInput } from './endpoint-ref.types.js';
import { scopeOf } from './scope.js';

export const deleteEndpointProcedure = apiKeyProcedure
  .meta({ openapi: { method: 'DELETE', path: '/webhook-endpoints/{id}', tags: ['Webhooks'], summary: 'Delete a webhook endpoint', description: 'Its pending deliveries and relay log go with it.', errorResponses: { 401: 'Missing or invalid API key', 404: 'No such endpoint for this key' } } })
  .input(endpointRefInput)
  .output(z.object({ id: z.uuid(), deleted: z.literal(true) }))
  .mutation(({ ctx, input }) => deleteEndpoint(ctx.em, scopeOf(ctx.principal), input.id));
