import { updateBrand } from '../../core/dashboard/brand-settings.js';
import { updateBrandInput } from './brands.types.js';
import { sessionProcedure } from './session.js';

export const updateBrandProcedure = sessionProcedure.input(updateBrandInput).mutation(({ ctx, input }) => updateBrand(ctx.em, ctx.session.accountId, input.id, input.settings));
