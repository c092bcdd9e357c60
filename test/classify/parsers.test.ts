import { describe, it, expect } from 'vitest';
import { parseHsNomenclature } from '../../src/core/data/hs-nomenclature.js';
import { parseHts, buildHtsContext, htsFullDescription } from '../../src/core/data/hts.js';
import { parseUkTariffLines } from '../../src/core/data/uk-tariff-lines.js';
import { tokenize, stem, sameWord, keepDigitWords, foldText } from '../../src/core/classify/text.js';
import { phraseUsable } from '../../src/core/classify/index.js';
import { candidateTags, MATERIAL_WORDS } from '../../src/core/classify/attributes.js';

describe('parseHsNomenclature', () => {
  it('parses rows and skips pseudo rows', () => {
    const csv = [
      'section,hscode,description,parent,level',
      'I,01,Animals; live,TOTAL,2',
      'I,0101,"Horses, asses, mules and hinnies; live",01,4',
      'I,010121,"Horses; live, pure-bred breeding animals",0101,6',
      'TOTAL,99,Commodities not specified according to kind,TOTAL,2',
      'TOTAL,999999,Commodities not specified according to kind,9999,6',
      'TOTAL,TOTAL,Total of all HS2022 commodities,TOTAL,5',
    ].join('\n');
    const rows = parseHsNomenclature(csv);
    expect(rows).toEqual([
      { code: '01', description: 'Animals; live', parent: null, level: 2, section: 'I' },
      { code: '0101', description: 'Horses, asses, mules and hinnies; live', parent: '01', level: 4, section: 'I' },
      { code: '010121', description: 'Horses; live, pure-bred breeding animals', parent: '0101', level: 6, section: 'I' },
    ]);
  });
});

describe('parseHts', () => {
  const csv = [
    '\ufeffHTS Number,Indent,Description,Unit of Quantity,General Rate of Duty,Special Rate of Duty,Column 2 Rate of Duty,Quota Quantity,Additional Duties',
    '"0101","0","Live horses, asses, mules and hinnies:","","","","","",""',
    '"","1","Horses:","","","","","",""',
    '"0101.21.00","2","Purebred breeding animals","","Free","","Free","",""',
    '"0101.21.00.10","3","Males","[""No.""]","","","","",""',
    '"0101.30.00.00","1","Asses","[""No.""]","6.8%","Free (A+,AU)","15%","",""',
  ].join('\n');
  it('parses codes, indent, units and inherits rates from the 8-digit parent', () => {
    const lines = parseHts(csv);
    expect(lines).toHaveLength(5);
    expect(lines[1].code).toBe('');
    const males = lines[3];
    expect(males).toMatchObject({ code: '0101210010', rawCode: '0101.21.00.10', indent: 3, unit: 'No.', general: 'Free', column2: 'Free', special: null, inheritedFrom: '01012100' });
    expect(lines[4]).toMatchObject({ code: '0101300000', general: '6.8%', inheritedFrom: null });
  });
  it('builds the indented context', () => {
    const lines = parseHts(csv);
    const ctx = buildHtsContext(lines);
    expect(ctx[3]).toEqual(['Live horses, asses, mules and hinnies:', 'Horses:', 'Purebred breeding animals']);
    expect(ctx[4]).toEqual(['Live horses, asses, mules and hinnies:']);
    expect(htsFullDescription(lines, ctx, 3)).toBe('Live horses, asses, mules and hinnies; Horses; Purebred breeding animals; Males');
  });
});

describe('parseUkTariffLines', () => {
  it('returns codes and descriptions', () => {
    const csv = 'commodity,description,cet_duty_rate,ukgt_duty_rate\n01012100,Pure-bred breeding horses,0.0%,0.0%\n';
    expect(parseUkTariffLines(csv)).toEqual([{ code: '01012100', description: 'Pure-bred breeding horses' }]);
  });
});

