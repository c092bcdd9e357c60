import { listShipments } from '../../core/dashboard/shipments.js';
import { sessionProcedure } from './session.js';
import { listShipmentsInput } from './shipments.types.js';

export const listShipmentsProcedure = sessionProcedure
  .input(listShipmentsInput)
  .query(({ ctx, input }) => listShipments(ctx.em, { accountId: ctx.principal.accountId, isTest: ctx.principal.isTest }, input));
