import { z } from 'zod';

export const getShipmentInput = z.object({ id: z.string().meta({ description: 'Shipment id (UUID)' }) });
