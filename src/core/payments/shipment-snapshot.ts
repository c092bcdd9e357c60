import type { EntityManager } from '@mikro-orm/postgresql';
import { Brand, Shipment, ShipmentFee, ShipmentItem } from '../../db/entities/index.js';
import type { IBrand } from '../../db/entities/brand.js';
import type { IShipment } from '../../db/entities/shipment.js';
import type { IShipmentFee } from '../../db/entities/shipment-fee.js';
import type { IShipmentItem } from '../../db/entities/shipment-item.js';
import { toShipmentView } from '../shipments/shipment-view.js';
import type { ShipmentView } from '../shipments/types.js';

export interface ShipmentSnapshot {
  shipment: IShipment;
  brand: IBrand;
  items: IShipmentItem[];
  fees: IShipmentFee[];
  view: ShipmentView;
  accountId: string;
}

/**
 * The shipment as the database has it now (identity map refreshed: status changes are
 * compare-and-set updates that bypass the unit of work), with its brand, items and fees.
 */
export async function freshShipmentView(em: EntityManager, shipmentId: string, payUrl: string): Promise<ShipmentSnapshot> {
  const shipment = await em.findOneOrFail(Shipment, { id: shipmentId }, { refresh: true });
  const [brand, items, fees] = await Promise.all([
    em.findOneOrFail(Brand, { id: shipment.brand.id }),
    em.find(ShipmentItem, { shipment: shipmentId }),
    em.find(ShipmentFee, { shipment: shipmentId }),
  ]);
  return { shipment, brand, items, fees, view: toShipmentView(shipment, brand.slug, items, fees, payUrl), accountId: shipment.account.id };
}

/** Same, by the consignee's payment token; null when no shipment has it. */
export async function snapshotByToken(em: EntityManager, token: string, payUrl: string): Promise<ShipmentSnapshot | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const row = await em.findOne(Shipment, { paymentToken: token }, { refresh: true });
  return row ? freshShipmentView(em, row.id, payUrl) : null;
}
