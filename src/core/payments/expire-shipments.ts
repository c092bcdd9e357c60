import type { EntityManager } from '@mikro-orm/postgresql';
import { transitionPaymentStatus } from './state-machine.js';

/**
 * Moves PENDING shipments past their deadline to EXPIRED, a batch at a time, each in its own
 * transaction. Rows being paid right now are skipped (SKIP LOCKED) and left to the payment, which
 * checks the deadline itself. Returns how many expired.
 */
export async function expireOverdueShipments(em: EntityManager, payUrl: string, now = new Date(), batchSize = 200): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await em.fork().transactional(async (tx) => {
      const rows = await tx.execute<Array<{ id: string }>>(
        `select id from shipments where payment_status = 'PENDING' and payment_deadline <= ? order by payment_deadline limit ? for update skip locked`,
        [now, batchSize],
      );
      for (const row of rows) await transitionPaymentStatus(tx, row.id, 'deadline_passed', { actor: 'system', payUrl, reason: 'payment deadline passed', now });
      return rows.length;
    });
    expired += done;
    if (done < batchSize) return expired;
  }
}
