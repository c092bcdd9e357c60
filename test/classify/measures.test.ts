import { describe, it, expect } from 'vitest';
import { fitBounds, parseBounds, predominantChapters, readMeasures } from '../../src/core/classify/measures.js';

describe('measured bounds in the nomenclature wording', () => {
  it('reads one interval per dimension from comparisons, ranges and pairs', () => {
    expect(parseBounds('Iron or non-alloy steel; flat-rolled, of a width 600mm or more, hot-rolled, of a thickness of 4.75mm or more but less than 10mm')).toEqual([
      { dim: 'width', lo: 600, loIncl: true, hi: Infinity, hiIncl: false },
      { dim: 'thick', lo: 4.75, loIncl: true, hi: 10, hiIncl: false },
    ]);
    expect(parseBounds('Uncoated paper; weight 40-150g/m2, in sheets 435mm or less by 297mm or less')).toEqual([
      { dim: 'gsm', lo: 40, loIncl: true, hi: 150, hiIncl: true },
    ]);
    expect(parseBounds('Vehicles; spark-ignition engine, cylinder capacity over 1500 but not over 3000cc')).toEqual([
      { dim: 'cc', lo: 1500, loIncl: false, hi: 3000, hiIncl: true },
    ]);
    expect(parseBounds('Dairy produce; milk, of a fat content, by weight, exceeding 1% but not exceeding 6%')).toEqual([
      { dim: 'fat', lo: 1, loIncl: false, hi: 6, hiIncl: true },
    ]);
    expect(parseBounds('Monofilament; of 67 decitex or more and of which no cross-sectional dimension exceeds 1mm')).toEqual([
      { dim: 'dtex', lo: 67, loIncl: true, hi: Infinity, hiIncl: false },
      { dim: 'diam', lo: -Infinity, loIncl: false, hi: 1, hiIncl: true },
    ]);
    expect(parseBounds('Wood; sawn lengthwise, not thicker than 6mm')).toEqual([
      { dim: 'thick', lo: -Infinity, loIncl: false, hi: 6, hiIncl: true },
    ]);
    // a viscosity number in ml/g is not a volume in millilitres
    expect(parseBounds('Poly(ethylene terephthalate): having a viscosity number of 78 ml/g or higher')).toEqual([
      { dim: 'visc', lo: 78, loIncl: true, hi: Infinity, hiIncl: false },
    ]);
    expect(readMeasures('PET chips with a viscosity number of 65 ml/g').get('visc')).toEqual([65]);
    expect(readMeasures('PET chips with a viscosity number of 65 ml/g').has('vol')).toBe(false);
    // US units of marketplace titles
    expect(readMeasures('Shop Vac 16 Gallon Wet Dry Vacuum').get('vol')![0]).toBeCloseTo(60.56, 2);
    expect(readMeasures('Super Glue Gel, 0.14 fl oz').get('vol')![0]).toBeCloseTo(0.00414, 5);
    expect(readMeasures('vinyl roll 12 inches wide').get('width')![0]).toBeCloseTo(304.8, 1);
    expect(readMeasures('net weight 2.5 oz').get('mass')![0]).toBeCloseTo(0.0709, 4);
  });

  it('reads yarn counts in decitex, with the upper bound first, and single or multiple yarn', () => {
    expect(parseBounds('Cotton yarn; (not sewing thread), single, of uncombed fibres, less than 714.29 but not less than 232.56 decitex (exceeding 14 but not exceeding 43 metric number)')).toEqual([
      { dim: 'ply', lo: 1, loIncl: true, hi: 1, hiIncl: true },
      { dim: 'dtex', lo: 232.56, loIncl: true, hi: 714.29, hiIncl: false },
    ]);
    // "per single yarn" is the basis of a count, not single yarn
    expect(parseBounds('Cotton yarn; multiple or cabled, 714.28 to 232.56 decitex (15 to 43 metric number) per single yarn')[0]).toEqual(
      { dim: 'ply', lo: 2, loIncl: true, hi: Infinity, hiIncl: false },
    );
    // a bound on what the wording includes or excludes besides the goods is no bound on the goods
    expect(parseBounds('Yarn, synthetic; filament, monofilament (less than 67 decitex), of high tenacity yarn of polyesters')).toEqual([]);
    expect(parseBounds('Hosiery; of synthetic fibres (excluding graduated compression hosiery, panty hose, tights and women\'s hosiery measuring per single yarn less than 67 decitex)').some((b) => b.dim === 'dtex')).toBe(false);
  });

  it('sets no bound from a number without a comparison or a length without its name', () => {
    expect(parseBounds('Paper; in sheets of 435mm by 297mm')).toEqual([]);
    expect(parseBounds('Insecticides; in packings of 300g')).toEqual([]);
  });
});

