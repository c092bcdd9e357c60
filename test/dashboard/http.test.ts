import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';
import { DashboardClient } from './client.js';

let t: TestApp;
let liveRef: string;
let testRef: string;

beforeAll(async () => {
  t = await startTestApp();
  liveRef = `LIVE-${Date.now()}`;
  testRef = `TEST-${Date.now()}`;
  const brand = t.demo.brands[0].slug;
  const live = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: brand, reference: liveRef }) });
  expect(live.status, JSON.stringify(live.body)).toBe(201);
  const test = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.test, body: shipmentBody({ brand_id: brand, reference: testRef }) });
  expect(test.status, JSON.stringify(test.body)).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

describe('sign-in and session', () => {
  it('redirects anonymous visitors to sign-in and refuses a wrong password without saying which part was wrong', async () => {
    const c = new DashboardClient(t.baseUrl);
    const anon = await c.get('/dashboard/keys');
    expect(anon.status).toBe(302);
    expect(anon.res.headers.get('location')).toBe('/dashboard/sign-in?next=%2Fdashboard%2Fkeys');
    const form = await c.get('/dashboard/sign-in');
    const bad = await c.post('/dashboard/sign-in', { _csrf: DashboardClient.csrf(form.text), email: t.demo.dashboard.email, password: 'wrong-password-123' });
    expect(bad.status).toBe(401);
    expect(bad.text).toContain('Email or password is incorrect');
    expect(c.cookies.has('landed_session')).toBe(false);
  });

  it('rejects a sign-in post without the login CSRF token', async () => {
    const c = new DashboardClient(t.baseUrl);
    const res = await c.post('/dashboard/sign-in', { email: t.demo.dashboard.email, password: t.demo.dashboard.password });
    expect(res.status).toBe(403);
    expect(c.cookies.has('landed_session')).toBe(false);
  });

  it('sets an HttpOnly SameSite=Lax session cookie (not Secure over plain http) and signs out', async () => {
    const c = new DashboardClient(t.baseUrl);
    const form = await c.get('/dashboard/sign-in');
    const res = await c.post('/dashboard/sign-in', { _csrf: DashboardClient.csrf(form.text), email: t.demo.dashboard.email, password: t.demo.dashboard.password, next: '/dashboard/keys' });
    expect(res.status).toBe(303);
    expect(res.res.headers.get('location')).toBe('/dashboard/keys');
    const cookie = res.res.headers.getSetCookie().find((l) => l.startsWith('landed_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/dashboard/);
    expect(cookie).not.toMatch(/Secure/);
    const page = await c.get('/dashboard/keys');
    expect(page.status).toBe(200);
    expect(page.res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const out = await c.post('/dashboard/sign-out', { _csrf: DashboardClient.csrf(page.text) });
    expect(out.status).toBe(303);
    expect((await c.get('/dashboard/keys')).status).toBe(302);
  });
});

describe('CSRF on mutations', () => {
  it('refuses a form post without the session CSRF token, and the tRPC mutation without X-CSRF-Token', async () => {
    const c = new DashboardClient(t.baseUrl);
    const csrf = await c.signIn(t.demo.dashboard.email, t.demo.dashboard.password);
    const forged = await c.post('/dashboard/keys', { label: 'forged', mode: 'live' });
    expect(forged.status).toBe(403);
    const wrong = await c.post('/dashboard/keys', { label: 'forged', mode: 'live', _csrf: 'x'.repeat(32) });
    expect(wrong.status).toBe(403);
    const keys = await c.get('/dashboard/keys');
    expect(keys.text).not.toContain('forged');

    const noHeader = await fetch(`${t.baseUrl}/trpc/dashboard.setMode`, { method: 'POST', headers: { cookie: c.cookieHeader(), 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'test' }) });
    expect(noHeader.status).toBe(403);
    const withHeader = await fetch(`${t.baseUrl}/trpc/dashboard.setMode`, {
      method: 'POST',
      headers: { cookie: c.cookieHeader(), 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ mode: 'test' }),
    });
    expect(withHeader.status).toBe(200);
    const me = await fetch(`${t.baseUrl}/trpc/dashboard.me`, { headers: { cookie: c.cookieHeader() } });
    expect(((await me.json()) as { result: { data: { mode: string } } }).result.data.mode).toBe('test');
  });
});

describe('live and test data', () => {
  it('lists only the toggled mode, and a live report never contains test data', async () => {
    const c = new DashboardClient(t.baseUrl);
    const csrf = await c.signIn(t.demo.dashboard.email, t.demo.dashboard.password);
    const live = await c.get('/dashboard/shipments');
    expect(live.text).toContain(liveRef);
    expect(live.text).not.toContain(testRef);
    const liveCsv = await c.get('/dashboard/reports/export.csv');
    expect(liveCsv.status).toBe(200);
    expect(liveCsv.res.headers.get('content-disposition')).toMatch(/landed-report-live-/);
    const liveLines = liveCsv.text.trim().split('\r\n');
    expect(liveLines[0]).toBe('mode,period_start,brand_slug,brand_name,currency,shipments,billed_amount,payments,collected_amount');
    expect(liveLines.slice(1).every((l) => l.startsWith('live,'))).toBe(true);
    expect(liveLines.slice(1).reduce((n, l) => n + Number(l.split(',')[5]), 0)).toBe(1);

    expect((await c.post('/dashboard/mode', { _csrf: csrf, mode: 'test', return_to: '/dashboard/shipments' })).status).toBe(303);
    const test = await c.get('/dashboard/shipments');
    expect(test.text).toContain('TEST MODE');
    expect(test.text).toContain(testRef);
    expect(test.text).not.toContain(liveRef);
    const testCsv = await c.get('/dashboard/reports/export.csv');
    expect(testCsv.res.headers.get('content-disposition')).toMatch(/landed-report-test-/);
    expect(testCsv.text.trim().split('\r\n').slice(1).every((l) => l.startsWith('test,'))).toBe(true);
    await c.post('/dashboard/mode', { _csrf: csrf, mode: 'live', return_to: '/dashboard/shipments' });
  });

  it('shows a shipment with its items, amounts and calculation, and filters by search', async () => {
    const c = new DashboardClient(t.baseUrl);
    await c.signIn(t.demo.dashboard.email, t.demo.dashboard.password);
    const list = await c.get(`/dashboard/shipments?q=${encodeURIComponent(liveRef)}`);
    const id = /href="\/dashboard\/shipments\/([0-9a-f-]{36})"/.exec(list.text)![1];
    const miss = await c.get('/dashboard/shipments?q=no-such-reference-anywhere');
    expect(miss.text).toContain('No live shipments match');
    const detail = await c.get(`/dashboard/shipments/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain(liveRef);
    expect(detail.text).toContain('Leather handbag');
    expect(detail.text).toContain('data-testid="calculation"');
    // The same id is not found in test mode.
    const testClient = new DashboardClient(t.baseUrl);
    const csrf = await testClient.signIn(t.demo.dashboard.email, t.demo.dashboard.password);
    await testClient.post('/dashboard/mode', { _csrf: csrf, mode: 'test' });
    expect((await testClient.get(`/dashboard/shipments/${id}`)).status).toBe(404);
  });
});

describe('keys and brands', () => {
  it('rolls a key: the new key works at once, the old one is refused', async () => {
    const c = new DashboardClient(t.baseUrl);
    const csrf = await c.signIn(t.demo.dashboard.email, t.demo.dashboard.password);
    const created = await c.post('/dashboard/keys', { _csrf: csrf, label: 'To roll', mode: 'test', brand: t.demo.brands[1].id });
    expect(created.status).toBe(201);
    const oldKey = /data-testid="new-key-value">([^<]+)</.exec(created.text)![1];
    expect(oldKey).toMatch(/^svc_test_/);
    const id = new RegExp(`data-key-prefix="${oldKey.slice(0, 17)}"[\\s\\S]*?/dashboard/keys/([0-9a-f-]{36})/roll`).exec(created.text)![1];
    const confirm = await c.get(`/dashboard/keys/${id}/roll`);
    expect(confirm.text).toContain('revokes this key immediately and permanently');
    const rolled = await c.post(`/dashboard/keys/${id}/roll`, { _csrf: csrf });
    expect(rolled.status).toBe(201);
    const newKey = /data-testid="new-key-value">([^<]+)</.exec(rolled.text)![1];
    expect(newKey).not.toBe(oldKey);
    expect(rolled.text).toContain('brand pixel-parcel');
    expect((await api(t.baseUrl, '/api/shipments/00000000-0000-4000-8000-000000000000', { key: oldKey })).status).toBe(401);
    expect((await api(t.baseUrl, '/api/shipments/00000000-0000-4000-8000-000000000000', { key: newKey })).status).toBe(404);
  });

  it('edits brand settings, and refuses invalid ones naming the field', async () => {
    const c = new DashboardClient(t.baseUrl);
    const csrf = await c.signIn(t.demo.dashboard.email, t.demo.dashboard.password);
    const brand = t.demo.brands[1];
    const form = {
      _csrf: csrf,
      name: 'Pixel and Parcel',
      slug: brand.slug,
      logo_url: 'https://cdn.example.com/logo.png',
      primary_color: '#112233',
      accent_color: '#445566',
      channel_email: '1',
      channel_sms: '1',
      sms_window_start: '09:00',
      sms_window_end: '19:30',
      payment_deadline_days: '10',
      fee_schedule: JSON.stringify([{ fee_type: 'CONSTANT', display_name: 'Handling', amount: '3.50', currency: 'USD', is_visible: true }]),
    };
    const saved = await c.post(`/dashboard/brands/${brand.id}`, form);
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('Brand settings saved.');
    const get = await c.get(`/dashboard/brands/${brand.id}`);
    expect(get.text).toContain('value="Pixel and Parcel"');
    expect(get.text).toContain('value="#112233"');
    expect(get.text).toContain('&quot;amount&quot;: &quot;3.50&quot;');
    expect(get.text).toMatch(/name="channel_sms" value="1" checked/);

    const badJson = await c.post(`/dashboard/brands/${brand.id}`, { ...form, fee_schedule: '[{' });
    expect(badJson.status).toBe(400);
    expect(badJson.text).toContain('fee_schedule: not valid JSON');
    const badColour = await c.post(`/dashboard/brands/${brand.id}`, { ...form, primary_color: 'red' });
    expect(badColour.status).toBe(400);
    expect(badColour.text).toContain('primary_color');
    const badWindow = await c.post(`/dashboard/brands/${brand.id}`, { ...form, sms_window_start: '20:00', sms_window_end: '08:00' });
    expect(badWindow.status).toBe(400);
    expect(badWindow.text).toContain('sms_window_end: must be after sms_window_start');
  });
});
