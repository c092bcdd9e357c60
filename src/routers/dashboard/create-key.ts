import { createApiKey } from '../../core/accounts/api-keys.js';
import { createKeyInput } from './keys.types.js';
import { sessionProcedure } from './session.js';

/** The response carries the plaintext key; it is never shown again. */
export const createKeyProcedure = sessionProcedure
  .input(createKeyInput)
  .mutation(({ ctx, input }) => createApiKey(ctx.em, { accountId: ctx.session.accountId, mode: input.mode, label: input.label, brand: input.brand || null }));
