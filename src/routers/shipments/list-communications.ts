import { listCommunications } from '../../core/notifications/communications.js';
import { apiKeyProcedure } from '../trpc.js';
import { listCommunicationsInput, listCommunicationsOutput } from './list-communications.types.js';

export const listCommunicationsProcedure = apiKeyProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/shipments/{id}/communications',
      tags: ['Shipments'],
      summary: "List a shipment's consignee messages",
      description:
        'Every email and SMS sent, scheduled, simulated (test mode), suppressed or failed for the shipment, oldest first, with its full content. ' +
        "Shipments of the key's account and mode only.",
      errorResponses: { 401: 'Missing or invalid API key', 404: 'No such shipment for this key' },
    },
  })
  .input(listCommunicationsInput)
  .output(listCommunicationsOutput)
  .query(async ({ ctx, input }) => listCommunications(ctx.em, { accountId: ctx.principal.accountId, isTest: ctx.principal.isTest }, input.id));
