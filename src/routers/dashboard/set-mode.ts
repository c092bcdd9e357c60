import { setSessionMode } from '../../core/users/sessions.js';
import { sessionProcedure } from './session.js';
import { setModeInput } from './set-mode.types.js';

export const setModeProcedure = sessionProcedure.input(setModeInput).mutation(async ({ ctx, input }) => {
  await setSessionMode(ctx.em, ctx.session.sessionId, input.mode);
  return { mode: input.mode };
});
