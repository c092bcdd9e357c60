import { loadShipmentDetail } from '../../core/dashboard/shipment-detail.js';
import { NotFoundError } from '../../core/errors/index.js';
import { sessionProcedure } from './session.js';
import { shipmentRefInput } from './shipments.types.js';

/** A shipment of the current mode only: a live shipment is not found while the toggle is on test. */
export const getShipmentProcedure = sessionProcedure.input(shipmentRefInput).query(async ({ ctx, input }) => {
  const detail = await loadShipmentDetail(ctx.em, { accountId: ctx.principal.accountId, isTest: ctx.principal.isTest }, input.id, ctx.services.shipments.payUrl);
  if (!detail) throw new NotFoundError('Shipment not found', 'id', 'shipment_not_found');
  return detail;
});
