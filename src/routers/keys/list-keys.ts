import { z } from 'zod';
import { listApiKeys } from '../../core/accounts/api-keys.js';
import { adminProcedure } from '../trpc.js';
import { apiKeyOutput } from './key.schema.js';
import { listKeysInput } from './list-keys.types.js';

export const listKeysProcedure = adminProcedure
  .input(listKeysInput)
  .output(z.array(apiKeyOutput))
  .query(({ ctx, input }) => listApiKeys(ctx.em, input.account_id, { includeRevoked: input.include_revoked, mode: input.mode }));
