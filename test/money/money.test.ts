import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D, InvalidAmountError, UnsupportedCurrencyError, formatAmount, minorUnits, parseAmount, roundMoney } from '../../src/core/money/index.js';

describe('ISO 4217 minor units', () => {
  it('knows the exceptions (ISO 4217 list)', () => {
    expect(minorUnits('EUR')).toBe(2);
    expect(minorUnits('USD')).toBe(2);
    for (const c of ['JPY', 'KRW', 'ISK', 'CLP', 'VND']) expect(minorUnits(c)).toBe(0);
    for (const c of ['BHD', 'KWD', 'JOD', 'OMR', 'TND']) expect(minorUnits(c)).toBe(3);
  });
  it('rejects unknown codes with a typed error', () => {
    expect(() => minorUnits('XYZ')).toThrow(UnsupportedCurrencyError);
    expect(() => minorUnits('toString')).toThrow(UnsupportedCurrencyError);
  });
});

describe('roundMoney: half-up once to minor units', () => {
  it('rounds ties away from zero', () => {
    expect(roundMoney('2.345', 'EUR').toString()).toBe('2.35');
    expect(roundMoney('2.344999', 'EUR').toString()).toBe('2.34');
    expect(roundMoney('1237.5', 'JPY').toString()).toBe('1238');
    expect(roundMoney('1.2345', 'KWD').toString()).toBe('1.235');
  });
});

describe('formatAmount', () => {
  it('writes exactly the minor digits', () => {
    expect(formatAmount('12.5', 'EUR')).toBe('12.50');
    expect(formatAmount('1250', 'JPY')).toBe('1250');
    expect(formatAmount('1.25', 'KWD')).toBe('1.250');
    expect(formatAmount('0', 'USD')).toBe('0.00');
    expect(formatAmount('1e21', 'USD')).toBe('1000000000000000000000.00');
  });
  it('property: output always has the currency minor digits and parses back to the rounded value', () => {
    fc.assert(
      fc.property(fc.constantFrom('EUR', 'JPY', 'KWD', 'USD', 'ISK'), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 9999 }), (c, a, b) => {
        const v = new D(`${a}.${String(b).padStart(4, '0')}`);
        const s = formatAmount(v, c);
        const dp = minorUnits(c);
        expect(s.includes('.') ? s.split('.')[1].length : 0).toBe(dp);
        expect(new D(s).eq(roundMoney(v, c))).toBe(true);
        expect(new D(s).minus(v).abs().lte(new D(10).pow(-dp).div(2))).toBe(true);
      }),
    );
  });
});

describe('parseAmount', () => {
  it('accepts plain non-negative decimals only', () => {
    expect(parseAmount('12.50').toString()).toBe('12.5');
    for (const bad of ['-1', '1e3', '', 'abc', '1.', '.5', null]) expect(() => parseAmount(bad, 'x')).toThrow(InvalidAmountError);
    try {
      parseAmount('x', 'items[0].declaredValue');
    } catch (e) {
      expect((e as InvalidAmountError).field).toBe('items[0].declaredValue');
    }
  });
});
