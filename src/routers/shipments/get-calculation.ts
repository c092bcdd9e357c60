import { NotFoundError } from '../../core/errors/index.js';
import { loadCalculation } from '../../core/shipments/calculation.js';
import { apiKeyProcedure } from '../trpc.js';
import { calculationOutput } from './get-calculation.types.js';
import { getShipmentInput } from './get-shipment.types.js';

export const getCalculationProcedure = apiKeyProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/shipments/{id}/calculation',
      tags: ['Shipments'],
      summary: 'Explain how the amounts were calculated',
      description: 'The explanation stored with the shipment at creation: the same input and datasets always give the same result.',
      errorResponses: { 401: 'Missing or invalid API key', 404: 'No such shipment for this key' },
    },
  })
  .input(getShipmentInput)
  .output(calculationOutput)
  .query(async ({ ctx, input }) => {
    const calc = await loadCalculation(ctx.em, { accountId: ctx.principal.accountId, isTest: ctx.principal.isTest }, input.id);
    if (!calc) throw new NotFoundError('Shipment not found', 'id', 'shipment_not_found');
    return calc as never;
  });
