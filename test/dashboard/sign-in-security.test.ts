import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DashboardClient } from './client.js';

// Its own file: one server per test process (the coercion guard pins the shared router schemas once).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://landed.example.com' } });
});
afterAll(async () => {
  await t?.close();
});

it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
  const c = new DashboardClient(t.baseUrl);
  const form = await c.get('/dashboard/sign-in');
  expect(form.res.headers.getSetCookie().find((l) => l.startsWith('landed_login_csrf='))).toMatch(/; Secure/);
  const res = await c.post('/dashboard/sign-in', { _csrf: DashboardClient.csrf(form.text), email: t.demo.dashboard.email, password: t.demo.dashboard.password });
  expect(res.status).toBe(303);
  const cookie = res.res.headers.getSetCookie().find((l) => l.startsWith('landed_session='))!;
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/HttpOnly/);
});

it('locks an email out after 5 failed sign-ins from one address, even with the right password, and says when to retry', async () => {
  const c = new DashboardClient(t.baseUrl);
  for (let i = 0; i < 5; i++) {
    const form = await c.get('/dashboard/sign-in');
    const res = await c.post('/dashboard/sign-in', { _csrf: DashboardClient.csrf(form.text), email: t.demo.dashboard.email, password: `wrong-password-${i}` });
    expect(res.status).toBe(401);
  }
  const form = await c.get('/dashboard/sign-in');
  const locked = await c.post('/dashboard/sign-in', { _csrf: DashboardClient.csrf(form.text), email: t.demo.dashboard.email, password: t.demo.dashboard.password });
  expect(locked.status).toBe(429);
  expect(Number(locked.res.headers.get('retry-after'))).toBeGreaterThan(800);
  expect(locked.text).toContain('Too many failed sign-ins');
  expect(c.cookies.has('landed_session')).toBe(false);
});
