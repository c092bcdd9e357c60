import { listApiKeys } from '../../core/accounts/api-keys.js';
import { listKeysInput } from './keys.types.js';
import { sessionProcedure } from './session.js';

/** Keys of both modes: key administration is not filtered by the live/test toggle. */
export const listKeysProcedure = sessionProcedure.input(listKeysInput).query(({ ctx, input }) => listApiKeys(ctx.em, ctx.session.accountId, { includeRevoked: input?.include_revoked }));
