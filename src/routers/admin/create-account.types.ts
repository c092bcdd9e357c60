import { z } from 'zod';

export const createAccountInput = z.object({ name: z.string().trim().min(1).max(200) });
export const accountOutput = z.object({ id: z.uuid(), name: z.string() });
