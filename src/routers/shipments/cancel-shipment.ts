import { cancelShipment } from '../../core/payments/cancel-shipment.js';
import { apiKeyProcedure } from '../trpc.js';
import { cancelShipmentInput } from './cancel-shipment.types.js';
import { shipmentOutput } from './shipment.schema.js';

export const cancelShipmentProcedure = apiKeyProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/shipments/{id}/cancel',
      tags: ['Shipments'],
      summary: 'Cancel a shipment',
      description:
        'Moves a PENDING shipment to CANCELLED: its payment link stops accepting payments and scheduled messages are skipped. ' +
        'Cancelling a CANCELLED shipment returns it unchanged; a PAID or EXPIRED shipment cannot be cancelled (409 invalid_status_transition).',
      errorResponses: { 401: 'Missing or invalid API key', 404: 'No such shipment for this key', 409: 'The shipment is PAID or EXPIRED' },
    },
  })
  .input(cancelShipmentInput)
  .output(shipmentOutput)
  .mutation(async ({ ctx, input }) => cancelShipment(ctx.em, ctx.principal, input.id, input.reason, ctx.services.shipments.payUrl));
