import { NotFoundError } from '../../core/errors/index.js';
import { loadShipmentView } from '../../core/shipments/shipment-view.js';
import { apiKeyProcedure } from '../trpc.js';
import { getShipmentInput } from './get-shipment.types.js';
import { shipmentExample, shipmentOutput } from './shipment.schema.js';

export const getShipmentProcedure = apiKeyProcedure
  .meta({
    responseExample: shipmentExample,
    openapi: {
      method: 'GET',
      path: '/shipments/{id}',
      tags: ['Shipments'],
      summary: 'Retrieve a shipment',
      description: "Shipments of the key's account and mode only: a test key never sees live shipments and vice versa (404).",
      errorResponses: { 401: 'Missing or invalid API key', 404: 'No such shipment for this key' },
    },
  })
  .input(getShipmentInput)
  .output(shipmentOutput)
  .query(async ({ ctx, input }) => {
    const view = await loadShipmentView(ctx.em, { accountId: ctx.principal.accountId, isTest: ctx.principal.isTest }, input.id, ctx.services.shipments.payUrl);
    if (!view) throw new NotFoundError('Shipment not found', 'id', 'shipment_not_found');
    return view;
  });
