import { parse } from 'csv-parse/sync';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, statusCsv, statusFileName } from '../../src/core/sftp/format.js';
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS, retryDelaySeconds } from '../../src/core/webhooks/schedule.js';
import { generateSecret, signatureHeaders } from '../../src/core/webhooks/signing.js';
import { isPublicAddress } from '../../src/core/webhooks/url-guard.js';

describe('retry schedule', () => {
  it('retries first within 10 s, never shrinks, and spans about three days', () => {
    expect(retryDelaySeconds(1)).toBeLessThanOrEqual(10);
    for (let i = 1; i < RETRY_DELAYS_SECONDS.length; i++) expect(RETRY_DELAYS_SECONDS[i]).toBeGreaterThanOrEqual(RETRY_DELAYS_SECONDS[i - 1]);
    const totalDays = RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0) / 86_400;
    expect(totalDays).toBeGreaterThan(2.75);
    expect(totalDays).toBeLessThan(3.25);
    expect(retryDelaySeconds(MAX_ATTEMPTS)).toBeNull();
    expect(retryDelaySeconds(MAX_ATTEMPTS - 1)).toBe(24 * 3600);
  });
});

describe('address guard', () => {
  it.each(['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fc00::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', '224.0.0.1', 'not-an-ip'])('%s is not public', (a) => {
    expect(isPublicAddress(a)).toBe(false);
  });
  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (a) => {
    expect(isPublicAddress(a)).toBe(true);
  });
});

describe('Standard Webhooks signing', () => {
  it('produces headers that the reference library verifies, one signature per secret', () => {
    const [a, b] = [generateSecret(), generateSecret()];
    const body = JSON.stringify({ id: 'evt_1', type: 'shipment.paid' });
    const headers = signatureHeaders('evt_1', new Date(), body, [a, b]);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+ v1,[A-Za-z0-9+/=]+$/);
    expect(new Webhook(a).verify(body, headers)).toEqual({ id: 'evt_1', type: 'shipment.paid' });
    expect(new Webhook(b).verify(body, headers)).toBeTruthy();
    expect(() => new Webhook(generateSecret()).verify(body, headers)).toThrow();
  });
});

describe('status file format', () => {
  it('writes an RFC 4180 CSV with the documented header that round-trips quotes, commas and UTF-8', () => {
    const shipment = { id: 's1', reference: 'Größe "XL", rot', brand_id: 'b1', brand_slug: 'northwind', payment_status: 'PAID', currency: 'EUR', total_duties: '1.00', total_taxes: '2.00', total_additional_fees: '0.50', total_amount: '3.50', payment_deadline: '2026-12-06T10:00:00.000Z', consignee_country: 'DE' };
    const csv = statusCsv([{ id: 'evt_1', type: 'shipment.paid', created: '2026-11-22T10:00:00.000Z', is_test: false, data: { shipment: shipment as never } }]);
    expect(csv.startsWith(`${CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    const [row] = parse(csv, { columns: true }) as Array<Record<string, string>>;
    expect(row).toMatchObject({ event_id: 'evt_1', event_type: 'shipment.paid', reference: 'Größe "XL", rot', total_amount: '3.50', is_test: 'false' });
  });
  it('names files sortably and uniquely', () => {
    expect(statusFileName('northwind', new Date('2026-11-22T10:15:00.123Z'), '3f2a9c1e-0000-4000-8000-000000000000', 'csv')).toBe('landed-status_northwind_20261122T101500Z_3f2a9c1e.csv');
  });
});
