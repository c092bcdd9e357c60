import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHts } from '../../src/core/data/hts.js';
import { D } from '../../src/core/money/index.js';
import { evaluateDuty, parseHtsRate, parseHtsSpecial, parseUkRate, parseUkTariff, rateOnDate, specialForOrigin } from '../../src/core/tariff/index.js';

const TARIFF = new URL('../../../shared/data/tariff/', import.meta.url);

describe('HTS rate texts', () => {
  it('parses the forms of the General column', () => {
    expect(parseHtsRate('Free')).toMatchObject({ parsed: true, free: true, components: [] });
    expect(parseHtsRate('5.5%').components).toEqual([{ type: 'ad_valorem', percent: '5.5' }]);
    expect(parseHtsRate('1¢/kg').components).toEqual([{ type: 'specific', amount: '0.01', currency: 'USD', per: '1', unit: 'kg' }]);
    expect(parseHtsRate('$1.104/kg + 14.9%').components).toEqual([
      { type: 'specific', amount: '1.104', currency: 'USD', per: '1', unit: 'kg' },
      { type: 'ad_valorem', percent: '14.9' },
    ]);
    expect(parseHtsRate('6.8¢/kg + 2.4%').components[0]).toMatchObject({ amount: '0.068', unit: 'kg' });
    expect(parseHtsRate('90¢/pr. + 20%').components[0]).toMatchObject({ amount: '0.9', unit: 'pair' });
    expect(parseHtsRate('25¢ each + 3.9%').components[0]).toMatchObject({ amount: '0.25', unit: 'item' });
    expect(parseHtsRate('6.3¢/liter').components[0]).toMatchObject({ unit: 'liter' });
    expect(parseHtsRate('3¢/doz.').components[0]).toMatchObject({ unit: 'doz' });
    expect(parseHtsRate('$1.22/m2').components[0]).toMatchObject({ unit: 'm2', amount: '1.22' });
    expect(parseHtsRate('10.5¢/kg on drained weight').components[0]).toMatchObject({ qualifier: 'drained' });
    expect(parseHtsRate('33 1/3%').components[0]).toMatchObject({ type: 'ad_valorem' });
  });
  it('keeps notes and part-of-article forms unparsed with a flag', () => {
    expect(parseHtsRate('The rate applicable to each garment in the ensemble if separately entered')).toMatchObject({ parsed: false, flags: ['unparsed', 'note'] });
    expect(parseHtsRate('The duty provided in the applicable subheading + 25%').parsed).toBe(false);
    expect(parseHtsRate('40¢ each + 8.5% on the case + 2.8% on the strap, band or bracelet + 5.3% on the battery').flags).toContain('partial_article');
    expect(parseHtsRate('4.4¢/kg on lead content').flags).toContain('content_based');
  });
  it('Special column: program codes -> qualifying origins', () => {
    const g = parseHtsSpecial('Free (A+,AU,BH,CL,CO,D,E,IL,JO,KR,MA,OM,P,PA,PE,S,SG) 2.8¢/liter (JO)');
    expect(g).toHaveLength(2);
    expect(g[0].countries).toEqual(expect.arrayContaining(['AU', 'BH', 'CA', 'MX', 'CL', 'CO', 'IL', 'JO', 'KR', 'MA', 'OM', 'CR', 'GT', 'PA', 'PE', 'SG']));
    expect(g[0].countries).not.toContain('IN'); // A+ GSP is not applied
    expect(specialForOrigin(g, 'MX')?.rateText).toBe('Free');
    expect(specialForOrigin(g, 'CN')).toBeNull();
    const see = parseHtsSpecial('Free (BH,CL,CO,JO,KR,MA,OM,P,PE,S,SG) See 9822.04.01-9822.04.03 (AU) See 9919.02.01-9919.02.02 (PA)');
    expect(specialForOrigin(see, 'AU')?.rate.parsed).toBe(false);
  });
  it('parses at least 95% of the rate cells of the real HTS that are not notes', () => {
    const lines = parseHts(readFileSync(new URL('hts_2026_revision_4.csv', TARIFF), 'utf8'));
    let total = 0;
    let ok = 0;
    let notes = 0;
    for (const l of lines) {
      if (!l.general || l.inheritedFrom) continue;
      total++;
      const r = parseHtsRate(l.general);
      if (r.parsed) ok++;
      else if (r.flags.some((f) => ['note', 'partial_article', 'content_based', 'alcohol_strength'].includes(f))) notes++;
    }
    expect(total).toBeGreaterThan(12000);
    expect(ok / (total - notes)).toBeGreaterThan(0.95);
    // HTS 6109.10.00.12 inherits "16.5%" from 6109.10.00
    const tee = lines.find((l) => l.code === '6109100012')!;
    expect(tee.general).toBe('16.5%');
    expect(tee.inheritedFrom).toBe('61091000');
  });
});

