import { sessionProcedure } from './session.js';

/** Who is signed in, the current live/test mode, and the CSRF token forms must carry. */
export const meProcedure = sessionProcedure.query(({ ctx }) => ({
  email: ctx.session.email,
  account_id: ctx.session.accountId,
  account_name: ctx.session.accountName,
  mode: ctx.session.mode,
  csrf_token: ctx.session.csrfToken,
}));
