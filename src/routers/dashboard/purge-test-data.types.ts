import { z } from 'zod';

export const purgeTestDataInput = z.object({
  confirm: z.literal('PURGE', { error: 'type PURGE to confirm' }).meta({ description: 'Must be the word PURGE: the deletion cannot be undone' }),
});
