import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEventRecorder, type ShipmentEvent } from '../../src/core/events/bus.js';
import { expireOverdueShipments } from '../../src/core/payments/expire-shipments.js';
import { ATTEMPTS_PER_HOUR } from '../../src/core/payments/pay-shipment.js';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { queuedJobs } from '../helpers/jobs.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';
import { DECLINE_CARD, openPayPage, postPay, REAL_CARD, SUCCESS_CARD } from './page-client.js';

let t: TestApp;
const events: ShipmentEvent[] = [];
beforeAll(async () => {
  t = await startTestApp();
  // Recorders run inside the changing transaction; this one just remembers what it saw.
  registerEventRecorder(async (_em, e) => {
    events.push(e);
  });
});
const eventsOf = (id: string) => events.filter((e) => e.shipment.id === id).map((e) => [e.type, e.shipment.payment_status]);
afterAll(async () => t?.close());

async function create(key = t.demo.keys.test, over: Record<string, unknown> = {}) {
  const res = await api(t.baseUrl, '/api/shipments/', { key, body: shipmentBody({ brand_id: 'northwind', ...over }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const sql = (q: string, params: unknown[] = []) => t.db.orm.em.fork().execute(q, params) as Promise<any[]>;
const attempts = (id: string) => sql('select status, card_last4, failure_code, provider, provider_reference from payment_attempts where shipment_id = ? order by created_at', [id]);
const transitions = (id: string) => sql('select from_status, to_status, cause, actor from shipment_status_transitions where shipment_id = ? order by created_at, to_status', [id]);
const status = async (id: string, key = t.demo.keys.test) => (await api(t.baseUrl, `/api/shipments/${id}`, { key })).body.payment_status;

describe('payment page over HTTP', () => {
  it('serves the page at {PAY_URL}/{token}/pay with security headers and a CSRF cookie', async () => {
    const s = await create();
    expect(s.payment_link).toMatch(new RegExp(`^${t.baseUrl}/p/[A-Za-z0-9_-]{32}/pay$`));
    const page = await openPayPage(s.payment_link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/style-src 'nonce-[^']+'/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.cookie).toMatch(/^landed_pay_csrf=/);
    expect(page.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(page.html).toContain('TEST MODE');
    // The API's own JSON routes are not given the page's headers.
    const apiRes = await api(t.baseUrl, `/api/shipments/${s.id}`, { key: t.demo.keys.test });
    expect(apiRes.headers.get('content-security-policy')).toBeNull();
  });

  it('unknown tokens get a 404 page', async () => {
    expect((await fetch(`${t.baseUrl}/p/${'x'.repeat(32)}/pay`)).status).toBe(404);
  });

  it('refuses a post without a valid CSRF token and charges nothing', async () => {
    const s = await create();
    const page = await openPayPage(s.payment_link);
    expect((await postPay(s.payment_link, { cookie: page.cookie, csrf: 'forged' }, SUCCESS_CARD)).status).toBe(403);
    expect((await postPay(s.payment_link, { cookie: '', csrf: page.csrf }, SUCCESS_CARD)).status).toBe(403);
    expect(await attempts(s.id)).toEqual([]);
    expect(await status(s.id)).toBe('PENDING');
  });

  it('names bad fields without reaching the gateway and never echoes the card number', async () => {
    const s = await create();
    const page = await openPayPage(s.payment_link);
    const res = await postPay(s.payment_link, page, { ...SUCCESS_CARD, card_number: '4242 4242 4242 4241', expiry: '13/40' });
    expect(res.status).toBe(400);
    expect(res.html).toContain('card_number-err');
    expect(res.html).toContain('expiry-err');
    expect(res.html).not.toContain('4242 4242 4242 4241');
    expect(await attempts(s.id)).toEqual([]);
  });

  it('declines 4000 0000 0000 0002, refuses real cards in test mode, and keeps both as failed attempts', async () => {
    const s = await create();
    const page = await openPayPage(s.payment_link);
    const declined = await postPay(s.payment_link, page, DECLINE_CARD);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('declined');
    const refused = await postPay(s.payment_link, page, REAL_CARD);
    expect(refused.status).toBe(402);
    expect(refused.html).toContain('test card');
    expect(await attempts(s.id)).toEqual([
      { status: 'FAILED', card_last4: '0002', failure_code: 'card_declined', provider: 'simulator', provider_reference: expect.stringMatching(/^sim_/) },
      { status: 'FAILED', card_last4: '4444', failure_code: 'not_a_test_card', provider: 'simulator', provider_reference: null },
    ]);
    expect(await status(s.id)).toBe('PENDING');
    expect(eventsOf(s.id)).toEqual([['shipment.created', 'PENDING'], ['shipment.payment_failed', 'PENDING'], ['shipment.payment_failed', 'PENDING']]);
    expect(events.find((e) => e.type === 'shipment.payment_failed' && e.shipment.id === s.id)!.details).toMatchObject({ failure_code: 'card_declined', card_last4: '0002' });
    // Card numbers are never stored: no column of any attempt holds more than the last four digits.
    const rows = await sql('select row_to_json(a)::text as j from payment_attempts a where shipment_id = ?', [s.id]);
    for (const r of rows) expect(r.j).not.toMatch(/5555555555554444|4000000000000002|55555555|40000000/);
  });

  it('pays with 4242 4242 4242 4242: PAID, one transition recorded, receipt job enqueued, page shows paid', async () => {
    const s = await create();
    const page = await openPayPage(s.payment_link);
    const res = await postPay(s.payment_link, page, SUCCESS_CARD);
    expect(res.status).toBe(303);
    expect(res.location).toBe(new URL(s.payment_link).pathname);
    expect(await status(s.id)).toBe('PAID');
    expect(await transitions(s.id)).toEqual([
      { from_status: null, to_status: 'PENDING', cause: 'created', actor: expect.stringMatching(/^api_key:/) },
      { from_status: 'PENDING', to_status: 'PAID', cause: 'payment_succeeded', actor: 'consignee' },
    ]);
    expect(eventsOf(s.id)).toEqual([['shipment.created', 'PENDING'], ['shipment.payment_succeeded', 'PAID'], ['shipment.paid', 'PAID']]);
    expect((await queuedJobs(t.db.orm.em.fork(), 'issue_receipt')).map((j) => j.payload)).toContainEqual({ shipment_id: s.id });
    const after = await fetch(s.payment_link);
    const html = await after.text();
    expect(html).toContain('data-testid="paid"');
    expect(html).not.toContain('<form method="post"');
    // Paying again is refused without charging.
    const again = await postPay(s.payment_link, page, SUCCESS_CARD);
    expect(again.status).toBe(409);
    expect((await attempts(s.id)).filter((a) => a.status === 'SUCCEEDED')).toHaveLength(1);
  });

  it('concurrent submissions charge once: one success, the others see it paid', async () => {
    const s = await create();
    const page = await openPayPage(s.payment_link);
    const results = await Promise.all(Array.from({ length: 6 }, () => postPay(s.payment_link, page, SUCCESS_CARD)));
    expect(results.map((r) => r.status).sort()).toEqual([303, 409, 409, 409, 409, 409]);
    expect(await attempts(s.id)).toHaveLength(1);
    expect((await transitions(s.id)).filter((x) => x.to_status === 'PAID')).toHaveLength(1);
  });

  it(`rate-limits gateway attempts per token (${ATTEMPTS_PER_HOUR} an hour)`, async () => {
    const s = await create();
    const page = await openPayPage(s.payment_link);
    for (let i = 0; i < ATTEMPTS_PER_HOUR; i++) expect((await postPay(s.payment_link, page, DECLINE_CARD)).status).toBe(402);
    const limited = await postPay(s.payment_link, page, SUCCESS_CARD);
    expect(limited.status).toBe(429);
    expect(await attempts(s.id)).toHaveLength(ATTEMPTS_PER_HOUR);
    expect(await status(s.id)).toBe('PENDING');
    // The form posts themselves are capped per token too (validation errors included).
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) last = (await postPay(s.payment_link, page, { ...SUCCESS_CARD, cvc: '' })).status;
    expect(last).toBe(429);
  });

  it('live shipments are refused when no live gateway is configured, recorded as a failed attempt', async () => {
    const s = await create(t.demo.keys.live);
    const page = await openPayPage(s.payment_link);
    expect(page.html).not.toContain('TEST MODE');
    const res = await postPay(s.payment_link, page, SUCCESS_CARD);
    expect(res.status).toBe(402);
    expect(await attempts(s.id)).toMatchObject([{ status: 'FAILED', failure_code: 'payments_unavailable', provider: 'none' }]);
    expect(await status(s.id, t.demo.keys.live)).toBe('PENDING');
  });
});

describe('cancel and expiry', () => {
  it('POST /api/shipments/{id}/cancel cancels a pending shipment, idempotently; the link stops taking payments', async () => {
    const s = await create();
    const res = await api(t.baseUrl, `/api/shipments/${s.id}/cancel`, { key: t.demo.keys.test, body: { reason: 'order returned' } });
    expect(res.status).toBe(200);
    expect(res.body.payment_status).toBe('CANCELLED');
    expect((await api(t.baseUrl, `/api/shipments/${s.id}/cancel`, { key: t.demo.keys.test, body: {} })).body.payment_status).toBe('CANCELLED');
    expect((await api(t.baseUrl, `/api/shipments/${s.id}/cancel`, { key: t.demo.keys.live, body: {} })).status).toBe(404);
    expect(eventsOf(s.id)).toEqual([['shipment.created', 'PENDING'], ['shipment.cancelled', 'CANCELLED']]);
    expect((await transitions(s.id)).filter((x) => x.cause === 'cancelled')).toEqual([{ from_status: 'PENDING', to_status: 'CANCELLED', cause: 'cancelled', actor: expect.stringMatching(/^api_key:/) }]);
    const page = await fetch(s.payment_link);
    expect(await page.text()).toContain('data-testid="cancelled"');
    const post = await postPay(s.payment_link, { cookie: 'landed_pay_csrf=x'.padEnd(40, 'x'), csrf: 'x' }, SUCCESS_CARD);
    expect(post.status).toBe(403); // no form on the page, so no CSRF token and nothing charged
    expect(await attempts(s.id)).toEqual([]);
  });

  it('a paid shipment cannot be cancelled (409 invalid_status_transition)', async () => {
    const s = await create();
    await postPay(s.payment_link, await openPayPage(s.payment_link), SUCCESS_CARD);
    const res = await api(t.baseUrl, `/api/shipments/${s.id}/cancel`, { key: t.demo.keys.test, body: {} });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'invalid_status_transition', param: 'payment_status' });
  });

  it('the expiry job moves overdue pending shipments to EXPIRED; a payment after the deadline expires it too', async () => {
    const a = await create();
    const b = await create();
    const page = await openPayPage(b.payment_link);
    await sql(`update shipments set payment_deadline = now() - interval '1 minute' where id in (?, ?)`, [a.id, b.id]);
    expect(await expireOverdueShipments(t.db.orm.em.fork(), t.services.consigneeJourney.payUrl, new Date(), 1)).toBeGreaterThanOrEqual(1);
    expect(await status(a.id)).toBe('EXPIRED');
    // b may have been expired by the batch as well; if not, paying expires it.
    const res = await postPay(b.payment_link, page, SUCCESS_CARD);
    expect(res.status).toBe(409);
    expect(res.html).toContain('data-testid="expired"');
    expect(await status(b.id)).toBe('EXPIRED');
    expect(await attempts(b.id)).toEqual([]);
    expect(eventsOf(a.id)).toEqual([['shipment.created', 'PENDING'], ['shipment.expired', 'EXPIRED']]);
    expect((await transitions(a.id)).at(-1)).toEqual({ from_status: 'PENDING', to_status: 'EXPIRED', cause: 'deadline_passed', actor: 'system' });
  });
});
