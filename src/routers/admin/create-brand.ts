import { createBrand } from '../../core/accounts/brands.js';
import { adminProcedure } from '../trpc.js';
import { brandOutput, createBrandInput } from './create-brand.types.js';

export const createBrandProcedure = adminProcedure
  .input(createBrandInput)
  .output(brandOutput)
  .mutation(({ ctx, input }) => {
    const { account_id, ...settings } = input;
    return createBrand(ctx.em, account_id, settings);
  });
