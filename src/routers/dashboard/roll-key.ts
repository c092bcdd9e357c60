import { rollApiKey } from '../../core/accounts/api-keys.js';
import { keyRefInput } from './keys.types.js';
import { sessionProcedure } from './session.js';

/** A new key with the same label, scope and mode; the old one is revoked in the same transaction. */
export const rollKeyProcedure = sessionProcedure.input(keyRefInput).mutation(({ ctx, input }) => rollApiKey(ctx.em, ctx.session.accountId, input.id));
