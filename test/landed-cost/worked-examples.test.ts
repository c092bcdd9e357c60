/**
 * Worked examples on the real data, each computed by hand below from the cited tariff line,
 * rate text, VAT rate and ECB reference rate (eurofxref-hist.csv):
 *   2026-04-13: USD 1.1684, JPY 186.75, GBP 0.87058, CAD 1.6177, AUD 1.661, CHF 0.9242
 *   2026-03-18 (EU customs rate for April 2026, penultimate Wednesday of March): USD 1.15, GBP 0.86393
 * Expected amounts are computed here with decimal.js and a local half-up rounding, never
 * taken from the engine.
 */
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  NoExchangeRateError,
  UnsupportedCurrencyError,
  UnsupportedDestinationError,
  calculateLandedCost,
  type LandedCostData,
  type LandedCostRequest,
} from '../../src/core/landed-cost/index.js';
import { realData } from './real-data.js';

const data = realData();
const HALF_UP = Decimal.ROUND_HALF_UP;
const r = (x: Decimal.Value, dp = 2) => new Decimal(x).toDecimalPlaces(dp, HALF_UP).toFixed(dp);
const DATE = '2026-04-13';

type Item = LandedCostRequest['items'][number];
const item = (o: Partial<Item> & Pick<Item, 'hsCode' | 'declaredValue' | 'currency'>): Item => ({
  description: 'goods',
  countryOfOrigin: 'CN',
  quantity: 1,
  importCode: null,
  ...o,
});
const req = (o: Partial<LandedCostRequest> & Pick<LandedCostRequest, 'destination' | 'currency' | 'items'>): LandedCostRequest => ({
  calculationDate: DATE,
  origin: 'CN',
  fees: [],
  ...o,
});

describe('US (FOB, no import VAT, no de minimis since 2025-08-29)', () => {
  it('specific duty: HTS 0409.00.00 natural honey "1.9¢/kg"', () => {
    // 2 jars × 0.5 kg = 1 kg; 1 kg × $0.019 = $0.019 -> $0.02
    const res = calculateLandedCost(
      req({ destination: 'US', currency: 'USD', items: [item({ hsCode: '040900', importCode: '0409000010', declaredValue: '15.00', currency: 'USD', quantity: 2, weightKg: '0.5' })] }),
      data,
    );
    expect(res.items[0].dutyAmount).toBe(r(new Decimal('0.019')));
    expect(res.items[0].totalValue).toBe('30.00');
    expect(res.totalTaxes).toBe('0.00');
    expect(res.explanation.items[0].rateText).toBe('1.9¢/kg');
    expect(res.explanation.items[0].tariffLine?.code).toBe('0409000010');
    expect(res.explanation.consignment.thresholds).toEqual([]); // no US de minimis rule in force
  });

  it('compound duty: HTS 6404.11.89 sneakers valued $6.50–$12/pair "90¢/pr. + 20%"; shipping excluded (FOB)', () => {
    // 2 pairs × $10: 2 × $0.90 + 20% × $20 = 1.80 + 4.00 = $5.80
    const res = calculateLandedCost(
      req({ destination: 'US', currency: 'USD', shipping: { amount: '15', currency: 'USD' }, items: [item({ hsCode: '640411', importCode: '6404118930', declaredValue: '10.00', currency: 'USD', quantity: 2, countryOfOrigin: 'VN' })] }),
      data,
    );
    expect(res.items[0].dutyAmount).toBe(r(new Decimal(2).times('0.90').plus(new Decimal(20).times('0.20'))));
    expect(res.explanation.items[0].customsValue.amount).toBe('20.00');
  });

  it('preferential origin: the same sneakers made in MX take Special "Free (… S …)" (USMCA), flagged', () => {
    const res = calculateLandedCost(
      req({ destination: 'US', currency: 'USD', origin: 'MX', items: [item({ hsCode: '640411', importCode: '6404118930', declaredValue: '10.00', currency: 'USD', quantity: 2, countryOfOrigin: 'MX' })] }),
      data,
    );
    expect(res.items[0].dutyAmount).toBe('0.00');
    expect(res.items[0].flags).toContain('PREFERENCE_ASSUMED_ORIGINATING');
    expect(res.explanation.items[0].preferenceProgram).toMatch(/USMCA/);
  });

  it('JPY shipment: HTS 6109.10.00.12 men\'s cotton T-shirts "16.5%" (rate of 6109.10.00)', () => {
    // 3 × ¥2,500 = ¥7,500; 16.5% = ¥1,237.5 -> half-up ¥1,238 (JPY has no minor unit)
    const res = calculateLandedCost(
      req({ destination: 'US', currency: 'JPY', items: [item({ hsCode: '610910', importCode: '6109100012', declaredValue: '2500', currency: 'JPY', quantity: 3 })] }),
      data,
    );
    expect(res.items[0].dutyAmount).toBe(r(new Decimal(7500).times('0.165'), 0));
    expect(res.items[0].dutyAmount).toBe('1238');
    expect(res.totalAmount).toBe('1238');
    expect(res.items[0].totalValue).toBe('7500');
    // the customs value was converted to USD at the 2026-04-13 cross rate 1.1684 / 186.75
    expect(res.explanation.items[0].value.fx.rateDate).toBe(DATE);
    expect(res.explanation.items[0].customsValue.amount).toBe(r(new Decimal(7500).times('1.1684').div('186.75')));
  });

  it('before 2025-08-29, a $100 consignment was within the $800 de minimis (19 U.S.C. 1321)', () => {
    const res = calculateLandedCost(
      req({ calculationDate: '2025-06-02', origin: 'VN', destination: 'US', currency: 'USD', items: [item({ hsCode: '610910', importCode: '6109100012', declaredValue: '100', currency: 'USD', countryOfOrigin: 'VN' })] }),
      data,
    );
    expect(res.totalDuties).toBe('0.00');
    expect(res.items[0].flags).toContain('DUTY_DE_MINIMIS');
  });
});