describe('tokenizer', () => {
  it('reads words that name properties of plain objects as words', () => {
    expect(tokenize('Lego constructor set').map((t) => t.raw)).toEqual(['lego', 'constructor', 'set']);
    expect(MATERIAL_WORDS['constructor']).toBeUndefined();
  });

  it('normalises spelling, plurals and drops negated spans', () => {
    expect(stem('batteries')).toBe(stem('battery'));
    expect(tokenize('Jewellery of aluminium').map((t) => t.raw)).toEqual(['jewelry', 'aluminum']);
    const t = tokenize('Dresses; of cotton (not knitted or crocheted)');
    expect(t.filter((x) => !x.negated).map((x) => x.t)).toEqual([stem('dresses'), 'cotton']);
    expect(tokenize("men's T-shirts").map((x) => x.t)).toEqual(['man', 'tshirt']);
    expect(tokenize('beads for jewelry making').find((x) => x.raw === 'jewelry')?.purpose).toBe(true);
    // "a part of a wine press": the machine is what the goods serve, not the goods
    const part = tokenize('a pressing basket, a part of a wine press');
    expect(part.filter((x) => x.purpose).map((x) => x.raw)).toEqual(['wine', 'press']);
    expect(tokenize('a pressing basket of stainless steel').some((x) => x.purpose)).toBe(false);
    expect(tokenize('fresh salmon, never frozen').find((x) => x.raw === 'frozen')?.negated).toBe(true);
    // shares written out or as a ratio after the fibres
    expect(foldText('yarn of 60 percent cotton 40 percent polyester')).toBe('yarn of 60% cotton 40% polyester');
    expect(foldText('cotton polyester twill 65/35, 240 gsm')).toBe('cotton polyester twill, 65% cotton, 35% polyester, 240 gsm');
    expect(foldText('cotton/poly 1/2 inch')).toBe('cotton/poly 1/2 inch');
    expect(foldText('cotton polyester, size 40/60 cm')).toBe('cotton polyester, size 40/60 cm');
    // a word with digits is a model code until the lexicon names it (the classifier module adds
    // the shipped lexicon's: "lifepo4"); it still reads as a code before the next word
    expect(tokenize('QZ7 widget cells').map((x) => x.raw)).toEqual(['widget', 'cells']);
    keepDigitWords(['qz7', '18650']);
    const kept = tokenize('QZ7 widget cells');
    expect(kept.map((x) => x.raw)).toEqual(['qz7', 'widget', 'cells']);
    expect(kept[1].codeBefore).toBe(true);
    expect(tokenize('LiFePO4 cells 12V').map((x) => x.raw)).toEqual(['lifepo4', 'cells']);
    expect(tokenize('18650 cells').map((x) => x.raw)).toEqual(['cells']);
    // a packaging label and its field are packaging, not goods
    expect(tokenize('peach slices packaging: 30g pouches').filter((x) => x.purpose).map((x) => x.raw)).toEqual(['packaging', 'pouches']);
    // an ingredients or materials field says what the goods are made of
    const field = tokenize('cleansing oil for the face. ingredients: sunflower seed oil, olive oil');
    expect(field.filter((x) => x.material).map((x) => x.raw)).toEqual(['ingredients', 'sunflower', 'seed', 'oil', 'olive', 'oil']);
    expect(tokenize('mop head materials: cotton 85%').find((x) => x.raw === 'cotton')?.material).toBe(true);
    // "never" negates the next word only
    expect(tokenize('Never Wet Waterproof Nylon Jacket').filter((x) => x.negated).map((x) => x.raw)).toEqual(['wet']);
    expect(tokenize('Dried Mango Slices No Sugar Added').filter((x) => x.negated).map((x) => x.raw)).toEqual(['sugar']);
    expect(tokenize('No 2 Pencils HB 24 Pack').some((x) => x.negated)).toBe(false);
    // "parts of cast iron" name a material, not a machine
    expect(tokenize('spare parts of cast iron').some((x) => x.purpose)).toBe(false);
    expect(tokenize('an impeller, a part of a centrifugal pump').filter((x) => x.partOf).map((x) => x.raw)).toEqual(['centrifugal', 'pump']);
  });

  it('reads "non-alloy" and "non woven" as one word, as the nomenclature does, so "alloy" is not stated', () => {
    const raws = tokenize('hot-rolled non-alloy steel plate').map((x) => x.raw);
    expect(raws).toContain('nonalloy');
    expect(raws).not.toContain('alloy');
    expect(tokenize('Non Woven Interfacing').map((x) => x.t)).toEqual(tokenize('Nonwoven interfacing').map((x) => x.t));
    expect(tokenize('non-alcoholic beer').map((x) => x.t)).toEqual(tokenize('Non-alcoholic beer').map((x) => x.t));
  });
});

