import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FxTable, NoExchangeRateError, parseEcbDailyCsv, parseEcbDailyXml, parseEcbHistCsv, penultimateWednesdayOfPreviousMonth } from '../../src/core/fx/index.js';
import { UnsupportedCurrencyError } from '../../src/core/money/index.js';

const DATA = new URL('../../../shared/data/fx/', import.meta.url);
const hist = parseEcbHistCsv(readFileSync(new URL('eurofxref-hist.csv', DATA), 'utf8'));
const table = new FxTable(hist);

describe('ECB parsers (real ECB files in ../shared/data/fx)', () => {
  it('historical CSV: all business days 1999-01-04 .. 2026-04-13, N/A dropped', () => {
    expect(hist.length).toBeGreaterThan(6900);
    expect(hist[0].date).toBe('1999-01-04');
    const last = hist[hist.length - 1];
    expect(last.date).toBe('2026-04-13');
    // eurofxref-hist.csv, row 2026-04-13: USD 1.1684, JPY 186.75, GBP 0.87058
    expect(last.rates.USD).toBe('1.1684');
    expect(last.rates.JPY).toBe('186.75');
    expect(last.rates.GBP).toBe('0.87058');
    expect(last.rates.CYP).toBeUndefined(); // N/A
  });
  it('daily CSV ("13 April 2026") agrees with the historical file', () => {
    const d = parseEcbDailyCsv(readFileSync(new URL('eurofxref-daily.csv', DATA), 'utf8'));
    expect(d).toHaveLength(1);
    expect(d[0].date).toBe('2026-04-13');
    expect(Number(d[0].rates.USD)).toBe(1.1684);
    expect(Number(d[0].rates.HUF)).toBe(366.9);
  });
  it('daily XML', () => {
    const d = parseEcbDailyXml(readFileSync(new URL('eurofxref-daily-2025-05-09.xml', DATA), 'utf8'));
    expect(d).toEqual([expect.objectContaining({ date: '2025-05-09' })]);
    expect(d[0].rates.USD).toBe('1.1252');
    expect(d[0].rates.GBP).toBe('0.84770');
    expect(Object.keys(d[0].rates)).toHaveLength(30);
  });
});

describe('FxTable', () => {
  it('cross rate through EUR on the same publication day', () => {
    // GBP -> USD on 2026-04-13 = USD per EUR / GBP per EUR = 1.1684 / 0.87058
    const q = table.quote('GBP', 'USD', '2026-04-13');
    expect(q.rateDate).toBe('2026-04-13');
    expect(q.rate.toSignificantDigits(12).toString()).toBe((1.1684 / 0.87058).toPrecision(12).replace(/0+$/, ''));
  });
  it('date rule: latest published on or before (Saturday 2026-04-11 -> Friday 2026-04-10)', () => {
    expect(table.quote('EUR', 'USD', '2026-04-11').rateDate).toBe('2026-04-10');
    expect(table.quote('EUR', 'USD', '2026-04-11').rate.toString()).toBe('1.1711');
    expect(table.quote('EUR', 'USD', '2030-01-01').rateDate).toBe('2026-04-13');
  });
  it('EU customs rule: penultimate Wednesday of the previous month (Reg. 2015/2447 Art. 146)', () => {
    // March 2026: Wednesdays 4, 11, 18, 25 -> penultimate 18
    expect(penultimateWednesdayOfPreviousMonth('2026-04-13')).toBe('2026-03-18');
    // Dec 2025: Wednesdays 3, 10, 17, 24, 31 -> penultimate 24 (no ECB fixing on 24 Dec? there is one)
    expect(penultimateWednesdayOfPreviousMonth('2026-01-05')).toBe('2025-12-24');
    // Feb 2026: 4, 11, 18, 25 -> 18
    expect(penultimateWednesdayOfPreviousMonth('2026-03-01')).toBe('2026-02-18');
    const q = table.quote('EUR', 'USD', '2026-04-13', 'eu-customs-penultimate-wednesday');
    expect(q.rateDate).toBe('2026-03-18');
    expect(q.rate.toString()).toBe('1.15'); // eurofxref-hist.csv 2026-03-18 USD 1.15
  });
  it('currency without a rate before the date -> NoExchangeRateError; unknown code -> UnsupportedCurrencyError', () => {
    expect(() => table.quote('USD', 'EUR', '1998-12-31')).toThrow(NoExchangeRateError);
    expect(() => table.quote('RUB', 'EUR', '2026-04-13')).not.toThrow(); // RUB last published 2022-03-01
    expect(table.quote('RUB', 'EUR', '2026-04-13').rateDate <= '2022-03-01').toBe(true);
    expect(() => table.quote('XXQ', 'EUR', '2026-04-13')).toThrow(UnsupportedCurrencyError);
    expect(() => table.quote('AED', 'EUR', '2026-04-13', 'latest-on-or-before', 'currency')).toThrow(NoExchangeRateError);
  });
});
