import { createAccount } from '../../core/accounts/brands.js';
import { adminProcedure } from '../trpc.js';
import { accountOutput, createAccountInput } from './create-account.types.js';

export const createAccountProcedure = adminProcedure
  .input(createAccountInput)
  .output(accountOutput)
  .mutation(({ ctx, input }) => createAccount(ctx.em, input.name));
