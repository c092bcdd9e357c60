import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

export const reportInput = z.object({
  period: z.enum(['day', 'week', 'month']).meta({ description: 'Grouping; weeks start on Monday (UTC)' }),
  from: day.meta({ description: 'First day, inclusive (UTC)' }),
  to: day.meta({ description: 'Last day, inclusive (UTC)' }),
  brand_id: z.uuid().optional(),
  format: z.enum(['json', 'csv']).optional().meta({ description: 'csv adds `csv` and `filename` to the result' }),
});