describe('DE (EU CET as of 2020, CIF, EU customs exchange rate)', () => {
  it('cross-currency: GBP-priced leather handbag, CET 4202.21.00 "3.0%", VAT 19%, shipment in USD', () => {
    // rate date 2026-03-18: GBP 0.86393, USD 1.15 per EUR.
    // customs value (CIF) = (200 + 10) GBP / 0.86393 EUR; duty 3%; VAT 19% on (CV + duty);
    // each converted to USD × 1.15, rounded once.
    const cvEur = new Decimal(210).div('0.86393');
    const dutyUsd = cvEur.times('0.03').times('1.15');
    const vatUsd = cvEur.times('1.03').times('0.19').times('1.15');
    const res = calculateLandedCost(
      req({ destination: 'DE', currency: 'USD', shipping: { amount: '10', currency: 'GBP' }, items: [item({ hsCode: '420221', declaredValue: '200', currency: 'GBP' })] }),
      data,
    );
    expect(res.items[0].dutyAmount).toBe(r(dutyUsd));
    expect(res.items[0].taxAmount).toBe(r(vatUsd));
    expect(res.items[0].totalValue).toBe(r(new Decimal(200).div('0.86393').times('1.15')));
    expect(res.totalAmount).toBe(r(new Decimal(r(dutyUsd)).plus(r(vatUsd))));
    const ex = res.explanation.items[0];
    expect(ex.value.fx.rateDate).toBe('2026-03-18');
    expect(ex.tariffLine?.code).toBe('42022100');
    expect(ex.rateText).toBe('3.0%');
    expect(ex.tax?.rate).toBe('19');
    expect(res.explanation.consignment.thresholds.find((t) => t.rule === 'EU-150-duty')?.applies).toBe(false);
  });

  it('min/max duty: CET 9102.11.00 wrist-watches "4.50% MIN 0.30 EUR / item MAX 0.80 EUR / item"', () => {
    // €200 watch: 4.5% = €9.00 > MAX €0.80/item -> €0.80; VAT 19% × (200 + 0.80) = €38.152 -> €38.15
    const res = calculateLandedCost(req({ destination: 'DE', currency: 'EUR', items: [item({ hsCode: '910211', declaredValue: '200', currency: 'EUR' })] }), data);
    expect(res.items[0].dutyAmount).toBe('0.80');
    expect(res.items[0].taxAmount).toBe(r(new Decimal('200.80').times('0.19')));
  });
});

