import { listMessages } from '../../core/dashboard/messages.js';
import { listMessagesInput } from './messages.types.js';
import { sessionProcedure } from './session.js';

export const listMessagesProcedure = sessionProcedure
  .input(listMessagesInput)
  .query(({ ctx, input }) => listMessages(ctx.em, { accountId: ctx.principal.accountId, isTest: ctx.principal.isTest }, input));
