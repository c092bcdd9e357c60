import { planReceiptEmail } from '../core/notifications/plan-messages.js';
import { RECEIPT_TASK } from '../core/payments/pay-shipment.js';
import { ensureReceipt } from '../core/receipts/issue-receipt.js';
import { registerTasks } from './tasks.js';

/** `issue_receipt` {shipment_id}, enqueued with the PAID transition: renders the PDF, then emails it (live) or logs it SIMULATED (test). */
registerTasks((services) => ({
  [RECEIPT_TASK]: async (payload) => {
    const shipmentId = String((payload as { shipment_id?: unknown }).shipment_id ?? '');
    if (!shipmentId) throw new Error('issue_receipt: payload.shipment_id missing');
    const { notifications, payUrl } = services.consigneeJourney;
    const receipt = await ensureReceipt(services.orm.em.fork(), shipmentId, payUrl);
    if (receipt) await planReceiptEmail(services.orm.em.fork(), notifications, shipmentId);
  },
}));
