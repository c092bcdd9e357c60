import { z } from 'zod';

export const getStatusFileInput = z.object({ id: z.string().meta({ description: 'Status file id (UUID)' }) });
