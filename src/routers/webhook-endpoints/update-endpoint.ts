import { updateEndpoint } from '../../core/webhooks/endpoints.js';
import { apiKeyProcedure } from '../trpc.js';
import { webhookEndpointOutput } from './endpoint.schema.js';
import { scopeOf } from './scope.js';
import { updateEndpointInput } from './update-endpoint.types.js';

export const updateEndpointProcedure = apiKeyProcedure
  .meta({ openapi: { method: 'PATCH', path: '/webhook-endpoints/{id}', tags: ['Webhooks'], summary: 'Update a webhook endpoint', errorResponses: { 400: 'Invalid request', 401: 'Missing or invalid API key', 404: 'No such endpoint for this key' } } })
  .input(updateEndpointInput)
  .output(webhookEndpointOutput)
  .mutation(({ ctx, input }) => {
    const { id, ...changes } = input;
    return updateEndpoint(ctx.em, scopeOf(ctx.principal), id, changes, { allowPrivate: ctx.services.config.webhooks.allowPrivate });
  });
