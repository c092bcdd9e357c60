import { classifyDescriptions } from '../../core/classify/classify-descriptions.js';
import { exampleScope } from '../../core/shipments/create-shipment.js';
import { apiKeyProcedure } from '../trpc.js';
import { classifyInput, classifyOutput } from './classify.types.js';

export const classifyProcedure = apiKeyProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/classifications/',
      tags: ['Classification'],
      summary: 'Classify product descriptions',
      description:
        "Picks HS codes for free-text descriptions without creating a shipment. Uses the account's labelled examples (every shipment item sent with an hs_code), separately per mode.",
      errorResponses: { 400: 'Invalid request', 401: 'Missing or invalid API key' },
    },
  })
  .input(classifyInput)
  .output(classifyOutput)
  .mutation(({ ctx, input }) => ({ data: classifyDescriptions(ctx.services.shipments.classifier(), input.items, exampleScope(ctx.principal)) }));
