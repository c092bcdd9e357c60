import { getMessage } from '../../core/dashboard/messages.js';
import { NotFoundError } from '../../core/errors/index.js';
import { messageRefInput } from './messages.types.js';
import { sessionProcedure } from './session.js';

/** A message in full (text and HTML bodies), as sent or, in test mode, simulated. */
export const getMessageProcedure = sessionProcedure.input(messageRefInput).query(async ({ ctx, input }) => {
  const message = await getMessage(ctx.em, { accountId: ctx.principal.accountId, isTest: ctx.principal.isTest }, input.id);
  if (!message) throw new NotFoundError('Message not found', 'id', 'message_not_found');
  return message;
});