describe('UK / EU rate texts', () => {
  it('parses compound, specific, MIN/MAX, gross-weight and item forms', () => {
    expect(parseUkRate('12.0%').components).toEqual([{ type: 'ad_valorem', percent: '12' }]);
    expect(parseUkRate('0.0%').free).toBe(true);
    expect(parseUkRate('10.00% + 77.00 GBP/100kg').components).toEqual([
      { type: 'ad_valorem', percent: '10' },
      { type: 'specific', amount: '77', currency: 'GBP', per: '100', unit: 'kg' },
    ]);
    expect(parseUkRate('41.20 EUR / 100 kg').components[0]).toMatchObject({ amount: '41.2', currency: 'EUR', per: '100', unit: 'kg' });
    const w = parseUkRate('4.50% MIN 0.30 EUR / item MAX 0.80 EUR / item');
    expect(w.minimum).toEqual([{ type: 'specific', amount: '0.3', currency: 'EUR', per: '1', unit: 'item' }]);
    expect(w.maximum).toEqual([{ type: 'specific', amount: '0.8', currency: 'EUR', per: '1', unit: 'item' }]);
    expect(parseUkRate('9.00% MIN 1.10 EUR / 100 kg / gross').minimum?.[0]).toMatchObject({ qualifier: 'gross' });
    expect(parseUkRate('12.00 CHF / 100 kg / gross').components[0]).toMatchObject({ currency: 'CHF', per: '100', unit: 'kg', qualifier: 'gross' });
    expect(parseUkRate('1.50 EUR / 1,000 items').components[0]).toMatchObject({ per: '1000', unit: 'item' });
    expect(parseUkRate('8.30% +  EA MAX 18.70%  + ADSZ').flags).toContain('agricultural_component');
    expect(parseUkRate('Entry Price')).toMatchObject({ parsed: false, flags: ['unparsed', 'entry_price'] });
    expect(parseUkRate('32.00 EUR / % vol / hl').flags).toContain('alcohol_strength');
  });
  it('seasonal ranges pick the rate of the calculation date', () => {
    const r = parseUkRate('10.0% (01 JUL - 31 JAN), 8.0% (01 FEB - 30 JUN)');
    expect(r.seasons).toHaveLength(2);
    expect(rateOnDate(r, '2026-12-01').components).toEqual([{ type: 'ad_valorem', percent: '10' }]);
    expect(rateOnDate(r, '2026-03-01').components).toEqual([{ type: 'ad_valorem', percent: '8' }]);
  });
  it('parseUkTariff reads the real UK Global Tariff file (11,830 lines, >99% parsed)', () => {
    const lines = parseUkTariff(readFileSync(new URL('global-uk-tariff.csv', TARIFF), 'utf8'));
    expect(lines).toHaveLength(11830);
    const tee = lines.find((l) => l.code === '61091000')!;
    expect(tee.ukgt.text).toBe('12.0%');
    expect(tee.cet.text).toBe('12.0%');
    const parsed = lines.filter((l) => l.ukgt.rate.parsed).length;
    expect(parsed / lines.length).toBeGreaterThan(0.99);
  });
});

describe('evaluateDuty', () => {
  const ctx = (value: string, quantity: number, weightKg: string | null) => ({
    value: new D(value),
    currency: 'EUR',
    quantity,
    weightKg: weightKg === null ? null : new D(weightKg),
    estimatedWeightKg: new D('0.5').times(quantity),
    date: '2026-04-13',
    convert: (a: InstanceType<typeof D>, from: string) => (from === 'GBP' ? a.div('0.5') : a),
  });
  it('ad valorem, specific per 100 kg, min/max per item', () => {
    expect(evaluateDuty(parseUkRate('12%'), ctx('100', 1, null)).amount.toString()).toBe('12');
    // 41.20 EUR / 100 kg × 250 kg = 103
    expect(evaluateDuty(parseUkRate('41.20 EUR / 100 kg'), ctx('1', 1, '250')).amount.toString()).toBe('103');
    // 4.5% of 200 = 9 > MAX 0.80 × 2 items = 1.60
    expect(evaluateDuty(parseUkRate('4.50% MIN 0.30 EUR / item MAX 0.80 EUR / item'), ctx('200', 2, null)).amount.toString()).toBe('1.6');
    // 4.5% of 4 = 0.18 < MIN 0.30 × 1
    expect(evaluateDuty(parseUkRate('4.50% MIN 0.30 EUR / item MAX 0.80 EUR / item'), ctx('4', 1, null)).amount.toString()).toBe('0.3');
  });
  it('flags an estimated weight, converts a foreign-currency specific amount', () => {
    const e = evaluateDuty(parseUkRate('10.00 GBP / 100 kg'), ctx('10', 2, null));
    expect(e.flags).toContain('WEIGHT_ESTIMATED');
    // 10 GBP/100kg × 1.0 kg (2 × 0.5 estimated) = 0.10 GBP, at 0.5 GBP/EUR = 0.20 EUR
    expect(e.amount.toString()).toBe('0.2');
  });
  it('unknown quantities count 0 and are flagged; unparsed rates are not computable', () => {
    expect(evaluateDuty(parseHtsRate('$1.22/m2'), ctx('10', 1, '1')).flags).toContain('SPECIFIC_QUANTITY_UNKNOWN');
    expect(evaluateDuty(parseUkRate('Entry Price'), ctx('10', 1, '1')).computable).toBe(false);
  });
});
