import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestApp, type TestApp } from '../helpers/app.js';

// Its own file: one server per test process (the input coercion guard pins schemas once).
describe('private addresses without LANDED_ALLOW_PRIVATE_WEBHOOKS', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ env: { LANDED_ALLOW_PRIVATE_WEBHOOKS: '' } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it.each([
    ['loopback literal', 'http://127.0.0.1:8080/hooks'],
    ['private literal', 'https://10.1.2.3/hooks'],
    ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data'],
    ['IPv6 loopback', 'http://[::1]:8080/hooks'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/hooks'],
    ['a name resolving to loopback', 'http://localhost:8080/hooks'],
  ])('refuses %s', async (_name, url) => {
    const res = await api(strict.baseUrl, '/api/webhook-endpoints/', { key: strict.demo.keys.live, body: { url } });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('url');
    expect(res.body.error.code).toBe('url_not_public');
  });

  it('refuses updating an endpoint to a private address too', async () => {
    const rows = (await strict.db.orm.em.fork().execute(
      `insert into webhook_endpoints (id, account_id, mode, url, secret, enabled, consecutive_failures, created_at, updated_at) values (gen_random_uuid(), ?, 'live', 'https://93.184.215.14/hooks', 'whsec_x', true, 0, now(), now()) returning id`,
      [strict.demo.account_id],
    )) as Array<{ id: string }>;
    const res = await api(strict.baseUrl, `/api/webhook-endpoints/${rows[0].id}`, { method: 'PATCH', key: strict.demo.keys.live, body: { url: 'http://localhost/hooks' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('url_not_public');
  });
});
