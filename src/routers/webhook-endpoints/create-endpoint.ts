import { createEndpoint } from '../../core/webhooks/endpoints.js';
import { apiKeyProcedure } from '../trpc.js';
import { createEndpointInput } from './create-endpoint.types.js';
import { webhookEndpointWithSecretOutput } from './endpoint.schema.js';
import { scopeOf } from './scope.js';

export const createEndpointProcedure = apiKeyProcedure
  .meta({
    successStatus: 201,
    openapi: {
      method: 'POST',
      path: '/webhook-endpoints/',
      tags: ['Webhooks'],
      summary: 'Create a webhook endpoint',
      description:
        "Events of the key's mode (test keys: test events only) are POSTed to the URL, signed per Standard Webhooks with the returned secret, which is shown only here. " +
        'See the webhooks section for payloads, and docs/status-relays.md for the retry schedule.',
      errorResponses: { 400: 'Invalid request (e.g. url refused)', 401: 'Missing or invalid API key', 404: 'Brand not found', 409: 'Too many endpoints' },
    },
  })
  .input(createEndpointInput)
  .output(webhookEndpointWithSecretOutput)
  .mutation(({ ctx, input }) => createEndpoint(ctx.em, scopeOf(ctx.principal), input, { allowPrivate: ctx.services.config.webhooks.allowPrivate }));
