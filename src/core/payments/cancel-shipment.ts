import type { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../auth/principal.js';
import { NotFoundError } from '../errors/index.js';
import type { ShipmentView } from '../shipments/types.js';
import { freshShipmentView } from './shipment-snapshot.js';
import { transitionPaymentStatus } from './state-machine.js';
import { Shipment } from '../../db/entities/index.js';
import { asUuid } from '../ids.js';

/**
 * Cancels a PENDING shipment for the key's account and mode (and brand, for brand keys).
 * Cancelling a CANCELLED shipment again returns it unchanged; PAID or EXPIRED is a 409.
 */
export async function cancelShipment(em: EntityManager, principal: Principal, id: string, reason: string | undefined, payUrl: string): Promise<ShipmentView> {
  const uuid = asUuid(id);
  if (!uuid) throw new NotFoundError('Shipment not found', 'id', 'shipment_not_found');
  return em.transactional(async (tx) => {
    const filter = { id: uuid, account: principal.accountId, isTest: principal.isTest, ...(principal.brandId ? { brand: principal.brandId } : {}) };
    const shipment = await tx.findOne(Shipment, filter, { refresh: true });
    if (!shipment) throw new NotFoundError('Shipment not found', 'id', 'shipment_not_found');
    if (shipment.paymentStatus === 'CANCELLED') return (await freshShipmentView(tx, shipment.id, payUrl)).view;
    return transitionPaymentStatus(tx, shipment.id, 'cancelled', { actor: `api_key:${principal.keyId}`, payUrl, reason });
  });
}
