import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEventRecorder, type ShipmentEvent } from '../../src/core/events/bus.js';
import { twilioSignature } from '../../src/server/plugins/sms-inbound.js';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';
import { decodeHeader, mimeParts, startSmsReceiver, startSmtpReceiver, waitFor } from './support.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let sms: Awaited<ReturnType<typeof startSmsReceiver>>;
const events: ShipmentEvent[] = [];
registerEventRecorder(async (_em, e) => {
  events.push(e);
});
const notificationEvents = (id: string) => events.filter((e) => e.shipment.id === id && e.type.startsWith('shipment.notification_')).map((e) => [e.type, e.details?.channel, e.details?.status]);

beforeAll(async () => {
  smtp = await startSmtpReceiver({ user: 'mailer', pass: 's3cret' });
  sms = await startSmsReceiver();
  t = await startTestApp({
    worker: true,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: 'mailer',
      SMTP_PASS: 's3cret',
      SMTP_FROM: 'duties@landed.test',
      SMS_API_URL: sms.url,
      SMS_ACCOUNT_SID: 'AC0123456789',
      SMS_AUTH_TOKEN: 'sms-auth-token',
      SMS_FROM: '+15005550006',
    },
  });
  // Northwind (email + SMS): a window of zero length means "any time", so SMS go at once here.
  await t.db.orm.em.fork().execute(`update brands set sms_window_start = '00:00', sms_window_end = '00:00' where slug = 'northwind'`);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await sms?.close();
});

