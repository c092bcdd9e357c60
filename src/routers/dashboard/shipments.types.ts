import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

export const listShipmentsInput = z.object({
  q: z.string().trim().max(200).optional().meta({ description: 'Reference, consignee name or email (substring), or a shipment id' }),
  brand_id: z.uuid().optional(),
  payment_status: z.enum(['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED']).optional(),
  consignee_country: z.string().regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code').optional(),
  created_from: day.optional(),
  created_to: day.optional(),
  page: z.number().int().min(1).max(100000).optional(),
  page_size: z.number().int().min(1).max(200).optional(),
});
export const shipmentRefInput = z.object({ id: z.string().max(64) });
