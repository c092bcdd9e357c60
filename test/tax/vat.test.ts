import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIbericodeVat, parseKdeldyckeVat, salesTaxPackageRates, vatFor } from '../../src/core/tax/index.js';

const VAT = new URL('../../../shared/data/vat/', import.meta.url);
const iber = parseIbericodeVat(readFileSync(new URL('ibericode-vat-rates.json', VAT), 'utf8'));

describe('ibericode VAT rates', () => {
  it('covers EU-27 + GB with dated periods', () => {
    expect(new Set(iber.map((p) => p.country)).size).toBe(28);
    // DE: 16% 2020-07-01..2020-12-31, 19% from 2021-01-01 (ibericode periods)
    expect(vatFor(iber, 'DE', '2020-08-01', '610910')?.rate).toBe('16');
    expect(vatFor(iber, 'DE', '2026-04-13', '610910')?.rate).toBe('19');
    // FI standard 25.5% from 2024-09-01, 24% before
    expect(vatFor(iber, 'FI', '2024-08-31', '610910')?.rate).toBe('24');
    expect(vatFor(iber, 'FI', '2024-09-01', '610910')?.rate).toBe('25.5');
  });
  it('books (HS 4901) take the reduced/zero rate by HS rule', () => {
    expect(vatFor(iber, 'DE', '2026-04-13', '490199')).toMatchObject({ rate: '7', rule: 'DE-books' });
    expect(vatFor(iber, 'FR', '2026-04-13', '490199')).toMatchObject({ rate: '5.5', rule: 'FR-books' });
    expect(vatFor(iber, 'GB', '2026-04-13', '490199')).toMatchObject({ rate: '0', rule: 'GB-books-zero' });
    expect(vatFor(iber, 'DK', '2026-04-13', '490199')?.rate).toBe('25'); // no reduced rate in DK
  });
});

describe('sales-tax package standard rates', () => {
  const st = salesTaxPackageRates();
  it('returns GST/VAT for the non-EU destinations, with CH history', () => {
    expect(vatFor(st, 'CA', '2026-04-13', '610910')).toMatchObject({ rate: '5', taxName: 'GST' });
    expect(vatFor(st, 'AU', '2026-04-13', '610910')).toMatchObject({ rate: '10', taxName: 'GST' });
    expect(vatFor(st, 'NO', '2026-04-13', '610910')?.rate).toBe('25');
    expect(vatFor(st, 'CH', '2026-04-13', '610910')?.rate).toBe('8.1');
    expect(vatFor(st, 'CH', '2023-12-31', '610910')?.rate).toBe('7.7');
    expect(vatFor(st, 'CH', '2026-04-13', '490199')?.rate).toBe('2.6');
    expect(vatFor(st, 'NO', '2026-04-13', '490199')?.rate).toBe('0');
  });
});

describe('kdeldycke CSV (optional history)', () => {
  it('parses standard-rate history', () => {
    const k = parseKdeldyckeVat(readFileSync(new URL('kdeldycke-vat_rates.csv', VAT), 'utf8'));
    expect(vatFor(k, 'AT', '1980-01-01', '610910')?.rate).toBe('18');
    expect(vatFor(k, 'AT', '2026-01-01', '610910')?.rate).toBe('20');
  });
});
