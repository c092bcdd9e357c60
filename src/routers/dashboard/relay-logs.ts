import { listStatusFiles, listWebhookDeliveries } from '../../core/dashboard/relay.js';
import { relayLogsInput } from './relay.types.js';
import { sessionProcedure } from './session.js';

/** Status relay log: webhook deliveries and SFTP status files of the current mode. */
export const relayLogsProcedure = sessionProcedure.input(relayLogsInput).query(async ({ ctx, input }) => {
  const scope = { accountId: ctx.principal.accountId, isTest: ctx.principal.isTest };
  return {
    deliveries: await listWebhookDeliveries(ctx.em, scope, input.deliveries_page),
    files: await listStatusFiles(ctx.em, scope, input.files_page),
  };
});
