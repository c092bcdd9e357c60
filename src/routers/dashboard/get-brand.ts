import { brandView } from '../../core/accounts/brands.js';
import { relaySettings } from '../../core/dashboard/brand-settings.js';
import { NotFoundError } from '../../core/errors/index.js';
import { Brand } from '../../db/entities/index.js';
import { brandRefInput } from './brands.types.js';
import { sessionProcedure } from './session.js';

/** A brand with the webhook endpoints and SFTP targets that relay its statuses (secrets omitted). */
export const getBrandProcedure = sessionProcedure.input(brandRefInput).query(async ({ ctx, input }) => {
  const brand = await ctx.em.findOne(Brand, { id: input.id, account: ctx.session.accountId });
  if (!brand) throw new NotFoundError('Brand not found', 'id', 'brand_not_found');
  return { brand: brandView(brand), relay: await relaySettings(ctx.em, ctx.session.accountId, brand.id) };
});
