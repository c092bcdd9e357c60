import { z } from 'zod';
import { createShipment } from '../../core/shipments/create-shipment.js';
import { validateIdempotencyKey } from '../../core/shipments/idempotency.js';
import { header } from '../context.js';
import { apiKeyProcedure } from '../trpc.js';
import { createShipmentInput, createShipmentRequestExample } from './create-shipment.types.js';
import { shipmentExample, shipmentOutput } from './shipment.schema.js';

export const createShipmentProcedure = apiKeyProcedure
  .meta({
    successStatus: 201,
    requestExample: createShipmentRequestExample,
    responseExample: shipmentExample,
    openapi: {
      method: 'POST',
      path: '/shipments/',
      tags: ['Shipments'],
      summary: 'Create a shipment',
      description:
        'Classifies items without `hs_code`, computes duties, taxes and brand fees for the destination, stores the shipment and schedules the consignee notification. ' +
        'Send `Idempotency-Key` to make retries safe: a retry with the same key and body returns the first response (header `Idempotent-Replayed: true`); the same key with another body is a 409.',
      requestHeaders: z.object({ 'idempotency-key': z.string().optional().meta({ description: 'Unique key (≤255 printable ASCII) making the creation safe to retry' }) }),
      successDescription: 'The created shipment',
      errorResponses: { 400: 'Invalid request', 401: 'Missing or invalid API key', 404: 'Brand not found', 409: 'Idempotency key reused with another body' },
    },
  })
  .input(createShipmentInput)
  .output(shipmentOutput)
  .mutation(async ({ ctx, input }) => {
    const rawKey = header(ctx, 'idempotency-key');
    const idempotencyKey = rawKey === undefined ? undefined : validateIdempotencyKey(rawKey);
    const { shipment, replayed } = await createShipment(ctx.em, ctx.services.shipments, ctx.principal, input, {
      idempotencyKey,
      afterInsert: ctx.services.shipmentHooks,
    });
    if (replayed) ctx.responseHeaders['idempotent-replayed'] = 'true';
    return shipment;
  });
