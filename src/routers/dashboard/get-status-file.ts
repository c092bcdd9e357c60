import { getStatusFile } from '../../core/dashboard/relay.js';
import { NotFoundError } from '../../core/errors/index.js';
import { statusFileRefInput } from './relay.types.js';
import { sessionProcedure } from './session.js';

/** A status file's content, for download (test files are kept here instead of being pushed). */
export const getStatusFileProcedure = sessionProcedure.input(statusFileRefInput).query(async ({ ctx, input }) => {
  const file = await getStatusFile(ctx.em, { accountId: ctx.principal.accountId, isTest: ctx.principal.isTest }, input.id);
  if (!file) throw new NotFoundError('Status file not found', 'id', 'status_file_not_found');
  return file;
});
