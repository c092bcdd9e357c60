import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { authenticateApiKey } from '../../core/auth/authenticate.js';
import { errorTypeForKind, httpStatusForKind, LandedError } from '../../core/errors/index.js';
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
    const fail = (status: number, type: string, code: string, message: string, param?: string) =>
      reply.status(status).type('application/json').send({ error: { type, code, message, ...(param ? { param } : {}), request_id: req.id } });
    const em = services.orm.em.fork() as EntityManager;
    const header = req.headers['x-api-key'];
    let principal;
    try {
      principal = await authenticateApiKey(em, Array.isArray(header) ? header[0] : header);
    } catch (err) {
      if (err instanceof LandedError) return fail(httpStatusForKind[err.kind], errorTypeForKind[err.kind], err.code, err.message);
      throw err;
    }
    const id = asUuid(String((req.params as { id: string }).id));
    const shipment = id ? await em.findOne(Shipment, { id, account: principal.accountId, isTest: principal.isTest }) : null;
    if (!shipment) return fail(404, 'invalid_request_error', 'shipment_not_found', 'Shipment not found', 'id');
    if (shipment.paymentStatus !== 'PAID') return fail(409, 'invalid_request_error', 'shipment_not_paid', `No receipt: the shipment is ${shipment.paymentStatus}`, 'id');
    const receipt = await ensureReceipt(em, shipment.id, services.consigneeJourney.payUrl);
    if (!receipt) return fail(409, 'invalid_request_error', 'shipment_not_paid', 'No successful payment recorded', 'id');
    return reply.type('application/pdf').header('content-disposition', `inline; filename="receipt-${receipt.number}.pdf"`).send(receipt.pdf);
  });
}
