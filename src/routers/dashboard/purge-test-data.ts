import { purgeAccountTestData } from '../../core/lifecycle/purge.js';
import { purgeTestDataInput } from './purge-test-data.types.js';
import { sessionProcedure } from './session.js';

/** Deletes every test row of the account now (live rows are never matched); returns rows deleted per table. */
export const purgeTestDataProcedure = sessionProcedure.input(purgeTestDataInput).mutation(async ({ ctx, input: _confirmed }) => {
  // A fresh EntityManager outside any transaction, so each batch commits on its own.
  const deleted = await purgeAccountTestData(ctx.services.orm.em.fork() as typeof ctx.em, ctx.session.accountId);
  return { deleted };
});