async function create(key: string, over: Record<string, unknown> = {}) {
  const res = await api(t.baseUrl, '/api/shipments/', { key, body: shipmentBody({ brand_id: 'northwind', consignee_phone: '+4915112345678', ...over }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function communications(key: string, id: string, count: number, done: (m: any) => boolean = (m) => !['QUEUED', 'SCHEDULED'].includes(m.status)) {
  return waitFor(async () => {
    const res = await api(t.baseUrl, `/api/shipments/${id}/communications`, { key });
    expect(res.status).toBe(200);
    return res.body.length === count && res.body.every(done) ? (res.body as any[]) : null;
  }, 25_000, `${count} settled message(s) for ${id}`);
}

describe('live notifications', () => {
  it('emails the consignee through SMTP in the brand name and texts them through the SMS API', async () => {
    const s = await create(t.demo.keys.live, { consignee_email: 'live.one@example.com' });
    const mail = await waitFor(() => smtp.mails.find((m) => m.to.includes('live.one@example.com')), 20_000, 'SMTP delivery');
    const { headers, parts } = mimeParts(mail.raw);
    expect(mail.from).toBe('duties@landed.test');
    expect(decodeHeader(headers.from)).toContain('Northwind Outfitters');
    expect(decodeHeader(headers.subject)).toContain(s.reference);
    expect(decodeHeader(headers.subject)).toContain(s.total_amount);
    expect(headers['list-unsubscribe']).toContain(`/p/${s.payment_link.split('/').at(-2)}/unsubscribe`);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const text = parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))!.body;
    const html = parts.find((p) => p.headers['content-type']?.startsWith('text/html'))!.body;
    for (const body of [text, html]) {
      expect(body).toContain(s.payment_link);
      expect(body).toContain('Import duties');
      expect(body).toContain(s.total_duties);
      expect(body).toContain(s.total_taxes);
      expect(body).toContain('Customs clearance'); // a visible brand fee
      expect(body).toMatch(/\d{1,2} \w+ \d{4}, \d{2}:\d{2}/); // the deadline, in the consignee's zone
    }
    expect(html).toContain('#0f3d3e'); // brand colour
    expect(html).not.toContain('TEST MODE');

    const req = await waitFor(() => sms.requests.find((r) => r.params.Body?.includes(s.reference)), 20_000, 'SMS API call');
    expect(req.path).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(req.authorization).toBe(`Basic ${Buffer.from('AC0123456789:sms-auth-token').toString('base64')}`);
    expect(req.params).toMatchObject({ To: '+4915112345678', From: '+15005550006' });
    expect(req.params.Body).toContain(s.payment_link);
    expect(req.params.Body).toContain('STOP');

    const log = await communications(t.demo.keys.live, s.id, 2);
    expect(log.map((m) => [m.channel, m.status, m.to])).toEqual([
      ['email', 'SENT', 'live.one@example.com'],
      ['sms', 'SENT', '+4915112345678'],
    ]);
    expect(log[0].subject).toContain(s.reference);
    expect(log[0].body).toContain(s.payment_link);
    expect(log[0].sent_at).not.toBeNull();
    expect(log[1].subject).toBeNull();
    expect(notificationEvents(s.id).sort()).toEqual([
      ['shipment.notification_sent', 'email', 'SENT'],
      ['shipment.notification_sent', 'sms', 'SENT'],
    ]);
    // The other mode does not see it.
    expect((await api(t.baseUrl, `/api/shipments/${s.id}/communications`, { key: t.demo.keys.test })).status).toBe(404);
  });

  it('a permanent SMTP rejection fails the message without retrying, and it is logged as FAILED', async () => {
    smtp.reject.add('bounce@example.com');
    const s = await create(t.demo.keys.live, { consignee_email: 'bounce@example.com' });
    const log = await communications(t.demo.keys.live, s.id, 2);
    const email = log.find((m) => m.channel === 'email');
    expect(email).toMatchObject({ status: 'FAILED', attempts: 1, sent_at: null });
    expect(email.error).toMatch(/550|Mailbox unavailable/);
    expect(notificationEvents(s.id)).toContainEqual(['shipment.notification_failed', 'email', 'FAILED']);
  });

  it('a transient SMS API failure is retried with backoff and then sent', async () => {
    sms.failNext.count = 1;
    const s = await create(t.demo.keys.live, { consignee_email: 'retry@example.com', consignee_phone: '+4915199999999' });
    const log = await communications(t.demo.keys.live, s.id, 2);
    expect(log.find((m) => m.channel === 'sms')).toMatchObject({ status: 'SENT', attempts: 2, error: null });
    expect(sms.requests.filter((r) => r.params.To === '+4915199999999')).toHaveLength(2);
  });
});

describe('test mode', () => {
  it('simulates every message with its full content and sends nothing', async () => {
    const mailsBefore = smtp.mails.length;
    const smsBefore = sms.requests.length;
    const s = await create(t.demo.keys.test, { consignee_email: 'sim@example.com', consignee_phone: '+4915100000001' });
    const log = await communications(t.demo.keys.test, s.id, 2);
    expect(log.map((m) => [m.channel, m.status])).toEqual([
      ['email', 'SIMULATED'],
      ['sms', 'SIMULATED'],
    ]);
    const [email, text] = log;
    expect(email.to).toBe('sim@example.com');
    expect(email.subject).toContain('[TEST]');
    expect(email.body).toContain(s.payment_link);
    expect(email.html).toContain('TEST MODE');
    expect(email.sent_at).not.toBeNull();
    expect(notificationEvents(s.id).sort()).toEqual([
      ['shipment.notification_sent', 'email', 'SIMULATED'],
      ['shipment.notification_sent', 'sms', 'SIMULATED'],
    ]);
    expect(text.to).toBe('+4915100000001');
    expect(text.body).toContain(s.payment_link);
    // Give a would-be sender time to act, then check nothing left the machine.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.mails.length).toBe(mailsBefore);
    expect(sms.requests.length).toBe(smsBefore);
    expect((await api(t.baseUrl, `/api/shipments/${s.id}/communications`, { key: t.demo.keys.live })).status).toBe(404);
  });
});

describe('opt-outs', () => {
  it('an unsubscribe link suppresses later emails of its mode only', async () => {
    const email = 'optout@example.com';
    const testShipment = await create(t.demo.keys.test, { consignee_email: email });
    const testToken = testShipment.payment_link.split('/').at(-2);
    const confirm = await fetch(`${t.baseUrl}/p/${testToken}/unsubscribe`);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('<form method="post"');
    const one = await fetch(`${t.baseUrl}/p/${testToken}/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(one.status).toBe(200);

    // A test-mode opt-out never suppresses live mail.
    const live1 = await create(t.demo.keys.live, { consignee_email: email, consignee_phone: undefined });
    expect((await communications(t.demo.keys.live, live1.id, 1))[0].status).toBe('SENT');
    const test2 = await create(t.demo.keys.test, { consignee_email: email, consignee_phone: undefined });
    expect((await communications(t.demo.keys.test, test2.id, 1))[0]).toMatchObject({ status: 'SUPPRESSED', error: 'recipient opted out' });

    const liveToken = live1.payment_link.split('/').at(-2);
    expect((await fetch(`${t.baseUrl}/p/${liveToken}/unsubscribe`, { method: 'POST' })).status).toBe(200);
    const live2 = await create(t.demo.keys.live, { consignee_email: email, consignee_phone: undefined });
    expect((await communications(t.demo.keys.live, live2.id, 1))[0].status).toBe('SUPPRESSED');
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("a STOP reply through the provider's signed webhook suppresses live SMS; START re-enables them", async () => {
    const phone = '+4915122223333';
    const url = `${t.baseUrl}/inbound/sms`;
    const post = (params: Record<string, string>, signature: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body: new URLSearchParams(params).toString() });
    const stop = { From: phone, To: '+15005550006', Body: ' stop ', MessageSid: 'SM1' };
    expect((await post(stop, 'forged')).status).toBe(401);
    const ok = await post(stop, twilioSignature('sms-auth-token', url, stop));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('xml');

    const live = await create(t.demo.keys.live, { consignee_email: 'stop@example.com', consignee_phone: phone });
    const log = await communications(t.demo.keys.live, live.id, 2);
    expect(log.find((m) => m.channel === 'sms').status).toBe('SUPPRESSED');
    expect(log.find((m) => m.channel === 'email').status).toBe('SENT');
    expect(sms.requests.some((r) => r.params.To === phone)).toBe(false);

    const start = { From: phone, To: '+15005550006', Body: 'START', MessageSid: 'SM2' };
    expect((await post(start, twilioSignature('sms-auth-token', url, start))).status).toBe(200);
    const again = await create(t.demo.keys.live, { consignee_email: 'stop@example.com', consignee_phone: phone });
    expect((await communications(t.demo.keys.live, again.id, 2)).find((m) => m.channel === 'sms').status).toBe('SENT');
  });

  it('a simulated STOP in test mode suppresses test SMS and never live ones', async () => {
    const phone = '+4915144445555';
    const res = await fetch(`${t.baseUrl}/inbound/sms/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': t.demo.keys.test },
      body: new URLSearchParams({ From: phone, Body: 'STOP' }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ keyword: 'stop', mode: 'test' });
    const liveKey = await fetch(`${t.baseUrl}/inbound/sms/test`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': t.demo.keys.live }, body: 'From=%2B4915144445555&Body=STOP' });
    expect(liveKey.status).toBe(400);

    const test = await create(t.demo.keys.test, { consignee_email: 'tstop@example.com', consignee_phone: phone });
    expect((await communications(t.demo.keys.test, test.id, 2)).find((m) => m.channel === 'sms').status).toBe('SUPPRESSED');
    const live = await create(t.demo.keys.live, { consignee_email: 'tstop@example.com', consignee_phone: phone });
    expect((await communications(t.demo.keys.live, live.id, 2)).find((m) => m.channel === 'sms').status).toBe('SENT');
  });
});
