import { z } from 'zod';

export const setModeInput = z.object({ mode: z.enum(['live', 'test']).meta({ description: 'Which data the dashboard shows from now on' }) });
