import { rotateEndpointSecret } from '../../core/webhooks/endpoints.js';
import { apiKeyProcedure } from '../trpc.js';
import { endpointRefInput } from './endpoint-ref.types.js';
import { webhookEndpointWithSecretOutput } from './endpoint.schema.js';
import { scopeOf } from './scope.js';

export const rotateSecretProcedure = apiKeyProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/webhook-endpoints/{id}/rotate-secret',
      tags: ['Webhooks'],
      summary: 'Rotate the signing secret',
      description: 'Returns the new secret (shown once). For 24 hours every delivery carries two signatures in webhook-signature, one per secret, so receivers can switch at their pace.',
      errorResponses: { 401: 'Missing or invalid API key', 404: 'No such endpoint for this key' },
    },
  })
  .input(endpointRefInput)
  .output(webhookEndpointWithSecretOutput)
  .mutation(({ ctx, input }) => rotateEndpointSecret(ctx.em, scopeOf(ctx.principal), input.id));