describe('FR (EU low-value rules)', () => {
  it('below threshold: €80 of T-shirts (CET 6109.10.00 "12.0%") is duty-free (Reg. 1186/2009 Art. 23); VAT 20% via IOSS', () => {
    // goods €80 ≤ €150 -> no duty; VAT 20% × CIF (80 + 10) = €18.00, collected at sale
    const res = calculateLandedCost(
      req({ destination: 'FR', currency: 'EUR', shipping: { amount: '10', currency: 'EUR' }, items: [item({ hsCode: '610910', declaredValue: '40', currency: 'EUR', quantity: 2 })] }),
      data,
    );
    expect(res.totalDuties).toBe('0.00');
    expect(res.totalTaxes).toBe(r(new Decimal(90).times('0.20')));
    expect(res.items[0].flags).toEqual(expect.arrayContaining(['DUTY_DE_MINIMIS', 'TAX_COLLECTED_AT_SALE']));
  });

  it('from 2026-07-01: flat €3 per distinct subheading in consignments ≤ €150 (interim rule)', () => {
    // T-shirts 2 × €40 (610910) + sneakers €50 (640411): 2 subheadings -> €6 duty.
    // shipping €10 split pro rata 80/130 and 50/130; VAT 20% on (value + share + €3) per line.
    const ship = (v: number) => new Decimal(10).times(v).div(130);
    const vat1 = new Decimal(80).plus(ship(80)).plus(3).times('0.2');
    const vat2 = new Decimal(50).plus(ship(50)).plus(3).times('0.2');
    const res = calculateLandedCost(
      req({
        calculationDate: '2026-07-15',
        destination: 'FR',
        currency: 'EUR',
        shipping: { amount: '10', currency: 'EUR' },
        items: [item({ hsCode: '610910', declaredValue: '40', currency: 'EUR', quantity: 2 }), item({ hsCode: '640411', declaredValue: '50', currency: 'EUR' })],
      }),
      data,
    );
    expect(res.items.map((i) => i.dutyAmount)).toEqual(['3.00', '3.00']);
    expect(res.items.map((i) => i.taxAmount)).toEqual([r(vat1), r(vat2)]);
    expect(res.totalTaxes).toBe(new Decimal(r(vat1)).plus(r(vat2)).toFixed(2));
  });

  it('books take the 5.5% reduced rate (CGI art. 278-0 bis A; ibericode FR reduced1)', () => {
    const res = calculateLandedCost(req({ destination: 'FR', currency: 'EUR', items: [item({ hsCode: '490199', declaredValue: '200', currency: 'EUR' })] }), data);
    expect(res.items[0].taxAmount).toBe('11.00');
  });
});

describe('GB (UK Global Tariff, £135 rules)', () => {
  it('below threshold: £100 sneakers — no duty (≤ £135), VAT 20% charged at the point of sale', () => {
    const res = calculateLandedCost(
      req({ destination: 'GB', currency: 'GBP', shipping: { amount: '5', currency: 'GBP' }, items: [item({ hsCode: '640411', declaredValue: '100', currency: 'GBP' })] }),
      data,
    );
    expect(res.totalDuties).toBe('0.00');
    expect(res.totalTaxes).toBe(r(new Decimal(105).times('0.2')));
    expect(res.items[0].flags).toContain('TAX_COLLECTED_AT_SALE');
  });
  it('above threshold: UKGT 6404.11.00 "16.0%" on CIF; a book is 0% duty and zero-rated', () => {
    // sneakers 2 × £90 + book £20, shipping £10 split by value (180/200, 20/200)
    const cvS = new Decimal(180).plus(9);
    const dutyS = cvS.times('0.16');
    const vatS = cvS.plus(dutyS).times('0.2');
    const res = calculateLandedCost(
      req({
        destination: 'GB',
        currency: 'GBP',
        shipping: { amount: '10', currency: 'GBP' },
        items: [item({ hsCode: '640411', declaredValue: '90', currency: 'GBP', quantity: 2 }), item({ hsCode: '490199', declaredValue: '20', currency: 'GBP' })],
      }),
      data,
    );
    expect(res.items[0].dutyAmount).toBe(r(dutyS));
    expect(res.items[0].taxAmount).toBe(r(vatS));
    expect(res.items[1].dutyAmount).toBe('0.00');
    expect(res.items[1].taxAmount).toBe('0.00');
    expect(res.explanation.items[0].rateText).toBe('16.0%');
  });
  it('EU-origin goods take the TCA zero tariff (assumed originating)', () => {
    const res = calculateLandedCost(
      req({ destination: 'GB', origin: 'DE', currency: 'GBP', items: [item({ hsCode: '640411', declaredValue: '300', currency: 'GBP', countryOfOrigin: 'IT' })] }),
      data,
    );
    expect(res.totalDuties).toBe('0.00');
    expect(res.items[0].taxAmount).toBe('60.00');
  });
});

