import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { authenticateApiKey } from '../../core/auth/authenticate.js';
import { ConflictError, NotFoundError } from '../../core/errors/index.js';
import { ensureReceipt } from '../../core/receipts/issue-receipt.js';
import { Shipment } from '../../db/entities/index.js';
import type { AppServices } from '../../server/services.js';
import { asUuid } from '../../core/ids.js';

/**
 * `GET /api/shipments/{id}/receipt` → the receipt PDF (application/pdf) of a PAID shipment of the
 * key's account and mode. A fastify route, not a tRPC procedure, because the body is binary.
 * 404 shipment_not_found; 409 shipment_not_paid while it is not PAID.
 */
export async function receiptApiPlugin(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get('/api/shipments/:id/receipt', async (req, reply) => {
    const em = services.orm.em.fork() as EntityManager;
    const header = req.headers['x-api-key'];
    const principal = await authenticateApiKey(em, Array.isArray(header) ? header[0] : header);
    const id = asUuid(String((req.params as { id: string }).id));
    const shipment = id ? await em.findOne(Shipment, { id, account: principal.accountId, isTest: principal.isTest }) : null;
    if (!shipment) throw new NotFoundError('Shipment not found', 'id', 'shipment_not_found');
    if (shipment.paymentStatus !== 'PAID') throw new ConflictError(`No receipt: the shipment is ${shipment.paymentStatus}`, 'shipment_not_paid', 'id');
    const receipt = await ensureReceipt(em, shipment.id, services.consigneeJourney.payUrl);
    if (!receipt) throw new ConflictError('No successful payment recorded', 'shipment_not_paid', 'id');
    return reply.type('application/pdf').header('content-disposition', `inline; filename="receipt-${receipt.number}.pdf"`).send(receipt.pdf);
  });
}