describe('classifier text handling', () => {
  it('limits a leading "For <model>" purpose span to two words', () => {
    const t = tokenize('For Toyota Corolla Brake Pads');
    expect(t.map((x) => x.purpose)).toEqual([true, true, false, false]);
    const u = tokenize('Silicone Beads For Jewelry Making');
    expect(u.map((x) => x.purpose)).toEqual([false, false, true, true]);
  });
  it('ends a "for <people>" span after the people: the title goes on naming goods', () => {
    const t = tokenize('Gift For Women Sterling Silver Bracelet');
    expect(t.map((x) => [x.raw, x.purpose])).toEqual([
      ['women', false], ['sterling', false], ['silver', false], ['bracelet', false],
    ]);
    // a purpose that is not an audience stays a purpose
    expect(tokenize('Replacement Strap For Garmin Watch').find((x) => x.raw === 'watch')?.purpose).toBe(true);
    // "for women" is its own segment: words before it do not modify words after it
    const u = tokenize('Suits For Men Costumes');
    expect(u[0].seg).not.toBe(u[2].seg);
  });
  it('reads "containing ..." like "made of ...": what the goods contain is not the goods', () => {
    expect(tokenize('a dietary supplement in capsules containing fish oil').find((x) => x.raw === 'fish')?.material).toBe(true);
  });
  it('marks a "made of / made from" span as material, over commas, until "with"', () => {
    const t = tokenize("a woman's poncho made from 55% linen and 45% viscose knit fabric");
    expect(t.filter((x) => x.material).map((x) => x.raw)).toEqual(['linen', 'viscose', 'knit', 'fabric']);
    const u = tokenize('a coat made of acrylic, wool, and nylon with a detachable hood');
    expect(u.filter((x) => x.material).map((x) => x.raw)).toEqual(['acrylic', 'wool', 'nylon']);
    expect(u.find((x) => x.raw === 'hood')?.material).toBe(false);
  });
  it('marks a "with ..." span as accessory until the clause ends', () => {
    const t = tokenize('ceiling fan with light and remote, oak blades');
    expect(t.map((x) => [x.raw, x.accessory])).toEqual([
      ['ceiling', false], ['fan', false], ['light', true], ['remote', true], ['oak', false], ['blades', false],
    ]);
  });
  it('keeps "top" and "hot" in names of goods although they are stop words in "top quality", "hot sale"', () => {
    expect(tokenize('Hot Sale Women Tank Top Top Quality').map((x) => x.raw)).toEqual(['women', 'tanktop']);
    expect(tokenize('hot water bottle with cover').map((x) => x.raw)).toEqual(['hotwaterbottle', 'cover']);
    expect(tokenize('a zip-up case').map((x) => x.raw)).toEqual(['zipup', 'case']);
    expect(tokenize('Sticky Notes, Fanny Pack, PS5 Controller').map((x) => x.raw)).toEqual(['stickynotes', 'fannypack', 'ps5', 'controller']);
  });
  it('marks a word after a plain count, not after a model code', () => {
    expect(tokenize('Keyboard 87 Keys UNO R3 Board').filter((x) => x.count).map((x) => x.raw)).toEqual(['keys']);
  });
  it('reads "powered by …", "driven by …" as a feature of the goods, like "with …"', () => {
    const t = tokenize('forklift trucks powered by diesel engines');
    expect(t.map((x) => [x.raw, x.accessory])).toEqual([['forklift', false], ['trucks', false], ['powered', false], ['diesel', true], ['engines', true]]);
  });
  it('marks a word right before "design", "print", "shaped" … as the look of the goods', () => {
    const t = tokenize('Rivet Design Soft Leather Bags, Heart Shaped Box');
    expect(t.filter((x) => x.deco).map((x) => x.raw)).toEqual(['rivet', 'heart']);
    expect(tokenize('a child seat designed for cars').some((x) => x.deco)).toBe(false);
  });
  it('reads "in olive oil", "in light syrup" as the medium of a preparation, "in glass jar" not', () => {
    const t = tokenize('sun-dried tomatoes in olive oil');
    expect(t.filter((x) => x.material).map((x) => x.raw)).toEqual(['olive', 'oil']);
    expect(tokenize('peaches in light syrup').filter((x) => x.material).map((x) => x.raw)).toEqual(['light', 'syrup']);
    expect(tokenize('scented candle in glass jar').some((x) => x.material)).toBe(false);
  });
  it('reads the field after a "packaging:" label as packaging', () => {
    const t = tokenize('dried mango slices, packaging: resealable pouches');
    expect(t.find((x) => x.raw === 'pouches')?.purpose).toBe(true);
    expect(t.find((x) => x.raw === 'mango')?.purpose).toBe(false);
  });
  it('runs a negation inside parentheses over commas to the closing parenthesis', () => {
    const t = tokenize('of textile materials (other than wool or fine animal hair, cotton or man-made fibres), knitted');
    expect(t.filter((x) => x.negated).map((x) => x.raw)).toEqual(['wool', 'fine', 'animal', 'hair', 'cotton', 'manmade', 'fibers']);
    expect(t.find((x) => x.raw === 'knitted')?.negated).toBe(false);
  });
  it('keeps the colour in names where it is the kind of goods (green tea, brown rice)', () => {
    expect(tokenize('Green Tea bags').map((x) => x.raw)).toEqual(['greentea', 'bags']);
    expect(tokenize('black leather boots').map((x) => x.raw)).toEqual(['leather', 'boots']);
  });
  it('tells words apart that share a Porter stem', () => {
    expect(stem('magnetic')).toBe(stem('magnet'));
    expect(sameWord('magnetic', 'magnet')).toBe(false);
    expect(sameWord('telescopic', 'telescope')).toBe(false);
    expect(sameWord('batteries', 'battery')).toBe(true);
    expect(sameWord('boxes', 'box')).toBe(true);
    expect(sameWord('knives', 'knife')).toBe(true);
  });
  it('keeps hot-rolled and cold-rolled as kinds of goods and reads "of <material>" as material', () => {
    expect(tokenize('hot-rolled steel coils').map((x) => x.raw)).toEqual(['hotrolled', 'steel', 'coils']);
    expect(tokenize('woven fabric of polyester filament yarn').filter((x) => x.material).map((x) => x.raw)).toEqual(['polyester', 'filament', 'yarn']);
    expect(tokenize('a set of 4 mugs, box of chocolates').some((x) => x.material)).toBe(false);
  });
  it('reads "not less than" and "not exceeding" as thresholds, not negations', () => {
    const t = tokenize('containing by weight not less than 6% of plasticisers');
    expect(t.find((x) => x.raw === 'plasticisers')?.negated).toBe(false);
    expect(tokenize('of plastics (excluding polymers of vinyl chloride)').find((x) => x.raw === 'vinyl')?.negated).toBe(true);
  });
  it('keeps lexicon phrases whose edge words survive normalisation', () => {
    const terms = (p: string) => tokenize(p).map((x) => x.t);
    expect(phraseUsable('hook and loop', terms('hook and loop'))).toBe(true);
    expect(phraseUsable('top quality', terms('top quality'))).toBe(false);
    expect(phraseUsable('tank top', terms('tank top'))).toBe(true);
    expect(phraseUsable('e liquid', terms('e liquid'))).toBe(false);
    expect(phraseUsable('ball bearing', terms('ball bearing'))).toBe(true);
  });
});

describe('candidate tags', () => {
  it('tags a residual "textile materials (other than ...)" line with what is left, not what it excludes', () => {
    const t = candidateTags('Jerseys, pullovers; of textile materials (other than wool or fine animal hair, cotton or man-made fibres), knitted or crocheted', '', '61');
    expect([...t.materials].sort()).toEqual(['silk', 'textile', 'vegtextile']);
  });
  it('reads the polymer of a plastics line, ignoring excluded ones', () => {
    expect([...candidateTags('Ethylene polymers; sacks and bags (including cones)', '', '39').polymers]).toEqual(['ethylene']);
    expect([...candidateTags('Floor coverings; of plastics (excluding polymers of vinyl chloride)', '', '39').polymers]).toEqual([]);
    expect([...candidateTags('Polyethylene terephthalate, in primary forms', '', '39').polymers]).toEqual([]);
  });
});
