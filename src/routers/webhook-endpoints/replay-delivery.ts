import { replayDelivery } from '../../core/webhooks/deliveries.js';
import { apiKeyProcedure } from '../trpc.js';
import { deliveryOutput } from './endpoint.schema.js';
import { replayDeliveryInput } from './replay-delivery.types.js';
import { scopeOf } from './scope.js';

export const replayDeliveryProcedure = apiKeyProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/webhook-endpoints/{id}/deliveries/{delivery_id}/replay',
      tags: ['Webhooks'],
      summary: 'Replay a delivery',
      description: 'Sends a failed (or succeeded) delivery again now, with the same webhook-id and a fresh retry schedule. 409 while it is still pending or when the endpoint is disabled.',
      errorResponses: { 401: 'Missing or invalid API key', 404: 'No such endpoint or delivery for this key', 409: 'Delivery pending or endpoint disabled' },
    },
  })
  .input(replayDeliveryInput)
  .output(deliveryOutput)
  .mutation(({ ctx, input }) => replayDelivery(ctx.em, scopeOf(ctx.principal), input.id, input.delivery_id));