describe('measured values in a description', () => {
  it('reads yarn counts as decitex and single or plied yarn, only in a text about yarn', () => {
    const m = readMeasures('single yarn of 100% combed cotton, Ne 80/1 (Nm 135), on cones');
    expect(m.get('dtex')!.map((v) => Math.round(v))).toEqual([74, 74]);
    expect(m.get('ply')).toEqual([1]);
    expect(readMeasures('nylon 6 textured yarn 70D/24F').get('dtex')![0]).toBeCloseTo(77.8, 1);
    expect(readMeasures('combed cotton yarn 2/48 Nm').get('ply')).toEqual([2]);
    expect(readMeasures('Cotton polyester blend yarn 60/40 Ne 40 carded').get('dtex')).toEqual([5905.4 / 40]);
    expect(readMeasures('laser diode 450 nm 5 mW').has('dtex')).toBe(false);
    // a stated count comes before loose words ("multiple colours" is no ply)
    expect(readMeasures('cotton yarn Ne 30/1, single, multiple colours available').get('ply')).toEqual([1]);
    expect(readMeasures('Cotton yarn Ne 30.').get('dtex')![0]).toBeCloseTo(196.8, 1);
  });

  it('names each value by its unit and the word around it', () => {
    const m = readMeasures('Cold-rolled stainless steel sheets, grade 304, 0.8 mm thick, 1219 mm wide, in coils');
    expect(m.get('thick')).toEqual([0.8]);
    expect(m.get('width')).toEqual([1219]);
    expect(readMeasures('Red wine, 13.5% alcohol by volume, in 750 ml bottles')).toEqual(new Map([['abv', [13.5]], ['vol', [0.75]]]));
    expect(readMeasures('denim weighing 12 oz/yd2').get('gsm')![0]).toBeCloseTo(406.9, 1);
    expect(readMeasures('drone with a maximum take-off mass of 895 g').get('mass')).toEqual([0.895]);
  });

  it('does not read packing, model codes or an unnamed length as a measure of the goods', () => {
    expect(readMeasures('Titanium dioxide, rutile, in 25 kg bags').size).toBe(0);
    expect(readMeasures('70mai Dash Cam A810 Car Camera').size).toBe(0);
    expect(readMeasures('6.5 Inch Car Speakers 300mm').size).toBe(0);
    // a motor's KV rating is revolutions per volt; a cable's 11 kV is a voltage
    expect(readMeasures('A2212 1000KV Brushless Outrunner Motor').size).toBe(0);
    expect(readMeasures('power cable, 11 kV').get('volt')).toEqual([11000]);
  });

  it('fits a value to the bounds: over 6 mm is more than 6', () => {
    const over6 = parseBounds('Copper; wire, of which the maximum cross-sectional dimension exceeds 6mm');
    const upTo6 = parseBounds('Copper; wire, of which the maximum cross-sectional dimension is 6mm or less');
    const text = readMeasures('copper wire, maximum cross-sectional dimension over 6 mm');
    expect(fitBounds(over6, text)).toBe(1);
    expect(fitBounds(upTo6, text)).toBe(-1);
    expect(fitBounds(upTo6, readMeasures('copper wire 2 mm in diameter'))).toBe(1);
    expect(fitBounds(upTo6, readMeasures('copper wire, 2 kg spool'))).toBe(0);
  });
});

describe('bounds in national tariff wording', () => {
  it('reads the US "not over ... percent vol." and the UK "<= 2 l", "> 13 % vol" forms', () => {
    expect(parseBounds('In containers holding 2 liters or less ; Of an alcoholic strength by volume not over 14 percent vol. ; Red')).toEqual([
      { dim: 'vol', lo: -Infinity, loIncl: false, hi: 2, hiIncl: true },
      { dim: 'abv', lo: -Infinity, loIncl: false, hi: 14, hiIncl: true },
    ]);
    expect(parseBounds('White wines, in containers holding <= 2 l - Of an actual alcoholic strength by volume exceeding 13 % vol but not exceeding 15 % vol')).toEqual([
      { dim: 'vol', lo: -Infinity, loIncl: false, hi: 2, hiIncl: true },
      { dim: 'abv', lo: 13, loIncl: false, hi: 15, hiIncl: true },
    ]);
    expect(parseBounds('Wine, in containers holding > 2 l')).toEqual([{ dim: 'vol', lo: 2, loIncl: false, hi: Infinity, hiIncl: false }]);
  });
});

describe('fibre shares', () => {
  it('reads the share a subheading sets for a fibre class, and a composition by class', () => {
    expect(parseBounds('Fabrics, woven; containing 85% or more by weight of cotton, unbleached')).toEqual([
      { dim: 'share:cotton', lo: 85, loIncl: true, hi: Infinity, hiIncl: false },
    ]);
    expect(parseBounds('Fabrics, woven; containing 85% or more by weight of textured polyester filaments, dyed')).toEqual([
      { dim: 'share:synthetic', lo: 85, loIncl: true, hi: Infinity, hiIncl: false },
    ]);
    const m = readMeasures('cotton 95% spandex 5%');
    expect(m.get('share:cotton')).toEqual([95]);
    expect(m.get('share:elastomeric')).toEqual([5]);
    expect(m.get('share:manmade')).toEqual([5]);
  });

  it('gives a fibre the composition does not name no share, and names the chapters of the fibre that predominates', () => {
    const elastic = parseBounds('Fabrics; knitted, of a width exceeding 30cm, containing by weight 5% or more of elastomeric yarn');
    expect(fitBounds(elastic, readMeasures('knitted fabric, 100% cotton'))).toBe(-1);
    expect(fitBounds(elastic, readMeasures('knitted fabric of 85% nylon, 15% elastane'))).toBe(1);
    expect(predominantChapters(readMeasures('woven fabric, 65% polyester 35% cotton'))).toEqual(['54', '55']);
    expect(predominantChapters(readMeasures('woven fabric, 60% cotton 40% polyester'))).toEqual(['52']);
    expect(predominantChapters(readMeasures('woven fabric, 50% cotton 50% polyester'))).toBeNull();
    expect(predominantChapters(readMeasures('woven fabric of cotton'))).toBeNull();
  });
});
