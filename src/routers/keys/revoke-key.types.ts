import { z } from 'zod';

export const keyRefInput = z.object({ account_id: z.uuid(), id: z.uuid() });
