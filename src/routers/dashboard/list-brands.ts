import { listBrands } from '../../core/accounts/brands.js';
import { sessionProcedure } from './session.js';

export const listBrandsProcedure = sessionProcedure.query(({ ctx }) => listBrands(ctx.em, ctx.session.accountId));
