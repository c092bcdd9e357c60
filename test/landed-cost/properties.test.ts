/**
 * Property tests (fast-check) on the demo dataset:
 * - totals are the sums of the rounded lines;
 * - every amount is non-negative and written with the currency's minor digits;
 * - determinism: same request + same data -> identical result (also with a fresh copy of the data);
 * - scaling monotonicity: multiplying every declared value by k >= 1 never lowers duties,
 *   taxes or the total (dates before 2026-07-01: the EU flat €3 per line replaces a 0% duty
 *   on low-value parcels and is the one rule that is not monotone in value).
 */
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_GOODS, calculateLandedCost, demoData, demoDataSource, type LandedCostRequest } from '../../src/core/landed-cost/index.js';

const data = demoData();
const DESTS = ['US', 'DE', 'FR', 'IT', 'NL', 'SE', 'PL', 'GB', 'CA', 'AU', 'CH', 'NO'];
const CCYS = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'NOK', 'KRW'];
const MINOR: Record<string, number> = { USD: 2, EUR: 2, GBP: 2, JPY: 0, CAD: 2, AUD: 2, CHF: 2, NOK: 2, KRW: 0 };

const dateArb = fc.integer({ min: Date.UTC(2025, 8, 1), max: Date.UTC(2026, 5, 30) }).map((t) => new Date(t).toISOString().slice(0, 10));
const amountArb = fc.tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}.${String(b).padStart(2, '0')}`);
const itemArb = fc.record({
  description: fc.constant('demo'),
  declaredValue: amountArb,
  currency: fc.constantFrom(...CCYS),
  countryOfOrigin: fc.constantFrom('CN', 'US', 'MX', 'VN', 'DE', 'GB', 'JP', 'BD'),
  quantity: fc.integer({ min: 1, max: 5 }),
  hsCode: fc.constantFrom(...Object.keys(DEMO_GOODS)),
  importCode: fc.constant(null),
  weightKg: fc.option(fc.constantFrom('0.1', '0.5', '1.2', '3'), { nil: undefined }),
});
const feeArb = fc.oneof(
  fc.record({ fee_type: fc.constant('CONSTANT' as const), display_name: fc.constant('Handling'), amount: amountArb, currency: fc.constantFrom(...CCYS), is_visible: fc.boolean() }),
  fc.record({
    fee_type: fc.constant('PERCENTAGE' as const),
    display_name: fc.constant('Service'),
    percent: fc.constantFrom('1', '2.5', '10'),
    base: fc.constantFrom('GOODS' as const, 'DUTIES_AND_TAXES' as const, 'GOODS_DUTIES_AND_TAXES' as const),
    minimum: fc.option(fc.constantFrom('1', '5'), { nil: undefined }),
    maximum: fc.option(fc.constantFrom('50', '500'), { nil: undefined }),
    is_visible: fc.boolean(),
  }),
);
const reqArb: fc.Arbitrary<LandedCostRequest> = fc.record({
  calculationDate: dateArb,
  currency: fc.constantFrom(...CCYS),
  destination: fc.constantFrom(...DESTS),
  origin: fc.constantFrom('CN', 'US', 'MX', 'DE', 'GB', 'JP'),
  shipping: fc.option(fc.record({ amount: amountArb, currency: fc.constantFrom(...CCYS) }), { nil: undefined }),
  insurance: fc.option(fc.record({ amount: amountArb, currency: fc.constantFrom(...CCYS) }), { nil: undefined }),
  items: fc.array(itemArb, { minLength: 1, maxLength: 4 }),
  fees: fc.array(feeArb, { maxLength: 3 }),
});

const sumStr = (xs: string[]) => xs.reduce((a, b) => a.plus(b), new Decimal(0));
const digits = (s: string) => (s.includes('.') ? s.split('.')[1].length : 0);

describe('landed-cost properties (demo data)', () => {
  it('totals = sums of rounded lines; amounts non-negative with exactly the minor digits', () => {
    fc.assert(
      fc.property(reqArb, (req) => {
        const res = calculateLandedCost(req, data);
        const m = MINOR[req.currency];
        expect(new Decimal(res.totalDuties).eq(sumStr(res.items.map((i) => i.dutyAmount)))).toBe(true);
        expect(new Decimal(res.totalTaxes).eq(sumStr(res.items.map((i) => i.taxAmount)))).toBe(true);
        expect(new Decimal(res.totalFees).eq(sumStr(res.fees.map((f) => f.amount)))).toBe(true);
        expect(new Decimal(res.totalAmount).eq(sumStr([res.totalDuties, res.totalTaxes, res.totalFees]))).toBe(true);
        const all = [res.totalDuties, res.totalTaxes, res.totalFees, res.totalAmount, ...res.items.flatMap((i) => [i.dutyAmount, i.taxAmount, i.totalValue]), ...res.fees.map((f) => f.amount)];
        for (const a of all) {
          expect(new Decimal(a).gte(0)).toBe(true);
          expect(digits(a)).toBe(m);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('deterministic, also across fresh copies of the data; explanation is JSON-serialisable', () => {
    fc.assert(
      fc.property(reqArb, (req) => {
        const a = JSON.stringify(calculateLandedCost(req, data));
        const b = JSON.stringify(calculateLandedCost(structuredClone(req), demoData()));
        expect(a).toBe(b);
        expect(JSON.parse(a).explanation.items).toHaveLength(req.items.length);
      }),
      { numRuns: 100 },
    );
  });

  it('scaling every declared value by k >= 1 never lowers duties, taxes or the total', () => {
    fc.assert(
      fc.property(reqArb, fc.constantFrom('1', '1.5', '2', '10'), (req, k) => {
        const scaled = { ...req, items: req.items.map((i) => ({ ...i, declaredValue: new Decimal(i.declaredValue).times(k).toFixed() })) };
        const a = calculateLandedCost(req, data);
        const b = calculateLandedCost(scaled, data);
        expect(new Decimal(b.totalDuties).gte(a.totalDuties)).toBe(true);
        expect(new Decimal(b.totalTaxes).gte(a.totalTaxes)).toBe(true);
        expect(new Decimal(b.totalAmount).gte(a.totalAmount)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('demo data source', () => {
  it('calculates realistic amounts for every demo good into every destination without any data directory', async () => {
    const src = demoDataSource();
    for (const destination of DESTS) {
      for (const hsCode of Object.keys(DEMO_GOODS)) {
        const req: LandedCostRequest = { calculationDate: '2026-03-02', currency: 'USD', destination, origin: 'CN', items: [{ description: DEMO_GOODS[hsCode], declaredValue: '250', currency: 'USD', countryOfOrigin: 'CN', quantity: 1, hsCode, importCode: null }], fees: [] };
        const res = calculateLandedCost(req, await src.load(req));
        expect(res.items[0].flags).not.toContain('TARIFF_LINE_NOT_FOUND');
        expect(res.items[0].flags).not.toContain('VAT_RATE_NOT_FOUND');
        if (destination !== 'US') expect(new Decimal(res.totalTaxes).gt(0) || hsCode === '490199').toBe(true);
        expect(res.explanation.datasets.map((d) => d.id)).toContain('demo-fx');
      }
    }
  });
});
