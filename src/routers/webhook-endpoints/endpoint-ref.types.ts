import { z } from 'zod';

export const endpointRefInput = z.object({ id: z.string().meta({ description: 'Webhook endpoint id (UUID)' }) });
