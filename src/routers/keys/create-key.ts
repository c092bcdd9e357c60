import { createApiKey } from '../../core/accounts/api-keys.js';
import { adminProcedure } from '../trpc.js';
import { createKeyInput } from './create-key.types.js';
import { createdApiKeyOutput } from './key.schema.js';

export const createKeyProcedure = adminProcedure
  .input(createKeyInput)
  .output(createdApiKeyOutput)
  .mutation(({ ctx, input }) => createApiKey(ctx.em, { accountId: input.account_id, mode: input.mode, label: input.label, brand: input.brand }));
