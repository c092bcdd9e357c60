import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest, ChargeResult, PaymentGateway } from '../../src/core/payments/gateway.js';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';
import { decodeHeader, mimeParts, pdfText, startSmtpReceiver, waitFor } from '../notifications/support.js';
import { openPayPage, postPay, SUCCESS_CARD } from '../payments/page-client.js';

/**
 * FAKE card processor standing in for Stripe, which cannot run here: same PaymentGateway
 * interface as the real StripeGateway adapter, approves every card.
 */
class FakeCardProcessor implements PaymentGateway {
  readonly name = 'fake-card-processor';
  readonly charges: ChargeRequest[] = [];
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.charges.push(request);
    return { outcome: 'succeeded', reference: `fake_${this.charges.length}` };
  }
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const fake = new FakeCardProcessor();

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await startTestApp({ worker: true, env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'receipts@landed.test' } });
  t.services.consigneeJourney.payments.liveGateway = fake;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function createAndPay(key: string, email: string, opts: { requestSentFirst?: boolean } = {}) {
  const res = await api(t.baseUrl, '/api/shipments/', { key, body: shipmentBody({ brand_id: 'pixel-parcel', currency: 'USD', consignee_email: email }) });
  expect(res.status).toBe(201);
  const s = res.body;
  expect((await api(t.baseUrl, `/api/shipments/${s.id}/receipt`, { key })).status).toBe(409);
  // The consignee pays after the payment request has gone out: paying first would race the worker,
  // which rightly skips a payment request for a shipment that is already paid.
  if (opts.requestSentFirst) {
    await waitFor(async () => {
      const body = (await api(t.baseUrl, `/api/shipments/${s.id}/communications`, { key })).body;
      return body.find((m: any) => m.purpose === 'payment_request' && m.status === 'SENT');
    }, 20_000, 'payment request sent');
  }
  const paid = await postPay(s.payment_link, await openPayPage(s.payment_link), SUCCESS_CARD);
  expect(paid.status).toBe(303);
  return s;
}

async function receipt(key: string, id: string) {
  const res = await fetch(`${t.baseUrl}/api/shipments/${id}/receipt`, { headers: { 'x-api-key': key } });
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

describe('receipts', () => {
  it('test mode: a TEST-watermarked PDF from GET /api/shipments/{id}/receipt, never emailed (logged SIMULATED)', async () => {
    const s = await createAndPay(t.demo.keys.test, 'test.receipt@example.com');
    const r = await receipt(t.demo.keys.test, s.id);
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/pdf');
    expect(r.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(r.body);
    expect(text).toContain('TEST');
    expect(text).toContain('TEST RECEIPT');
    expect(text).toContain('Pixel & Parcel');
    expect(text).toContain(s.reference);
    expect(text).toMatch(/Receipt R-\d{8}-[0-9A-F]{8}/);
    expect(text).toContain(s.total_amount);
    expect(text).toMatch(/sim_[0-9a-f]{24}/);
    expect(text).toContain('ending 4242');
    // Served as stored: the same bytes every time.
    expect((await receipt(t.demo.keys.test, s.id)).body.equals(r.body)).toBe(true);
    expect((await receipt(t.demo.keys.live, s.id)).status).toBe(404);
    expect((await receipt('', s.id)).status).toBe(401);

    const log = await waitFor(async () => {
      const res = await api(t.baseUrl, `/api/shipments/${s.id}/communications`, { key: t.demo.keys.test });
      return res.body.find((m: any) => m.purpose === 'receipt');
    }, 20_000, 'simulated receipt message');
    expect(log).toMatchObject({ channel: 'email', status: 'SIMULATED', to: 'test.receipt@example.com' });
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.mails.some((m) => m.to.includes('test.receipt@example.com'))).toBe(false);
  });

  it('live mode: the receipt is emailed with the PDF attached, without watermark', async () => {
    const s = await createAndPay(t.demo.keys.live, 'live.receipt@example.com', { requestSentFirst: true });
    expect(fake.charges.at(-1)).toMatchObject({ amount: s.total_amount, currency: 'USD' });
    const mail = await waitFor(() => smtp.mails.find((m) => m.to.includes('live.receipt@example.com') && /receipt/i.test(decodeHeader(mimeParts(m.raw).headers.subject))), 20_000, 'receipt email');
    const { headers, parts } = mimeParts(mail.raw);
    expect(decodeHeader(headers.from)).toContain('Pixel & Parcel');
    const attachment = parts.find((p) => p.headers['content-type']?.startsWith('application/pdf'))!;
    expect(attachment.headers['content-disposition']).toMatch(/attachment; filename=receipt-R-\d{8}-[0-9A-F]{8}\.pdf/);
    const text = pdfText(attachment.content);
    expect(text).toContain('fake_');
    expect(text).toContain(s.reference);
    expect(text).not.toContain('TEST');
    const api1 = await receipt(t.demo.keys.live, s.id);
    expect(api1.body.equals(attachment.content)).toBe(true);
    // The SMTP server has the mail a moment before the worker records it as SENT.
    const log = await waitFor(async () => {
      const body = (await api(t.baseUrl, `/api/shipments/${s.id}/communications`, { key: t.demo.keys.live })).body;
      return body.every((m: any) => m.status !== 'QUEUED') ? body : null;
    }, 10_000, 'receipt marked sent');
    expect(log.map((m: any) => [m.purpose, m.status])).toEqual([
      ['payment_request', 'SENT'],
      ['receipt', 'SENT'],
    ]);
  });
});
