import { revokeApiKey } from '../../core/accounts/api-keys.js';
import { keyRefInput } from './keys.types.js';
import { sessionProcedure } from './session.js';

/** Permanent and immediate: the API reads the key row on every request. */
export const revokeKeyProcedure = sessionProcedure.input(keyRefInput).mutation(({ ctx, input }) => revokeApiKey(ctx.em, ctx.session.accountId, input.id));
