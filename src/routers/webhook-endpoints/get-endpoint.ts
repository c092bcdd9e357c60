import { endpointView, findEndpoint } from '../../core/webhooks/endpoints.js';
import { apiKeyProcedure } from '../trpc.js';
import { endpointRefInput } from './endpoint-ref.types.js';
import { webhookEndpointOutput } from './endpoint.schema.js';
import { scopeOf } from './scope.js';

export const getEndpointProcedure = apiKeyProcedure
  .meta({ openapi: { method: 'GET', path: '/webhook-endpoints/{id}', tags: ['Webhooks'], summary: 'Retrieve a webhook endpoint', errorResponses: { 401: 'Missing or invalid API key', 404: 'No such endpoint for this key' } } })
  .input(endpointRefInput)
  .output(webhookEndpointOutput)
  .query(async ({ ctx, input }) => endpointView(await findEndpoint(ctx.em, scopeOf(ctx.principal), input.id)));
