import { z } from 'zod';
import { brandUpdateSchema } from '../../core/dashboard/brand-settings.js';

export const brandRefInput = z.object({ id: z.uuid() });
export const updateBrandInput = z.object({ id: z.uuid(), settings: brandUpdateSchema });
