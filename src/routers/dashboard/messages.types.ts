import { z } from 'zod';

export const listMessagesInput = z.object({
  channel: z.enum(['email', 'sms']).optional(),
  status: z.string().max(20).optional(),
  q: z.string().trim().max(200).optional().meta({ description: 'Recipient or shipment reference (substring)' }),
  page: z.number().int().min(1).max(100000).optional(),
});
export const messageRefInput = z.object({ id: z.string().max(64) });
