import type { EntityManager } from '@mikro-orm/postgresql';
import { Shipment } from '../../db/entities/index.js';
import { asUuid } from '../ids.js';

/** The stored landed-cost explanation of a shipment of this account and mode, or null. */
export async function loadCalculation(em: EntityManager, scope: { accountId: string; isTest: boolean }, id: string) {
  const uuid = asUuid(id);
  if (!uuid) return null;
  const s = await em.findOne(Shipment, { id: uuid, account: scope.accountId, isTest: scope.isTest });
  if (!s) return null;
  return { shipment_id: s.id, currency: s.currency, created: s.createdAt.toISOString(), explanation: s.calculation };
}
