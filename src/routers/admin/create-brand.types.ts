import { z } from 'zod';
import { brandSettingsSchema } from '../../core/accounts/brands.js';

export const createBrandInput = brandSettingsSchema.extend({ account_id: z.uuid() });
export const brandOutput = z.object({
  id: z.uuid(),
  account_id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  primary_color: z.string(),
  accent_color: z.string(),
  fee_schedule: z.array(z.any()),
  notification_channels: z.array(z.string()),
  sms_window_start: z.string(),
  sms_window_end: z.string(),
  payment_deadline_days: z.number(),
  created: z.string(),
});