describe('CA (project table, FOB, GST 5%)', () => {
  it('T-shirts from CN: table row CA "61" apparel 18% (Customs Tariff MFN); GST 5% on value + duty; shipping excluded', () => {
    // 2 × CAD 40 = 80 (> CAD 20 LVS): duty 14.40; GST 5% × 94.40 = 4.72
    const res = calculateLandedCost(
      req({ destination: 'CA', currency: 'CAD', shipping: { amount: '15', currency: 'CAD' }, items: [item({ hsCode: '610910', declaredValue: '40', currency: 'CAD', quantity: 2 })] }),
      data,
    );
    expect(res.items[0].dutyAmount).toBe('14.40');
    expect(res.items[0].taxAmount).toBe(r(new Decimal(94.4).times('0.05')));
    expect(res.items[0].flags).toContain('PROVINCIAL_TAX_NOT_INCLUDED');
  });
  it('from the US (CUSMA courier thresholds): CAD 120 is duty-free (≤ 150) but taxed (> 40)', () => {
    const res = calculateLandedCost(
      req({ destination: 'CA', origin: 'US', currency: 'CAD', items: [item({ hsCode: '610910', declaredValue: '120', currency: 'CAD', countryOfOrigin: 'CN' })] }),
      data,
    );
    expect(res.totalDuties).toBe('0.00');
    expect(res.totalTaxes).toBe('6.00');
  });
  it('cross-currency: the same T-shirts priced in USD, shipment in USD (rates of 2026-04-13)', () => {
    // value CAD = 80 × 1.6177/1.1684; duty 18%; GST 5% on 1.18 × value; back to USD × 1.1684/1.6177
    const res = calculateLandedCost(req({ destination: 'CA', currency: 'USD', items: [item({ hsCode: '610910', declaredValue: '40', currency: 'USD', quantity: 2 })] }), data);
    expect(res.items[0].dutyAmount).toBe(r(new Decimal(80).times('0.18')));
    expect(res.items[0].taxAmount).toBe(r(new Decimal(80).times('1.18').times('0.05')));
  });
});

describe('AU (project table, FOB, GST 10% on VoTI)', () => {
  it('AUD 1,700 consignment: laptop Free (8471), sneakers 5% (64); GST on value + duty + transport & insurance', () => {
    const share = (v: number) => new Decimal(60).times(v).div(1700);
    const gstLaptop = new Decimal(1500).plus(share(1500)).times('0.1');
    const gstShoes = new Decimal(200).plus(10).plus(share(200)).times('0.1');
    const res = calculateLandedCost(
      req({
        destination: 'AU',
        origin: 'BD',
        currency: 'AUD',
        shipping: { amount: '50', currency: 'AUD' },
        insurance: { amount: '10', currency: 'AUD' },
        items: [item({ hsCode: '847130', declaredValue: '1500', currency: 'AUD', countryOfOrigin: 'BD' }), item({ hsCode: '640411', declaredValue: '200', currency: 'AUD', countryOfOrigin: 'BD' })],
      }),
      data,
    );
    expect(res.items.map((i) => i.dutyAmount)).toEqual(['0.00', '10.00']);
    expect(res.items.map((i) => i.taxAmount)).toEqual([r(gstLaptop), r(gstShoes)]);
  });
  it('below AUD 1,000: no duty; GST collected at sale (LVG)', () => {
    const res = calculateLandedCost(
      req({ destination: 'AU', origin: 'BD', currency: 'AUD', shipping: { amount: '20', currency: 'AUD' }, items: [item({ hsCode: '640411', declaredValue: '300', currency: 'AUD', countryOfOrigin: 'BD' })] }),
      data,
    );
    expect(res.totalDuties).toBe('0.00');
    expect(res.totalTaxes).toBe('32.00');
    expect(res.items[0].flags).toContain('TAX_COLLECTED_AT_SALE');
  });
});

