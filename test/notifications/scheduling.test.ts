import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMessage } from '../../src/core/notifications/deliver-message.js';
import { planPaymentRequest } from '../../src/core/notifications/plan-messages.js';
import { NotificationMessage } from '../../src/db/entities/index.js';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { queuedJobs } from '../helpers/jobs.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';

// No worker and no SMTP/SMS configuration: the test drives the jobs itself, with a chosen clock.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('live SMS scheduling', () => {
  it('a live SMS planned at 23:00 local time is scheduled for 08:00 the next morning, the email at once', async () => {
    const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: 'northwind', consignee_phone: '+4915112345678' }) });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    // The creating transaction enqueued the fan-out job.
    const em = t.db.orm.em.fork();
    expect((await queuedJobs(em, 'notify_consignee')).map((j) => j.payload)).toContainEqual({ shipment_id: id });

    const lateEvening = DateTime.fromISO('2026-11-22T23:00', { zone: 'Europe/Berlin' }).toJSDate();
    const deps = { ...t.services.consigneeJourney.notifications, now: () => lateEvening };
    expect(await planPaymentRequest(em, deps, id)).toBe(2);
    expect(await planPaymentRequest(em, deps, id)).toBe(0); // idempotent

    const messages = await em.fork().find(NotificationMessage, { shipment: id });
    const sms = messages.find((m) => m.channel === 'sms')!;
    const email = messages.find((m) => m.channel === 'email')!;
    expect(sms.status).toBe('SCHEDULED');
    expect(DateTime.fromJSDate(sms.scheduledFor!, { zone: 'Europe/Berlin' }).toISO()).toBe('2026-11-23T08:00:00.000+01:00');
    expect(email.status).toBe('QUEUED');
    expect(email.scheduledFor!.getTime()).toBe(lateEvening.getTime());

    const jobs = await queuedJobs(em, 'send_notification');
    const smsJob = jobs.find((j) => j.payload.message_id === sms.id)!;
    const emailJob = jobs.find((j) => j.payload.message_id === email.id)!;
    expect(new Date(smsJob.run_at).toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(new Date(emailJob.run_at).getTime()).toBe(lateEvening.getTime());
    expect(smsJob.max_attempts).toBe(8);
  });

  it('uses the brand window and the consignee’s zone (New York consignee, 09:00–17:00 window)', async () => {
    await t.db.orm.em.fork().execute(`update brands set sms_window_start = '09:00', sms_window_end = '17:00' where slug = 'northwind'`);
    const res = await api(t.baseUrl, '/api/shipments/', {
      key: t.demo.keys.live,
      body: shipmentBody({ brand_id: 'northwind', consignee_phone: '+12125550123', consignee_country: 'US', consignee_city: 'New York', consignee_zip: '10001', currency: 'USD' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const now = DateTime.fromISO('2026-11-22T23:00', { zone: 'Europe/Berlin' }).toJSDate(); // 17:00 in New York: window just closed
    await planPaymentRequest(t.db.orm.em.fork(), { ...t.services.consigneeJourney.notifications, now: () => now }, res.body.id);
    const sms = await t.db.orm.em.fork().findOneOrFail(NotificationMessage, { shipment: res.body.id, channel: 'sms' });
    expect(DateTime.fromJSDate(sms.scheduledFor!, { zone: 'America/New_York' }).toFormat("yyyy-MM-dd'T'HH:mm")).toBe('2026-11-23T09:00');
  });

  it('without SMTP configured a live email fails permanently with the reason logged, never faked as sent', async () => {
    const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: 'pixel-parcel', currency: 'USD' }) });
    const em = t.db.orm.em.fork();
    await planPaymentRequest(em, t.services.consigneeJourney.notifications, res.body.id);
    const email = await em.fork().findOneOrFail(NotificationMessage, { shipment: res.body.id, channel: 'email' });
    expect(await deliverMessage(em, t.services.consigneeJourney.notifications, email.id, { attempt: 1, maxAttempts: 8 })).toBe('FAILED');
    const log = await api(t.baseUrl, `/api/shipments/${res.body.id}/communications`, { key: t.demo.keys.live });
    expect(log.body[0]).toMatchObject({ channel: 'email', status: 'FAILED', sent_at: null, attempts: 1 });
    expect(log.body[0].error).toContain('SMTP_HOST is unset');
  });

  it('a scheduled payment request is skipped if the shipment was cancelled before it went out', async () => {
    const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: 'northwind', consignee_phone: '+4915111112222' }) });
    const em = t.db.orm.em.fork();
    const late = DateTime.fromISO('2026-11-22T23:00', { zone: 'Europe/Berlin' }).toJSDate();
    await planPaymentRequest(em, { ...t.services.consigneeJourney.notifications, now: () => late }, res.body.id);
    expect((await api(t.baseUrl, `/api/shipments/${res.body.id}/cancel`, { key: t.demo.keys.live, body: {} })).status).toBe(200);
    const sms = await em.fork().findOneOrFail(NotificationMessage, { shipment: res.body.id, channel: 'sms' });
    expect(await deliverMessage(em, t.services.consigneeJourney.notifications, sms.id, { attempt: 1, maxAttempts: 8 })).toBe('SKIPPED');
    const after = await em.fork().findOneOrFail(NotificationMessage, { id: sms.id });
    expect(after.lastError).toBe('shipment is CANCELLED');
  });
});
