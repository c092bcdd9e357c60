import { mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestApp, type TestApp } from '../helpers/app.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';
import { pdfText } from '../notifications/support.js';

const ARTIFACTS = 'test-artifacts/payments';
let t: TestApp;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  t = await startTestApp();
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function create() {
  const res = await api(t.baseUrl, '/api/shipments/', { key: t.demo.keys.test, body: shipmentBody({ brand_id: 'northwind' }) });
  expect(res.status).toBe(201);
  return res.body;
}
const attempts = async (id: string) => (await t.db.orm.em.fork().execute('select status, card_last4, failure_code from payment_attempts where shipment_id = ? order by created_at', [id])) as any[];

async function fill(page: import('playwright-core').Page, card: string) {
  await page.fill('#cardholder_name', 'Erika Mustermann');
  await page.fill('#card_number', card);
  await page.fill('#expiry', '12/34');
  await page.fill('#cvc', '123');
}

describe('payment page in Chromium (no JavaScript)', () => {
  it('shows the brand, the TEST banner, the itemised breakdown and the deadline on a phone; decline, refusal, then success', async () => {
    const s = await create();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto(s.payment_link);
    expect(res!.status()).toBe(200);
    await expect.poll(() => page.locator('[data-testid=test-banner]').isVisible()).toBe(true);
    expect(await page.locator('header h1').innerText()).toBe('Northwind Outfitters');
    // Brand colour applied (the stylesheet is nonce-allowed by the CSP).
    expect(await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 61, 62)');
    const breakdown = await page.locator('[data-testid=breakdown]').innerText();
    expect(breakdown).toContain('Import duties');
    expect(breakdown).toContain('Import taxes');
    expect(breakdown).toContain('Customs clearance');
    expect(breakdown).toContain('Disbursement fee');
    expect(await page.locator('[data-testid=total]').innerText()).toContain(s.total_amount);
    expect(await page.locator('[data-testid=deadline]').innerText()).toMatch(/\d{4}/);
    expect(await page.getByText(s.reference).count()).toBeGreaterThan(0);
    // Fits a phone: no horizontal scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${ARTIFACTS}/payment-page-mobile.png`, fullPage: true });

    await fill(page, '4000 0000 0000 0002');
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
    expect(await page.locator('[data-testid=alert]').innerText()).toContain('declined');

    await fill(page, '5555 5555 5555 4444');
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
    expect(await page.locator('[data-testid=alert]').innerText()).toContain('test card');
    await page.screenshot({ path: `${ARTIFACTS}/payment-page-refused.png`, fullPage: true });

    await fill(page, '4242 4242 4242 4242');
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
    expect(page.url()).toBe(s.payment_link);
    expect(await page.locator('[data-testid=paid]').innerText()).toContain('Paid');
    await page.screenshot({ path: `${ARTIFACTS}/payment-page-paid.png`, fullPage: true });
    expect(await attempts(s.id)).toEqual([
      { status: 'FAILED', card_last4: '0002', failure_code: 'card_declined' },
      { status: 'FAILED', card_last4: '4444', failure_code: 'not_a_test_card' },
      { status: 'SUCCEEDED', card_last4: '4242', failure_code: null },
    ]);

    // The receipt link on the paid page serves the PDF, watermarked TEST.
    const pdf = await page.request.get(await page.locator('a.btn').getAttribute('href').then((h) => new URL(h!, s.payment_link).toString()));
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdfText(Buffer.from(await pdf.body()))).toContain('TEST');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('a double-clicked Pay button charges once', async () => {
    const s = await create();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(s.payment_link);
    await page.screenshot({ path: `${ARTIFACTS}/payment-page-desktop.png`, fullPage: true });
    await fill(page, '4242 4242 4242 4242');
    await page.dblclick('button[type=submit]');
    await page.waitForSelector('[data-testid=paid]');
    const rows = await attempts(s.id);
    expect(rows.filter((r) => r.status === 'SUCCEEDED')).toHaveLength(1);
    const shipment = await api(t.baseUrl, `/api/shipments/${s.id}`, { key: t.demo.keys.test });
    expect(shipment.body.payment_status).toBe('PAID');
    await context.close();
  });
});
