import { z } from 'zod';
import { listDeliveries } from '../../core/webhooks/deliveries.js';
import { apiKeyProcedure } from '../trpc.js';
import { deliveryOutput } from './endpoint.schema.js';
import { listDeliveriesInput } from './list-deliveries.types.js';
import { scopeOf } from './scope.js';

export const listDeliveriesProcedure = apiKeyProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/webhook-endpoints/{id}/deliveries',
      tags: ['Webhooks'],
      summary: 'Status relay log of an endpoint',
      description: 'Deliveries, newest first, each with every attempt (status code, error, duration, first 2 KB of the response).',
      errorResponses: { 400: 'Invalid request', 401: 'Missing or invalid API key', 404: 'No such endpoint for this key' },
    },
  })
  .input(listDeliveriesInput)
  .output(z.object({ data: z.array(deliveryOutput) }))
  .query(async ({ ctx, input }) => ({ data: await listDeliveries(ctx.em, scopeOf(ctx.principal), input.id, { status: input.status, limit: input.limit, eventId: input.event_id }) }));
