import { rollApiKey } from '../../core/accounts/api-keys.js';
import { adminProcedure } from '../trpc.js';
import { createdApiKeyOutput } from './key.schema.js';
import { keyRefInput } from './revoke-key.types.js';

export const rollKeyProcedure = adminProcedure
  .input(keyRefInput)
  .output(createdApiKeyOutput)
  .mutation(({ ctx, input }) => rollApiKey(ctx.em, input.account_id, input.id));
