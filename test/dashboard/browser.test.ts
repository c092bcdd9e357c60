import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';

const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'dashboard');
let t: TestApp;
let browser: Browser;
let page: Page;
let liveId: string;
let testId: string;

const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  t = await startTestApp();
  const brand = t.demo.brands[0].slug;
  const live = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.live, body: shipmentBody({ brand_id: brand, reference: 'PW-LIVE-1' }) });
  const test = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.test, body: shipmentBody({ brand_id: brand, reference: 'PW-TEST-1' }) });
  expect([live.status, test.status]).toEqual([201, 201]);
  liveId = live.body.id;
  testId = test.body.id;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('dashboard in Chromium', () => {
  it('signs in', async () => {
    await page.goto(`${t.baseUrl}/dashboard`);
    await expect.poll(() => page.url()).toContain('/dashboard/sign-in');
    await shot('01-sign-in');
    await page.fill('input[name=email]', t.demo.dashboard.email);
    await page.fill('input[name=password]', t.demo.dashboard.password);
    await page.click('button[type=submit]');
    await page.waitForURL('**/dashboard/shipments');
    expect(await page.textContent('[data-testid=mode-indicator]')).toBe('Live data');
    expect(await page.textContent('[data-testid=shipments-table]')).toContain('PW-LIVE-1');
    expect(await page.textContent('[data-testid=shipments-table]')).not.toContain('PW-TEST-1');
    await shot('02-shipments-live');
    await page.click('a:text("PW-LIVE-1")');
    await page.waitForURL(`**/dashboard/shipments/${liveId}`);
    expect(await page.textContent('[data-testid=amounts]')).toContain('Customs clearance');
    expect(await page.textContent('[data-testid=calculation]')).not.toBe('{}');
    await shot('02b-shipment-detail');
  });

  let plaintext = '';
  it('generates a key, shows it once with a copy button, and the API accepts it', async () => {
    await page.goto(`${t.baseUrl}/dashboard/keys`);
    await page.fill('[data-testid=create-key-form] input[name=label]', 'Playwright live key');
    await page.selectOption('[data-testid=create-key-form] select[name=mode]', 'live');
    await page.click('[data-testid=create-key-form] button[type=submit]');
    plaintext = (await page.textContent('[data-testid=new-key-value]'))!.trim();
    expect(plaintext).toMatch(/^svc_live_[A-Za-z0-9]{39}$/);
    const copy = page.locator('[data-copy="#new-key-value"]');
    await expect.poll(() => copy.isVisible()).toBe(true);
    await copy.click();
    await expect.poll(() => copy.textContent()).toMatch(/Copied|Selected/);
    await shot('03-key-created');

    const created = await api(t.baseUrl, '/api/shipments/', { key: plaintext, body: shipmentBody({ brand_id: t.demo.brands[0].slug, reference: 'PW-NEWKEY' }) });
    expect(created.status).toBe(201);

    await page.goto(`${t.baseUrl}/dashboard/keys`);
    expect(await page.textContent('body')).not.toContain(plaintext);
    const row = page.locator(`tr[data-key-prefix="${plaintext.slice(0, 17)}"]`);
    expect(await row.textContent()).toContain('Playwright live key');
    expect(await row.textContent()).not.toContain('never');
  });

  it('revokes the key after a confirmation, and the API refuses it', async () => {
    const row = page.locator(`tr[data-key-prefix="${plaintext.slice(0, 17)}"]`);
    await row.locator('a', { hasText: 'Revoke' }).click();
    expect(await page.textContent('main')).toContain('permanent and immediate');
    await shot('04-revoke-confirm');
    await page.click('[data-testid=confirm-revoke]');
    await page.waitForURL('**/dashboard/keys?notice=revoked');
    expect(await page.textContent('.notice')).toContain('revoked');
    await shot('05-key-revoked');
    const refused = await api(t.baseUrl, `/api/shipments/${liveId}`, { key: plaintext });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_api_key');
  });

  it('toggles to test data with an unmistakable indicator', async () => {
    await page.goto(`${t.baseUrl}/dashboard/shipments`);
    await page.click('[data-testid=mode-toggle]');
    await page.waitForURL('**/dashboard/shipments');
    expect(await page.isVisible('[data-testid=test-mode-banner]')).toBe(true);
    expect(await page.textContent('[data-testid=mode-indicator]')).toBe('Test data');
    const table = await page.textContent('[data-testid=shipments-table]');
    expect(table).toContain('PW-TEST-1');
    expect(table).not.toContain('PW-LIVE-1');
    await shot('06-test-mode');
  });

  it('exports the test report as CSV', async () => {
    await page.goto(`${t.baseUrl}/dashboard/reports`);
    await shot('07-report-test');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export-csv]')]);
    expect(download.suggestedFilename()).toMatch(/^landed-report-test-day-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = join(ARTIFACTS, download.suggestedFilename());
    await download.saveAs(file);
    const lines = readFileSync(file, 'utf8').trim().split('\r\n');
    expect(lines[0]).toBe('mode,period_start,brand_slug,brand_name,currency,shipments,billed_amount,payments,collected_amount');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.startsWith('test,'))).toBe(true);
  });

  it('purges test data after confirmation and leaves live data alone', async () => {
    await page.goto(`${t.baseUrl}/dashboard/data`);
    await page.fill('[data-testid=purge-confirm]', 'PURGE');
    await shot('08-purge-confirm');
    await page.click('[data-testid=purge-submit]');
    await page.waitForURL('**/dashboard/data?purged=*');
    expect(await page.textContent('.notice')).toContain('Test data purged: 1 test shipments');
    await shot('09-purged');
    expect((await api(t.baseUrl, `/api/shipments/${testId}`, { key: t.demo.keys.test })).status).toBe(404);
    expect((await api(t.baseUrl, `/api/shipments/${liveId}`, { key: t.demo.keys.live })).status).toBe(200);
    await page.goto(`${t.baseUrl}/dashboard/shipments`);
    expect(await page.textContent('[data-testid=shipments-table]')).toContain('No test shipments match');
  });
});
