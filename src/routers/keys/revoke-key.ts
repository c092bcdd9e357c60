import { revokeApiKey } from '../../core/accounts/api-keys.js';
import { adminProcedure } from '../trpc.js';
import { apiKeyOutput } from './key.schema.js';
import { keyRefInput } from './revoke-key.types.js';

export const revokeKeyProcedure = adminProcedure
  .input(keyRefInput)
  .output(apiKeyOutput)
  .mutation(({ ctx, input }) => revokeApiKey(ctx.em, input.account_id, input.id));