describe('CH (specific duty per 100 kg gross; CHF 5 tax-amount threshold)', () => {
  // Fixture line, NOT a real Swiss rate: a chapter-18 line at CHF 60.00 per 100 kg gross.
  const withCh: LandedCostData = {
    ...data,
    tariffs: { ...data.tariffs, CH: [...(data.tariffs.CH ?? []), { tariff: 'CH', code: '1806', description: 'fixture: chocolate', general: '60.00 CHF / 100 kg / gross', format: 'uk', source: 'test fixture', validFrom: '2024-01-01', validTo: null, datasetId: 'fixture' }] },
  };
  it('duty = 60 CHF × 3 kg / 100 = CHF 1.80; VAT 8.1% × 51.80 = 4.1958 ≤ CHF 5 -> not collected', () => {
    const res = calculateLandedCost(
      req({ destination: 'CH', currency: 'CHF', shipping: { amount: '10', currency: 'CHF' }, items: [item({ hsCode: '180632', declaredValue: '20', currency: 'CHF', quantity: 2, weightKg: '1.5' })] }),
      withCh,
    );
    expect(res.items[0].dutyAmount).toBe('1.80');
    expect(res.items[0].taxAmount).toBe('0.00');
    expect(res.explanation.consignment.thresholds.find((t) => t.rule === 'CH-5-tax-amount')).toMatchObject({ applies: true, comparedValue: r(new Decimal('51.8').times('0.081')) });
  });
  it('industrial goods are duty-free since 2024-01-01; VAT 8.1% on CIF', () => {
    const res = calculateLandedCost(req({ destination: 'CH', currency: 'CHF', shipping: { amount: '10', currency: 'CHF' }, items: [item({ hsCode: '611020', declaredValue: '100', currency: 'CHF' })] }), withCh);
    expect(res.totalDuties).toBe('0.00');
    expect(res.totalTaxes).toBe(r(new Decimal(110).times('0.081')));
  });
});

describe('fees', () => {
  it('CONSTANT in EUR converted to USD at the ECB rate of the date; PERCENTAGE of duties and taxes with a minimum', () => {
    const res = calculateLandedCost(
      req({
        destination: 'US',
        currency: 'USD',
        items: [item({ hsCode: '610910', importCode: '6109100012', declaredValue: '100', currency: 'USD' })],
        fees: [
          { fee_type: 'CONSTANT', display_name: 'Handling', amount: '5', currency: 'EUR', is_visible: true },
          { fee_type: 'PERCENTAGE', display_name: 'Service', percent: '10', base: 'DUTIES_AND_TAXES', minimum: '2', is_visible: false },
        ],
      }),
      data,
    );
    // duty 16.5% × 100 = 16.50; Handling 5 × 1.1684 = 5.842 -> 5.84; Service max(10% × 16.50, 2) = 2.00
    expect(res.fees).toEqual([
      { feeType: 'CONSTANT', displayName: 'Handling', amount: '5.84', originalAmount: '5.00', originalCurrency: 'EUR', isVisible: true },
      { feeType: 'PERCENTAGE', displayName: 'Service', amount: '2.00', originalAmount: '2.00', originalCurrency: 'USD', isVisible: false },
    ]);
    expect(res.totalFees).toBe('7.84');
    expect(res.totalAmount).toBe('24.34');
  });
});

describe('typed errors', () => {
  it('unsupported currency, no exchange rate, unsupported destination', () => {
    const base = req({ destination: 'US', currency: 'USD', items: [item({ hsCode: '610910', declaredValue: '10', currency: 'USD' })] });
    expect(() => calculateLandedCost({ ...base, currency: 'XXQ' }, data)).toThrow(UnsupportedCurrencyError);
    try {
      calculateLandedCost({ ...base, items: [{ ...base.items[0], currency: 'ABC' }] }, data);
    } catch (e) {
      expect((e as UnsupportedCurrencyError).field).toBe('items[0].currency');
    }
    expect(() => calculateLandedCost({ ...base, currency: 'AED' }, data)).toThrow(NoExchangeRateError);
    expect(() => calculateLandedCost({ ...base, destination: 'BR' }, data)).toThrow(UnsupportedDestinationError);
  });
});
