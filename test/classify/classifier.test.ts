import { describe, it, expect, beforeAll } from 'vitest';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { buildClassifier, tariffIdForCountry, type Classifier } from '../../src/core/classify/index.js';
import { loadKnowledgeFromDir } from '../../src/core/classify/knowledge-files.js';
import { parseLexicon } from '../../src/core/classify/lexicon.js';
import { tokenize } from '../../src/core/classify/text.js';

const DATA = process.env.LANDED_SHARED_DATA ?? fileURLToPath(new URL('../../../shared/data/', import.meta.url));
const hasData = existsSync(DATA + '/hs/harmonized-system.csv');

let clf: Classifier;
let hsCodes: Set<string>;
let knowledge: ReturnType<typeof loadKnowledgeFromDir>;
/** The classifier with some rules switched off, to show that a test fails without its rule. */
const without = (tuning: Parameters<typeof buildClassifier>[1]): Classifier => buildClassifier(knowledge, { ...tuning, WARMUP_ROUNDS: 0 });

describe.skipIf(!hasData)('HS classifier on the real nomenclature', () => {
  beforeAll(() => {
    const k = (knowledge = loadKnowledgeFromDir(DATA));
    hsCodes = new Set(k.hs.map((r) => r.code));
    clf = buildClassifier(k);
  }, 60_000);

  const clear: [string, string][] = [
    ["men's cotton knitted T-shirt", '610910'],
    ['laptop computer', '847130'],
    ['leather handbag', '420221'],
    ["women's dress of synthetic fibres, knitted", '610443'],
    ['wireless bluetooth earbuds', '851830'],
    ['smartphone', '851713'],
    ['lipstick', '330410'],
    ['stainless steel kitchen knife', '821192'],
    ['wooden dining table', '940360'],
    ['plush teddy bear toy', '950300'],
    ['printed book', '490199'],
    ['roasted coffee beans', '090121'],
    ['frozen shrimp', '030617'],
    ['cotton bath towel, terry', '630260'],
    ['bicycle', '871200'],
    ['electric hair dryer', '851631'],
    ['sunglasses', '900410'],
    ['golf balls', '950632'],
    ["women's cotton woven blouse", '620630'],
    ['fishing reel', '950730'],
    ['lithium-ion battery', '850760'],
    ['hoodie 100% cotton', '611020'],
  ];
  it.each(clear)('%s → %s', (description, hs6) => {
    const c = clf.classify({ description });
    expect(c.hs_code).toBe(hs6);
    expect(c.confidence).toBeGreaterThan(0);
    expect(c.confidence).toBeLessThanOrEqual(1);
    expect(c.alternatives).toHaveLength(3);
    expect(c.alternatives.map((a) => a.hs_code)).not.toContain(c.hs_code);
    expect(c.description_resolved.length).toBeGreaterThan(5);
  });

  // chemicals and goods by common name, and title structure (head noun, "For <model>", packaging)
  const lexiconCases: [string, string][] = [
    ['citric acid', '291814'],
    ['sodium bicarbonate', '283630'],
    ['acetone', '291411'],
    ['titanium dioxide', '282300'],
    ['hydrogen peroxide', '284700'],
    ['caffeine', '293930'],
    ['bicycle tire 26 inch', '401150'],
    ['soy sauce 500 ml bottle', '210310'],
    ['honey 500g jar', '040900'],
    ['scented soy candle in glass jar', '340600'],
    ['ball bearing 6204', '848210'],
    ['smoke detector', '853110'],
    ['ceramic floor tiles', '690721'],
    ['gypsum plasterboard', '680911'],
    ['frozen french fries', '200410'],
    ['ice cube tray for freezer', '392410'],
    ['For Toyota Corolla 2015 Brake Pads Front Ceramic', '870830'],
  ];
  it.each(lexiconCases)('lexicon and title structure: %s → %s', (description, hs6) => {
    expect(clf.classify({ description }).hs_code).toBe(hs6);
  });

  // chapters 50-67 and 86-97 lexicon; footwear and jewellery family rules (decide.ts)
  const familyCases: [string, string][] = [
    ['flip flops', '640220'],
    ['canvas sneakers', '640419'],
    ['PVC rain boots', '640192'],
    ['ski boots', '640212'],
    ['house slippers', '640419'],
    ['leather loafers', '640399'],
    ['sterling silver ring', '711311'],
    ['18k gold necklace', '711319'],
    ['cufflinks', '711711'],
    ['cubic zirconia earrings', '711620'],
    ['freshwater pearl necklace', '711610'],
    ['acrylic beaded necklace', '711790'],
    ['car brake pads', '870830'],
    ['car shock absorber', '870880'],
    ['alloy wheels for cars', '870870'],
    ['human hair lace front wig', '670420'],
    ['guitar strings', '920930'],
    ['golf clubs', '950631'],
    ['christmas tree ornaments', '950510'],
    ['yoga mat', '950691'],
    ['sleeping bag', '940430'],
    ['liquid-filled clinical thermometer', '902511'],
    ['multimeter', '903031'],
    ['baseball cap', '650500'],
    ['bicycle helmet', '650610'],
    ['polyester fleece blanket', '630140'],
    ["women's cotton knitted socks", '611595'],
    ["men's cotton denim jeans", '620342'],
    ['tracksuit of synthetic fibres', '611212'],
    ['vacuum flask', '961700'],
    ['tripod', '962000'],
    ['electric bicycle', '871160'],
    ['baby stroller', '871500'],
  ];
  it.each(familyCases)('textiles, vehicles, instruments, furniture, toys, misc: %s → %s', (description, hs6) => {
    expect(clf.classify({ description }).hs_code).toBe(hs6);
  });

  it('takes the head noun as the product and "for ..." phrases as context', () => {
    // beads for bracelets are beads, not bracelets
    expect(clf.classify({ description: 'Glass Beads For Bracelet Making 100pcs' }).hs_code.slice(0, 4)).toBe('7018');
    // a phone holder for the car is a plastic fitting, not a car
    expect(clf.classify({ description: 'Phone Holder For Car Dashboard' }).hs_code).toBe('392630');
  });

  it('gives readable nomenclature wording', () => {
    const c = clf.classify({ description: "men's cotton knitted T-shirt" });
    expect(c.description_resolved).toBe('T-shirts, singlets and other vests; of cotton, knitted or crocheted');
  });

  it('extends to a US 10-digit statistical line under the chosen subheading', () => {
    const c = clf.classify({ description: "men's cotton knitted T-shirt", destinationCountry: 'US', originCountry: 'DE' });
    expect(c.hs_code_import).toMatch(/^610910\d{4}$/);
    expect(c.hs_code_export).toMatch(/^610910\d{2}$/); // EU CN 8-digit line
    const laptop = clf.classify({ description: 'laptop computer', destinationCountry: 'US' });
    expect(laptop.hs_code_import).toBe('8471300100');
    expect(laptop.hs_code_export).toBe('847130'); // no origin tariff → 6-digit code
  });

  it('uses gender in the national line when the text has it', () => {
    const men = clf.classify({ description: "men's cotton knitted T-shirt", destinationCountry: 'US' });
    const women = clf.classify({ description: "women's cotton knitted T-shirt", destinationCountry: 'US' });
    expect(men.hs_code).toBe('610910');
    expect(women.hs_code).toBe('610910');
    expect(men.hs_code_import).not.toBe(women.hs_code_import);
  });

  it('uses material to pick the subheading', () => {
    expect(clf.classify({ description: 'handbag (material: PU leather)' }).hs_code).toBe('420222');
    expect(clf.classify({ description: 'sweater 100% cotton' }).hs_code).toBe('611020');
    expect(clf.classify({ description: 'sweater 80% wool 20% nylon' }).hs_code).toBe('611011');
  });

  it('classifies a garment "made from ... knit fabric" as the garment, not the fabric', () => {
    expect(clf.classify({ description: "a man's jacket made from 100% polyester knit fabric" }).hs_code).toBe('610130');
  });

  it('knows wefted hair bundles are articles of human hair (6704.20) and boiled wool is knitted', () => {
    expect(clf.classify({ description: 'Human Hair Bundles Body Wave 3 Bundles' }).hs_code).toBe('670420');
    expect(clf.classify({ description: "women's boiled wool coat with hood" }).hs_code).toBe('610210');
  });

  it('reads the polymer of a plastic: "of polymers of ethylene" for polyethylene, not "other plastics"', () => {
    expect(clf.classify({ description: 'clear polyethylene plastic bags without handles' }).hs_code).toBe('392321');
    expect(clf.classify({ description: 'polypropylene woven sacks' }).hs_code).toBe('630533');
  });

  it('does not take a participle for the product: bleached fabric is not bleach', () => {
    expect(clf.classify({ description: 'cotton woven fabric weighing not more than 200 g/m2, bleached' }).hs_code.slice(0, 4)).toBe('5208');
  });

  it('reads a "with ..." span as features of the goods named before it', () => {
    expect(clf.classify({ description: 'outdoor ceiling fan with LED light and remote control' }).hs_code).toBe('841451');
  });

  it("sends babies' garments to 6111/6209 whatever the garment (chapter 61 note 6)", () => {
    expect(clf.classify({ description: 'baby girl cotton knitted dress' }).hs_code).toBe('611120');
    expect(clf.classify({ description: 'infant boys woven cotton shorts' }).hs_code).toBe('620920');
  });

  it('takes fleece for a knitted fabric', () => {
    expect(clf.classify({ description: "boys' polyester fleece jacket" }).hs_code.slice(0, 2)).toBe('61');
  });

  it('moves goods to the heading of the material the text names (tableware of steel, glass …)', () => {
    expect(clf.classify({ description: 'stainless steel coffee mug' }).hs_code.slice(0, 4)).toBe('7323');
    expect(clf.classify({ description: 'glass coffee mug' }).hs_code.slice(0, 4)).toBe('7013');
    expect(clf.classify({ description: 'ceramic coffee mug' }).hs_code.slice(0, 2)).toBe('69');
  });

  it('does not read "short sleeves" as shorts', () => {
    expect(clf.classify({ description: "a men's knit pullover made from 100% polyester with short raglan sleeves" }).hs_code).toBe('611030');
  });

  it('reads "<noun> for <device>" as the compound "<device> <noun>"', () => {
    expect(clf.classify({ description: 'Stainless Steel Strap for Huawei Watch GT 3' }).hs_code.slice(0, 4)).toBe('9113');
  });

  it('tells green tea from black tea', () => {
    expect(['090210', '090220']).toContain(clf.classify({ description: 'Green tea bags 100 count' }).hs_code);
    expect(['090230', '090240']).toContain(clf.classify({ description: 'Organic black tea loose leaf 500g' }).hs_code);
  });

  it('matches lexicon words as words, not stems ("telescopic" is not a telescope, "sonic" not a sonicator)', () => {
    expect(clf.classify({ description: 'Fishing Rod Carbon Telescopic' }).hs_code.slice(0, 4)).toBe('9507');
    expect(clf.classify({ description: 'Electric Toothbrush Sonic Rechargeable' }).hs_code.slice(0, 4)).toBe('8509');
  });

  it('keeps a "with ..." span out of phrases and compounds ("drone with a camera" is a drone)', () => {
    expect(clf.classify({ description: 'a drone with a camera, weighing 249 g' }).hs_code.slice(0, 4)).toBe('8806');
    expect(clf.classify({ description: 'a glass jar with a metal lid for jam' }).hs_code.slice(0, 4)).toBe('7010');
  });

  it('reads ingredients and materials after a finished article as what it contains or is made of', () => {
    expect(clf.classify({ description: 'Moisturizing Body Lotion Shea Butter Coconut Oil' }).hs_code.slice(0, 4)).toBe('3304');
    // (animal shampoos are toilet preparations of 3307, not the hair preparations of 3305: Explanatory Note to 33.07)
    expect(clf.classify({ description: 'Dog Shampoo Oatmeal Aloe Vera' }).hs_code.slice(0, 4)).toBe('3307');
    expect(clf.classify({ description: 'Scented Candle Soy Wax Lavender Essential Oil' }).hs_code.slice(0, 4)).toBe('3406');
    expect(clf.classify({ description: 'Women Winter Snow Boots Faux Fur Lined' }).hs_code.slice(0, 2)).toBe('64');
    // a single ordinary word before a food still modifies it
    expect(clf.classify({ description: 'table sauce with green chilli and coriander' }).hs_code.slice(0, 4)).toBe('2103');
  });

  it('reads two several-word product names in a row as names for the same goods', () => {
    expect(clf.classify({ description: 'Smart Watch Fitness Tracker with Heart Rate Monitor' }).hs_code.slice(0, 4)).toBe('8517');
    expect(clf.classify({ description: 'Body Lotion Hand Cream Gift Set' }).hs_code.slice(0, 4)).toBe('3304');
  });

  it('sends roasted or salted nuts and fried vegetables to chapter 20 (chapter 7 and 8 notes)', () => {
    expect(clf.classify({ description: 'roasted and salted cashew nuts in retail packages' }).hs_code.slice(0, 4)).toBe('2008');
    expect(clf.classify({ description: 'vacuum fried onion crisps' }).hs_code.slice(0, 4)).toBe('2005');
    expect(clf.classify({ description: 'fresh apples' }).hs_code.slice(0, 4)).toBe('0808');
  });

  it('reads overlapping product names head-last ("decorative pillow cover" is a cover)', () => {
    expect(clf.classify({ description: 'a decorative pillow cover made of 100% polyester woven fabric with a zipper closure' }).hs_code.slice(0, 4)).toBe('6304');
  });

  it('does not take "battery powered" for a battery', () => {
    expect(clf.classify({ description: 'Cordless Leaf Blower Battery Powered' }).hs_code.slice(0, 4)).not.toBe('8507');
  });

  it('sends garments by material: PVC to 3926.20, genuine leather to 4203, PU leather to coated-fabric garments', () => {
    expect(clf.classify({ description: 'PVC raincoat for adults' }).hs_code).toBe('392620');
    expect(clf.classify({ description: "men's genuine leather jacket" }).hs_code).toBe('420310');
    expect(clf.classify({ description: "women's PU leather jacket" }).hs_code.slice(0, 2)).toBe('62');
  });

  it('reads closures and fabric names as features ("button front", "parachute nylon", "twill")', () => {
    expect(clf.classify({ description: 'Women Cable Knit Cardigan Button Front Long Sleeve' }).hs_code.slice(0, 4)).toBe('6110');
    expect(clf.classify({ description: 'Men Chino Shorts Cotton Twill Flat Front' }).hs_code.slice(0, 4)).toBe('6203');
    expect(clf.classify({ description: 'Knitted Winter Scarf Chunky Warm' }).hs_code.slice(0, 4)).toBe('6117');
  });

  it('reads "sugar free" as a property and a prepared food before a basic one as the food', () => {
    expect(clf.classify({ description: 'Energy Drink Sugar Free 250ml Can' }).hs_code.slice(0, 4)).toBe('2202');
    expect(clf.classify({ description: 'Hot Sauce Habanero 5 oz' }).hs_code.slice(0, 4)).toBe('2103');
  });

  it('moves goods to the heading of the stated material even when another member of the family leads', () => {
    expect(clf.classify({ description: 'Plastic Clothes Hangers 50 Pack' }).hs_code.slice(0, 4)).toBe('3926');
    expect(clf.classify({ description: 'Wooden Clothes Hangers 20 Pack' }).hs_code.slice(0, 4)).toBe('4421');
  });

  it('reads materials after "of" and broad names after specific ones', () => {
    expect(clf.classify({ description: 'woven fabric of polyester filament yarn, dyed' }).hs_code.slice(0, 4)).toBe('5407');
    expect(clf.classify({ description: 'hot-rolled steel coils of non-alloy steel, width 1500 mm, thickness 3 mm' }).hs_code.slice(0, 4)).toBe('7208');
    expect(clf.classify({ description: 'PVC resin powder suspension grade' }).hs_code.slice(0, 4)).toBe('3904');
  });

  it('keeps a part that is goods of its own heading there (Section XVI note 2(a))', () => {
    expect(clf.classify({ description: 'Replacement Battery for iPhone 11 3110mAh' }).hs_code.slice(0, 4)).toBe('8507');
    expect(clf.classify({ description: 'replacement blade for electric fan' }).hs_code).toBe('841490');
  });

  it('reads more materials after "of" in ruling text ("candle of paraffin wax" is a candle)', () => {
    expect(clf.classify({ description: 'a candle of paraffin wax' }).hs_code.slice(0, 4)).toBe('3406');
    expect(clf.classify({ description: 'a mattress of polyurethane foam' }).hs_code.slice(0, 4)).toBe('9404');
  });

  it('does not take a word inside a longer name for goods of its own ("vacuum" in "vacuum insulated", "oxford" in "oxford fabric")', () => {
    expect(clf.classify({ description: 'Vacuum Insulated Water Bottle 32oz Stainless Steel' }).hs_code).toBe('961700');
    expect(clf.classify({ description: 'Folding Camping Chair Oxford Fabric' }).hs_code.slice(0, 4)).toBe('9401');
  });

  it('sends paper tableware and table linen to the paper headings (4823, 4818)', () => {
    expect(clf.classify({ description: 'a disposable cup of paperboard' }).hs_code.slice(0, 4)).toBe('4823');
    expect(clf.classify({ description: 'table napkins of paper' }).hs_code.slice(0, 4)).toBe('4818');
  });

  it('reads a number with its unit as a quantity: a container after it is packaging, a phrase does not run across it into a container', () => {
    expect(clf.classify({ description: 'Acetone, 99.5%, 160 kg drum' }).hs_code.slice(0, 4)).toBe('2914');
    expect(clf.classify({ description: '25kg Bag Citric Acid Anhydrous Food Grade' }).hs_code.slice(0, 4)).toBe('2918');
    expect(clf.classify({ description: 'paracetamol 500 mg tablets put up in blister packs for retail sale' }).hs_code.slice(0, 4)).toBe('3004');
    expect(clf.classify({ description: 'AA Batteries 48 Pack Alkaline' }).hs_code).toBe('850610');
  });

  it('moves a garment stated woven to its chapter 62 heading, and one stated knitted to chapter 61', () => {
    expect(clf.classify({ description: "Women's swimsuit of woven 100% polyester fabric, not knitted" }).hs_code.slice(0, 4)).toBe('6211');
    expect(clf.classify({ description: 'Mens Woven Cotton Boxer Shorts' }).hs_code.slice(0, 4)).toBe('6207');
    expect(clf.classify({ description: "men's cotton knitted T-shirt" }).hs_code).toBe('610910');
  });

  it('tells shelled nuts from nuts in shell, and food supplements from protein concentrates', () => {
    expect(clf.classify({ description: 'Almonds shelled, Nonpareil' }).hs_code).toBe('080212');
    expect(clf.classify({ description: 'walnuts in shell' }).hs_code).toBe('080231');
    expect(clf.classify({ description: 'Multivitamin gummies' }).hs_code).toBe('210690');
  });

  it('keeps goods out of their parts subheading unless the text names a part', () => {
    expect(clf.classify({ description: 'a night vision monocular' }).hs_code).toBe('900580');
    expect(clf.classify({ description: 'binocular telescope 10x50' }).hs_code).toBe('900580');
    expect(clf.classify({ description: 'replacement eyepiece parts for a telescope' }).hs_code).toBe('900590');
  });

  it('reads a flavour after a named food or drink as the flavour, a preparation before another as a modifier', () => {
    expect(clf.classify({ description: 'Greek Yogurt Strawberry' }).hs_code.slice(0, 4)).toBe('0403');
    expect(clf.classify({ description: 'Green Tea Lemon Flavor 20 bags' }).hs_code.slice(0, 4)).toBe('0902');
    expect(clf.classify({ description: 'Cookies Chocolate Chip' }).hs_code.slice(0, 4)).toBe('1905');
    expect(clf.classify({ description: 'Green Tea Ice Cream' }).hs_code.slice(0, 4)).toBe('2105');
  });

  it('reads a component named after the goods with words between as a specification, right after them as a compound', () => {
    expect(clf.classify({ description: 'Mechanical Gaming Keyboard RGB Backlit Blue Switches' }).hs_code).toBe('847160');
    expect(clf.classify({ description: 'Laptop Battery for Dell XPS 13' }).hs_code.slice(0, 4)).toBe('8507');
  });

  it('reads "fried in …", "preserved in …" as the medium of a preparation, and a parts subheading needs a part word even in a broad entry', () => {
    expect(clf.classify({ description: 'sliced tomato crisps, vacuum fried in rapeseed oil' }).hs_code.slice(0, 2)).toBe('20');
    expect(clf.classify({ description: 'Vacuum Cleaner Cordless' }).hs_code).not.toBe('850870');
  });

  it('sends curtains of plastics to the household articles of 3924, textile ones to 6303', () => {
    expect(clf.classify({ description: 'PEVA Shower Curtain Liner Waterproof' }).hs_code.slice(0, 4)).toBe('3924');
    expect(clf.classify({ description: 'Polyester Shower Curtain 72x72' }).hs_code.slice(0, 4)).toBe('6303');
  });

  it('reads fibreglass, canvas, mesh, felt, titanium … after the goods as materials, not as goods', () => {
    expect(clf.classify({ description: 'Splitting Axe 36 inch Fiberglass Handle' }).hs_code.slice(0, 4)).toBe('8201');
  });

  it('reads "watering can", "trash can", "can opener" as goods although "can" is a stop word', () => {
    expect(clf.classify({ description: 'Plastic Watering Can 2 Gallon Long Spout' }).hs_code.slice(0, 4)).toBe('3924');
    expect(clf.classify({ description: 'Manual Can Opener Stainless Steel' }).hs_code).toBe('820551');
  });

  it('does not choose a precious-metal or a set subheading the text does not support', () => {
    expect(clf.classify({ description: 'Cake Server' }).hs_code).toBe('821599');
    expect(clf.classify({ description: 'Cutlery Set 24 Pieces Stainless Steel' }).hs_code).toBe('821520');
  });

  it('brings in the jewellery subheading the rules want when retrieval found only another member of the family', () => {
    expect(clf.classify({ description: 'Zircon Rings For Women' }).hs_code).toBe('711620');
    expect(clf.classify({ description: 'Sterling Silver Bracelet' }).hs_code).toBe('711311');
  });

  it('sends rubber rain boots to 6401', () => {
    expect(clf.classify({ description: 'Kids Rain Boots Waterproof Rubber' }).hs_code.slice(0, 4)).toBe('6401');
  });

  it('keeps an article of jewellery of silver in 7113, not with silversmiths\' wares', () => {
    expect(clf.classify({ description: 'Gift For Women Sterling Silver Bracelet' }).hs_code).toBe('711311');
  });

  it('takes the chief-weight textile of a composition, "other textile materials" for flax', () => {
    // 60% linen: not cotton, wool or man-made fibres, although viscose is named too
    expect(clf.classify({ description: "a woman's dress made from 60% linen and 40% viscose woven fabric" }).hs_code).toBe('620449');
    expect(clf.classify({ description: "a woman's dress made from 60% viscose and 40% linen woven fabric" }).hs_code).toBe('620444');
  });

  describe('resolveSupplied', () => {
    it('accepts dotted input and never changes the first six digits', () => {
      const r = clf.resolveSupplied({ hsCode: '6109.10', description: 'red t-shirt', destinationCountry: 'US' });
      expect('error' in r).toBe(false);
      if ('error' in r) return;
      expect(r.hs_code).toBe('610910');
      expect(r.hs_code_import.startsWith('610910')).toBe(true);
      expect(r.hs_code_import).toHaveLength(10);
      expect(r.confidence).toBe(1);
    });
    it('keeps a full valid national code as given', () => {
      const r = clf.resolveSupplied({ hsCode: '8471.30.01.00', description: 'whatever', destinationCountry: 'US' });
      if ('error' in r) throw new Error(r.message);
      expect(r.hs_code).toBe('847130');
      expect(r.hs_code_import).toBe('8471300100');
    });
    it('does not change a supplied code even if the description suggests another', () => {
      const r = clf.resolveSupplied({ hsCode: '950300', description: 'laptop computer', destinationCountry: 'US' });
      if ('error' in r) throw new Error(r.message);
      expect(r.hs_code).toBe('950300');
      expect(r.hs_code_import.startsWith('950300')).toBe(true);
    });
    it('rejects unknown codes', () => {
      const r = clf.resolveSupplied({ hsCode: '999999', description: 'x' });
      expect(r).toMatchObject({ error: 'UNKNOWN_HS_CODE' });
      const r2 = clf.resolveSupplied({ hsCode: '6109.99', description: 'x' });
      expect(r2).toMatchObject({ error: 'UNKNOWN_HS_CODE' });
      expect((r2 as { message: string }).message).toContain('6109.99');
    });
    it('rejects malformed codes', () => {
      for (const bad of ['12345', 'abc123', '61091000001', '', '6109-10-xx']) {
        expect(clf.resolveSupplied({ hsCode: bad, description: 'x' })).toMatchObject({ error: 'INVALID_FORMAT' });
      }
    });
  });

  describe('account examples', () => {
    it('changes a later result for that account only', () => {
      const k = loadKnowledgeFromDir(DATA);
      const c = buildClassifier(k);
      const text = 'Zorblax widget deluxe mk2';
      const before = c.classify({ description: text, accountId: 'acc_1' }).hs_code;
      c.addExample({ accountId: 'acc_1', description: 'Zorblax widget deluxe', hsCode: '8543.70' });
      expect(c.classify({ description: text, accountId: 'acc_1' }).hs_code).toBe('854370');
      expect(c.classify({ description: text, accountId: 'acc_2' }).hs_code).toBe(before);
      expect(c.classify({ description: text }).hs_code).toBe(before);
    }, 60_000);
    it('learns from examples given at build time', () => {
      const k = loadKnowledgeFromDir(DATA);
      const c = buildClassifier({
        ...k,
        examples: [{ accountId: 'acc_9', description: 'cotton tote bag printed logo', hsCode: '420292' }],
      });
      expect(c.classify({ description: 'cotton tote bag with printed logo', accountId: 'acc_9' }).hs_code).toBe('420292');
    }, 60_000);
  });

  it('gives a heading named again and again in a keyword-stuffed title more support', () => {
    const once = without({ REPEAT: 0 });
    const text = 'Suction Cup Table Vise Rotating Bench Vise Clamp Mini Vise Aluminum Alloy';
    const margin = (c: Classifier): number => {
      const r = c.rank({ description: text }, 10);
      return r[0].score - (r.find((x) => !x.hs_code.startsWith('8205'))?.score ?? 0);
    };
    expect(clf.classify({ description: text }).hs_code).toBe('820570');
    expect(margin(clf)).toBeGreaterThan(margin(once) + 0.15);
  }, 60_000);

  it('reads a name before "design", "decor", "print" as the look of later goods, and a container after other words as the goods', () => {
    expect(clf.classify({ description: 'Vintage Rivet Decor Soft PU Crossbody Bags for Women' }).hs_code.slice(0, 4)).toBe('4202');
    expect(clf.classify({ description: 'Punk Rivet Soft Leather Shoulder Bags Women Large Capacity Tote' }).hs_code.slice(0, 4)).toBe('4202');
    expect(clf.classify({ description: 'scented candle in glass jar' }).hs_code).toBe('340600');
  });

  it('sends garments of fabric coated with plastics to 6113 when knitted and to 6210 when woven', () => {
    expect(clf.classify({ description: "men's jacket of knitted polyester fabric coated on one side with polyurethane, ribbed cuffs" }).hs_code).toBe('611300');
    expect(clf.classify({ description: "women's woven nylon rain jacket laminated with a PVC film" }).hs_code).toBe('621030');
  });

  it('reads "does not cover the ankle" as it says, "silver plated" as a plating, and straw hats as plaited headgear (6504)', () => {
    expect(clf.classify({ description: "a women's shoe with a rubber outer sole and a plastic upper that does not cover the ankle" }).hs_code).toBe('640299');
    expect(clf.classify({ description: 'Sterling Silver Plated Heart Necklace Women' }).hs_code.slice(0, 4)).toBe('7117');
    expect(clf.classify({ description: '925 Sterling Silver Heart Necklace Women' }).hs_code).toBe('711311');
    expect(clf.classify({ description: 'Cowboy Hat Straw Western Summer Sun Hat Men Women Wide Brim' }).hs_code).toBe('650400');
    expect(clf.classify({ description: 'cotton bucket hat' }).hs_code).toBe('650500');
  });

  it('reads a counted noun after the goods as how many parts they have ("Gaming Keyboard 87 Keys")', () => {
    expect(clf.classify({ description: 'Mechanical Gaming Keyboard 87 Keys' }).hs_code).toBe('847160');
  });

  it('chooses a subheading set apart by a finish or special material (glass-ceramics, enamelled) only when the text states it', () => {
    const glass = clf.classify({ description: 'Glass Food Storage Containers With Lids Borosilicate' }).hs_code;
    expect(glass.slice(0, 4)).toBe('7013');
    expect(glass).not.toBe('701310');
    expect(clf.classify({ description: 'enamelled cast iron casserole' }).hs_code).toBe('732392');
    expect(clf.classify({ description: 'cotton bed sheet set queen' }).hs_code).toBe('630231');
  });

  it('ends a compound at a size between two names ("Ring Light LED 10 inch Tripod" is a light)', () => {
    const text = 'Ring Light LED 10 inch Tripod';
    expect(clf.classify({ description: text }).hs_code.slice(0, 4)).toBe('9405');
    expect(without({ QTY_BREAKS_MOD: 0 }).classify({ description: text }).hs_code).toBe('962000');
    expect(clf.classify({ description: 'Teddy Bear Magnet' }).hs_code.slice(0, 4)).toBe('8505');
  }, 60_000);

  it('reads names of the same goods listed in a title as synonyms, not as modifiers of the last one', () => {
    const blind = without({ SYN_HEAD: 0 });
    const shoes = 'Rear Brake Shoes Set Drum Brake Lining For Toyota Hilux Vigo 2005-2015';
    expect(clf.classify({ description: shoes }).hs_code).toBe('870830');
    expect(blind.classify({ description: shoes }).hs_code.slice(0, 4)).toBe('6813');
    const watch = 'Casio Classic Digital Watch Resin Strap Alarm Chronograph LED Backlight';
    expect(clf.classify({ description: watch }).hs_code.slice(0, 4)).toBe('9102');
    expect(blind.classify({ description: watch }).hs_code.slice(0, 4)).toBe('8529');
    // the same words again are a repeated compound, not another name: the magnet stays the goods
    expect(clf.classify({ description: 'Teddy Bear Magnet Cute Teddy Bear Magnet' }).hs_code.slice(0, 4)).toBe('8505');
  }, 60_000);

  it('moves screws, rivets and pipe fittings out of the iron and steel headings by their stated metal or plastics', () => {
    const blind = without({ STEEL_PARALLELS: 0 });
    const brass = 'The merchandise consists of machine screws of brass, with a slotted head, for electrical fittings.';
    expect(clf.classify({ description: brass }).hs_code.slice(0, 4)).toBe('7415');
    expect(blind.classify({ description: brass }).hs_code.slice(0, 4)).toBe('7318');
    expect(clf.classify({ description: 'Blind Rivets 4.0 x 10mm Aluminum Pop Rivets 200pcs Dome Head' }).hs_code.slice(0, 4)).toBe('7616');
    expect(clf.classify({ description: 'Pipe fittings of brass, elbows and tees, threaded' }).hs_code.slice(0, 4)).toBe('7412');
    // a plating is not the material, and goods that also name steel stay in its heading
    expect(clf.classify({ description: 'Hex bolts, grade 8.8, M12 x 50, zinc plated' }).hs_code.slice(0, 4)).toBe('7318');
    expect(clf.classify({ description: 'M8 Nylon Insert Lock Nuts Stainless Steel 50PCS Hex Locknut' }).hs_code.slice(0, 4)).toBe('7318');
  }, 60_000);

  it('does not read "non-alloy steel" as alloy steel', () => {
    expect(clf.classify({ description: 'The merchandise is hot-rolled non-alloy steel plate, not in coils, 20 mm thick, 2,000 mm wide' }).hs_code.slice(0, 4)).toBe('7208');
    expect(clf.classify({ description: 'The product is a non-alcoholic beer brewed from malted barley and hops' }).hs_code).toBe('220291');
  }, 60_000);

  it('reads a chain named with a bracelet or necklace as jewellery', () => {
    const blind = without({ JEWELLERY_CHAIN: 0 });
    const text = 'Bracelet Men Stainless Steel Chain';
    expect(clf.classify({ description: text }).hs_code).toBe('711719');
    expect(blind.classify({ description: text }).hs_code.slice(0, 4)).toBe('7315');
    expect(clf.classify({ description: 'Motorcycle Chain 520 120 Links' }).hs_code.slice(0, 4)).not.toBe('7117');
  }, 60_000);

  it('sends parts named for a motorcycle or a bicycle from 8708 to 8714', () => {
    const blind = without({ CYCLE_PARTS: 0 });
    const moto = 'The product is a rear shock absorber for a motorcycle, with a steel spring';
    expect(clf.classify({ description: moto }).hs_code).toBe('871410');
    expect(blind.classify({ description: moto }).hs_code).toBe('870880');
    expect(clf.classify({ description: 'Car Shock Absorber Front Left for Toyota Corolla' }).hs_code).toBe('870880');
  }, 60_000);

  it('reads a container named after "in", past the goods, as their packing', () => {
    const blind = without({ IN_PACKAGING: 0 });
    const text = 'Acetone, technical grade, in drums';
    expect(clf.classify({ description: text }).hs_code).toBe('291411');
    expect(blind.classify({ description: text }).hs_code).toBe('920600');
    // its words count less in retrieval too, and an aerosol can is a container
    expect(clf.classify({ description: 'The merchandise is an eau de parfum in a 100 ml glass spray bottle, containing ethanol' }).hs_code).toBe('330300');
    expect(without({ PACK_TERM_WEIGHT: 1 }).classify({ description: 'The merchandise is an eau de parfum in a 100 ml glass spray bottle, containing ethanol' }).hs_code).not.toBe('330300');
    expect(clf.classify({ description: 'The product is a hair spray in an aerosol can of 300 ml containing alcohol, polymers and propellant' }).hs_code).toBe('330530');
  }, 60_000);

  it('reads "quartz" after a watch as its movement, not as the mineral, and pearls on a hair clip as decoration', () => {
    expect(clf.classify({ description: 'Men Watch Quartz Stainless Steel' }).hs_code).toBe('910211');
    expect(clf.classify({ description: 'quartz sand for glass making' }).hs_code).toBe('250510');
    // and pearls or rhinestones on other goods as their decoration
    expect(clf.classify({ description: 'Hair Clip Women Pearl Metal' }).hs_code.slice(0, 4)).toBe('9615');
    expect(clf.classify({ description: 'Freshwater Pearl Necklace Women' }).hs_code).toBe('711610');
  });

  it('reads a device named after "connects to" as another device, not the goods', () => {
    expect(clf.classify({ description: 'The merchandise is a smartwatch that connects to a smartphone via Bluetooth, displays notifications, and can make and receive calls' }).hs_code).toBe('851762');
  });

  it('sends toys for pets to the heading of their material, and keeps toys for children in 9503', () => {
    const blind = without({ PET_TOY: 0 });
    const plush = 'Squeaky Dog Toys Plush Puppy Chew Toy Stuffed Animal Interactive Dog Toy For Small Medium Dogs';
    const rubber = 'Dog Ball Toys Natural Rubber Squeaky Balls Durable Fetch Toy For Large Dogs 3 Pack (material: Rubber)';
    expect(clf.classify({ description: plush }).hs_code).toBe('630790');
    expect(clf.classify({ description: rubber }).hs_code).toBe('401699');
    expect(blind.classify({ description: plush }).hs_code).toBe('950300');
    expect(blind.classify({ description: rubber }).hs_code).toBe('950300');
    expect(clf.classify({ description: 'toy dog plush for children' }).hs_code).toBe('950300');
  }, 60_000);

  it('chooses the subheading whose measured bounds hold for the sizes the text states', () => {
    const blind = without({ MEASURE_FIT: 0, MEASURE_MISS: 0, MEASURE_MOVE: 0 });
    const cases: [string, string][] = [
      ['Cold-rolled stainless steel sheets, grade 304, 0.8 mm thick, 1219 mm wide, in coils.', '721934'],
      ['Spunbond polypropylene nonwoven, 20 g/m2.', '560311'],
      ['Motorcycle with 600cc petrol engine', '871140'],
      ['The merchandise is an unmanned aircraft (drone) with a maximum take-off weight of 895 g, incorporating a camera', '880622'],
      // the leader's whole heading fails: sawn wood 6 mm thick or less is 4408, cotton fabric over 200 g/m2 is 5209
      ['Oak boards, sawn lengthwise, 4 mm thick', '440890'],
      ['Woven fabric of cotton, 85% cotton, plain weave, unbleached, 250 g/m2', '520911'],
    ];
    for (const [text, hs6] of cases) {
      expect(clf.classify({ description: text }).hs_code, text).toBe(hs6);
      expect(blind.classify({ description: text }).hs_code, text).not.toBe(hs6);
    }
    // a mixture of textile fibres goes by the one that predominates (Section XI note 2)
    const mixed = 'The merchandise is unbleached woven fabric, 65% polyester 35% cotton, plain weave, 120 g/m2';
    expect(clf.classify({ description: mixed }).hs_code.slice(0, 2)).toBe('55');
    expect(without({ FIBRE_PREDOMINANT: 0 }).classify({ description: mixed }).hs_code.slice(0, 2)).toBe('52');
    // and the national line: the US splits still wine at 14 percent vol., the UK at 13 and 15
    const wine = (abv: string) => clf.classify({ description: `Red wine, Shiraz, ${abv} alcohol by volume, in 750 ml bottles`, destinationCountry: 'US', originCountry: 'GB' });
    expect(wine('15%').hs_code_import.slice(0, 8)).toBe('22042180');
    expect(wine('12%').hs_code_import.slice(0, 8)).toBe('22042150');
    expect(wine('15%').hs_code_export).toMatch(/^2204211\d90$/);
    expect(wine('12%').hs_code_export).toMatch(/^2204211\d10$/);
  }, 60_000);

  it('keeps goods out of a subheading whose wording states what the text negates', () => {
    expect(clf.classify({ description: 'a manual chain block (lever hoist), 2 ton capacity, not power operated' }).hs_code).toBe('842519');
  });

  it('reads a component after a model code as a specification of the goods ("LiPo Battery XT60 Plug")', () => {
    expect(clf.classify({ description: '3S 11.1V 2200mAh LiPo Battery XT60 Plug' }).hs_code).toBe('850760');
  });

  it('sends tomatoes put up in oil to 2002 and forklifts powered by an engine to 8427', () => {
    expect(clf.classify({ description: 'sun-dried tomatoes in olive oil' }).hs_code.slice(0, 4)).toBe('2002');
    expect(clf.classify({ description: 'a forklift truck powered by an internal combustion engine' }).hs_code.slice(0, 4)).toBe('8427');
  });

  it('sends a part named for a machine to that machine\'s parts subheading', () => {
    expect(clf.classify({ description: 'spare parts for lawn mower' }).hs_code).toBe('843390');
    expect(clf.classify({ description: 'replacement blade for electric fan' }).hs_code).toBe('841490');
  });

  it('reads "a part of <machine>" and "<machine> … Part" as parts of that machine, not the machine', () => {
    // ruling style: the machine after "part of" is what the goods serve
    expect(clf.classify({ description: 'The article is a stainless steel kneading arm, a part of an industrial dough mixer' }).hs_code).toBe('843890');
    expect(clf.classify({ description: 'The article is a bronze impeller, a part of a centrifugal pump' }).hs_code).toBe('841391');
    // listing style: the machine named before "Part"
    const bell = 'Doorbell Replacement Chime Unit Part For Wireless Door Bell';
    expect(clf.classify({ description: bell }).hs_code).toBe('853190');
    expect(without({ MACHINE_BEFORE_PART: 0 }).classify({ description: bell }).hs_code).toBe('853180');
    // parts of general use stay in their headings (Section XV note 2), a title that opens with
    // "Replacement" names the goods first, and a listing's closing "Spare Parts" is a category
    expect(clf.classify({ description: 'Stainless steel hex bolts, parts of a centrifugal pump' }).hs_code).toBe('731815');
    expect(clf.classify({ description: 'Replacement Switch For Bosch Drill Trigger Switch Spare Part' }).hs_code).toBe('853650');
    expect(clf.classify({ description: 'RC Car Parts Metal Gear Set Upgrade For RC Truck Spare Parts' }).hs_code).toBe('950300');
    // a title that opens with "Spare Parts" does say parts
    expect(clf.classify({ description: 'Spare Parts Kit for Ender 3 3D Printer Nozzles Hotend' }).hs_code).toBe('848590');
  }, 60_000);

  it('classifies meat and fish by the state the text gives them: fresh, frozen, dried or salted, prepared', () => {
    const frozenCod = 'Frozen whole Atlantic cod, gutted, in 20 kg cartons';
    expect(clf.classify({ description: frozenCod }).hs_code).toBe('030363');
    expect(without({ FOOD_STATE: 0 }).classify({ description: frozenCod }).hs_code.slice(0, 4)).toBe('0304');
    expect(clf.classify({ description: 'Whole cod, fresh, never frozen, shipped chilled' }).hs_code).toBe('030251');
    expect(clf.classify({ description: 'Dried Mango Slices No Sugar Added 1 lb' }).hs_code).toBe('080450');
    expect(clf.classify({ description: 'Frozen pork shoulders, bone in, in cartons' }).hs_code).toBe('020322');
    expect(clf.classify({ description: 'Dried salted beef, cut in strips' }).hs_code).toBe('021020');
    // a preparation may be frozen: it stays a preparation
    expect(clf.classify({ description: 'Frozen breaded fish fingers made of minced pollock' }).hs_code).toBe('160420');
    expect(clf.classify({ description: 'Canned mackerel fillets in tomato sauce, 125 g tin' }).hs_code).toBe('160415');
  }, 60_000);

  it('reads a material right before a named container as what the container is made of', () => {
    const bags = 'Low Density Polyethylene Garbage Bags 40 Gallon';
    expect(clf.classify({ description: bags }).hs_code).toBe('392321');
    expect(without({ MATERIAL_CONTAINER: 0 }).classify({ description: bags }).hs_code.slice(0, 4)).toBe('3901');
    expect(clf.classify({ description: 'Polyester Canvas Tool Bag with Pockets' }).hs_code.slice(0, 4)).toBe('4202');
    // packed goods stay the goods
    expect(clf.classify({ description: 'Low density polyethylene granules, film grade, 25 kg bags' }).hs_code).toBe('390110');
  }, 60_000);

  it('does not read a "packaging:" label as goods, and reads a "material:" field as what the goods are made of', () => {
    expect(clf.classify({ description: 'green tea leaves packaging: 100 g tins' }).hs_code).toBe('090210');
    expect(clf.classify({ description: 'Woven Anklet Bracelet (material: Cotton Rope)' }).hs_code).toBe('711790');
  }, 60_000);

  it('does not read the staple of staple fibres as office staples', () => {
    expect(clf.classify({ description: 'Acrylic staple, 3 denier, 51 mm, for spinning' }).hs_code.slice(0, 2)).toBe('55');
    expect(clf.classify({ description: 'Heavy duty staples 23/10, box of 1000' }).hs_code).toBe('830520');
  }, 60_000);

  it('reads the words with digits the lexicon names as goods, not as model codes', () => {
    expect(clf.classify({ description: 'LiFePO4 12V 100Ah Deep Cycle with Built-in BMS' }).hs_code).toBe('850760');
    expect(clf.classify({ description: 'KN95 5-Ply Protective 50 Pcs' }).hs_code).toBe('630790');
    // still a code before a component: the battery's plug is not the goods
    expect(clf.classify({ description: '2S 7.4V 1000mAh LiPo Battery XT60 Plug for RC Boat' }).hs_code).toBe('850760');
  }, 60_000);

  it('reads a plural noun that opens a title as the goods, not as the modifier of the next name', () => {
    const gloves = 'Womens Leather Gloves Touchscreen Winter Lined';
    expect(clf.classify({ description: gloves }).hs_code).toBe('420329');
    expect(without({ PLURAL_NOT_MOD: 0 }).classify({ description: gloves }).hs_code).toBe('851779');
    // a singular noun still makes a compound, and plural-only nouns do too
    expect(clf.classify({ description: 'Teddy Bear Magnet' }).hs_code.slice(0, 4)).toBe('8505');
    expect(clf.classify({ description: 'Sunglasses Case Hard Shell' }).hs_code.slice(0, 4)).toBe('4202');
    // a holder, stand or rack named after the goods it holds is that holder
    expect(clf.classify({ description: 'Bracelets Display Stand Acrylic' }).hs_code).toBe('392690');
  }, 60_000);

  it('sends a luminaire with a lampholder for bulbs to the subheading for other than LED light sources', () => {
    const lamp = 'Ceramic Table Lamp with Linen Drum Shade E27 Socket, Bulb Not Included';
    expect(clf.classify({ description: lamp }).hs_code).toBe('940529');
    expect(without({ LAMPHOLDER: 0 }).classify({ description: lamp }).hs_code).toBe('940521');
    expect(clf.classify({ description: 'Crystal Chandelier E14 Ceiling Light' }).hs_code).toBe('940519');
    expect(clf.classify({ description: 'LED Desk Lamp Touch Dimmable USB Charging' }).hs_code).toBe('940521');
    // an LED luminaire compared with the lamp it replaces stays LED
    expect(clf.classify({ description: 'LED recessed downlight, replaces 50W halogen' }).hs_code).toBe('940511');
    // a solar-powered one is photovoltaic
    expect(clf.classify({ description: 'Solar Powered Motion Sensor Security Light 100 LED Wall Lamp' }).hs_code).toBe('940541');
  }, 60_000);

  it('sends a replacement part for a grill or a stove to the parts subheading of 7321', () => {
    expect(clf.classify({ description: 'Gas Grill Cast Iron Burner Replacement Part for Char-Broil Grill' }).hs_code).toBe('732190');
    expect(clf.classify({ description: 'charcoal bbq grill' }).hs_code).toBe('732119');
  }, 60_000);

  it('chooses cotton yarn by its count and by single or multiple yarn', () => {
    expect(clf.classify({ description: 'single yarn of 100% combed cotton, compact spun, Ne 80/1 (Nm 135), on cones, not for retail sale' }).hs_code).toBe('520528');
    expect(clf.classify({ description: 'Cotton yarn 2-ply Ne 80/2 carded, for weaving, on cones' }).hs_code).toBe('520535');
  }, 60_000);

  it('lets a stated material overrule the material a lexicon entry assumes, and reads "other than synthetic fibres" as every other fibre', () => {
    const awning = 'The merchandise is an awning of 100% cotton canvas, for a shop front';
    expect(clf.classify({ description: awning }).hs_code).toBe('630619');
    expect(without({ STATED_MATERIAL: 0 }).classify({ description: awning }).hs_code).toBe('630612');
    expect(clf.classify({ description: 'Retractable Patio Awning Polyester Fabric' }).hs_code).toBe('630612');
    expect(clf.classify({ description: 'The product consists of buttons of brass with a shank, 20 mm in diameter, for use on coats.' }).hs_code).toBe('960622');
  }, 60_000);

  it('reads "poly(vinyl chloride)" as PVC, not as the vinyl chloride monomer', () => {
    expect(clf.classify({ description: 'The product is poly(vinyl chloride) homopolymer resin in the form of a white powder, not mixed with other substances' }).hs_code).toBe('390410');
  }, 60_000);

  it('sends goods named as powered by an electric motor that an engine or a hand drives to their sibling for other drives', () => {
    const trimmer = 'Gas Powered Hedge Trimmer 26cc 2 Stroke Petrol Hedge Cutter';
    expect(clf.classify({ description: trimmer }).hs_code).toBe('846789');
    expect(without({ NOT_ELECTRIC: 0 }).classify({ description: trimmer }).hs_code).toBe('846729');
    expect(clf.classify({ description: 'cordless hedge trimmer 20V' }).hs_code).toBe('846729');
    expect(clf.classify({ description: 'forklifts powered by internal combustion engines using liquid propane gas (LPG)' }).hs_code).toBe('842720');
    expect(clf.classify({ description: 'Hand Winch 1200 lbs Manual Crank Boat Trailer Winch' }).hs_code).toBe('842539');
    // a chain saw it says it is not does not make it one
    expect(clf.classify({ description: 'hand-held hedge trimmer with a 26 cc two-stroke gasoline engine; it is not a chain saw' }).hs_code).toBe('846789');
  }, 60_000);

  it('reads a set of an upper and a lower garment as an ensemble, not as its trousers', () => {
    const set = 'Women Ribbed Knit Two Piece Set Crop Top and Wide Leg Pants Outfits Rayon';
    expect(clf.classify({ description: set }).hs_code).toBe('610429');
    expect(without({ ENSEMBLE: 0 }).classify({ description: set }).hs_code.slice(0, 5)).not.toBe('61042');
    // a number of pieces is not an ensemble, nor is a pyjama set
    expect(clf.classify({ description: '2Pcs Women Leggings High Waist' }).hs_code.slice(0, 5)).toBe('61046');
  }, 60_000);

  it('puts cast tube or pipe fittings in the cast fittings of 7307.1 whatever the fitting', () => {
    expect(clf.classify({ description: 'cast iron pipe flange' }).hs_code).toBe('730711');
    expect(clf.classify({ description: 'cast stainless steel elbow 90 degree' }).hs_code).toBe('730719');
    expect(without({ CAST_FITTING: 0 }).classify({ description: 'cast stainless steel elbow 90 degree' }).hs_code).toBe('730723');
    expect(clf.classify({ description: 'forged steel flange' }).hs_code).toBe('730791');
    // "cast iron" in what the goods are for is not their own making (stainless: 7307.23, not the cast 7307.1x)
    expect(clf.classify({ description: 'Stainless steel butt weld elbow for cast iron pipes' }).hs_code).toBe('730723');
  }, 60_000);

  it('chooses the underwear or sleepwear subheading that names the garment, then its fibre', () => {
    const panties = "Hanes Women's Hi-Cut Panties, Cotton";
    expect(clf.classify({ description: panties }).hs_code).toBe('610821');
    expect(without({ KIND_IN_WORDING: 0 }).classify({ description: panties }).hs_code).toBe('610891');
    expect(clf.classify({ description: 'Mens silk pajama set long sleeve button down satin sleepwear, woven' }).hs_code).toBe('620729');
  }, 60_000);

  it('leaves a subheading whose wording states what the text negates for the sibling that negates it too', () => {
    const albumin = 'The product consists of pasteurized liquid egg albumin, not dried, for use in the food industry';
    expect(clf.classify({ description: albumin }).hs_code).toBe('350219');
    expect(without({ NEGATED_MOVE: 0 }).classify({ description: albumin }).hs_code).toBe('350211');
    expect(clf.classify({ description: "men's gloves of goatskin leather, for general wear, not specially designed for use in sports" }).hs_code).toBe('420329');
    // a word the text also states outright is not negated
    expect(clf.classify({ description: 'The merchandise is a flat washer of steel, M12, zinc plated, not a spring washer' }).hs_code).toBe('731822');
  }, 60_000);

  it('reads the longest compound in a purpose span ("a machine for making paper bags" is a bag machine, not a paper machine)', () => {
    expect(clf.classify({ description: 'The product is a machine for making paper bags with handles from kraft paper rolls.' }).hs_code).toBe('844120');
  }, 60_000);

  it('reads the goods before "of" as the goods ("a welded steel mesh of wire"), and a box of chocolates as chocolates', () => {
    const mesh = 'The merchandise is a welded steel mesh of wire 6 mm in diameter, with a mesh size of 150 x 150 mm, for concrete reinforcement';
    expect(clf.classify({ description: mesh }).hs_code).toBe('731420');
    expect(without({ OF_NOT_MOD: 0, OF_COMPOUND: 0 }).classify({ description: mesh }).hs_code.slice(0, 4)).toBe('8544');
    expect(clf.classify({ description: 'a box of chocolates' }).hs_code.slice(0, 4)).toBe('1806');
  }, 60_000);

  it('does not read "whether or not knitted or crocheted" as woven (brassieres)', () => {
    expect(clf.classify({ description: "The product is a women's brassiere of 85% nylon 15% spandex knit fabric with molded cups, adjustable straps and a hook and eye closure" }).hs_code).toBe('621210');
    expect(clf.classify({ description: 'Wholesale Seamless Sports Bra Women Wireless Bra OEM Lingerie' }).hs_code).toBe('621210');
  }, 60_000);

  it('reads the outer sole: wood, cork, jute or felt soles are 6405, leather soles 6403.5', () => {
    expect(clf.classify({ description: 'Leather Clogs With Wooden Sole Swedish Clog Mules' }).hs_code).toBe('640510');
    expect(clf.classify({ description: 'The merchandise is a pair of espadrilles with upper of cotton canvas and outer sole of braided jute, no rubber on the ground-contact surface' }).hs_code).toBe('640520');
    expect(clf.classify({ description: 'Women Espadrilles Flat Canvas Slip On Loafers Jute Sole Summer Casual Shoes (rubber outsole)' }).hs_code).toBe('640419');
    expect(clf.classify({ description: 'The product is a men\'s boot covering the ankle, with an upper of leather and an outer sole of leather' }).hs_code).toBe('640351');
  }, 60_000);

  it('sends fruit and vegetables put up in syrup or vinegar to chapter 20, and keeps provisionally preserved ones in 0711', () => {
    expect(clf.classify({ description: 'Mandarin Oranges in Light Syrup 15 oz Cans' }).hs_code).toBe('200830');
    expect(clf.classify({ description: 'The merchandise is sliced jalapeno peppers preserved in vinegar, in 12 oz glass jars' }).hs_code).toBe('200190');
    expect(clf.classify({ description: 'The merchandise consists of green olives in brine, provisionally preserved, in 200 kg drums, not suitable for immediate consumption' }).hs_code).toBe('071120');
    expect(clf.classify({ description: 'Dried yam chips sliced Dioscorea alata purple yam for cooking' }).hs_code).toBe('071430');
  }, 60_000);

  it('keeps "high density", "hot melt" and "three phase" whole though "high", "hot" and number words are stop words', () => {
    expect(clf.classify({ description: 'high density polyethylene granules' }).hs_code).toBe('390120');
    expect(clf.classify({ description: 'low density polyethylene granules' }).hs_code).toBe('390110');
    expect(clf.classify({ description: 'three phase induction motor 5.5kw' }).hs_code).toBe('850152');
    // "roasted, not salted" is still roasted
    expect(clf.classify({ description: 'Hazelnuts shelled roasted not salted' }).hs_code.slice(0, 4)).toBe('2008');
    // a fresh nut the text says is not roasted stays a fresh nut
    expect(clf.classify({ description: 'fresh, raw sweet chestnuts in their natural shell; the nuts have not been cooked, roasted or peeled' }).hs_code).toBe('080241');
  }, 60_000);

  it('reads a container after a weight as packing even when the lexicon does not know the goods', () => {
    const text = 'The merchandise is sodium carboxymethylcellulose in powder form, used as a thickener in drilling fluids, 25 kg bags';
    expect(clf.classify({ description: text }).hs_code).toBe('391231');
    expect(without({ MASS_PACKAGING: 0 }).classify({ description: text }).hs_code.slice(0, 4)).toBe('4202');
    // a volume may be the container's own size: the bucket stays the goods
    expect(clf.classify({ description: '5 Gallon Bucket with Lid Food Grade' }).hs_code.slice(0, 2)).toBe('39');
  }, 60_000);

  it('reads the o-, m- and p- locants of a chemical name as ortho, meta and para (an O-ring stays a ring)', () => {
    expect(clf.classify({ description: 'o-Toluidine 99% CAS 95-53-4 Chemical Intermediate 200kg Drum' }).hs_code).toBe('292143');
    expect(clf.classify({ description: 'p-xylene 99.5% min' }).hs_code).toBe('290243');
    expect(clf.classify({ description: 'o-xylene' }).hs_code).toBe('290241');
    expect(clf.classify({ description: 'O-Ring Kit 382 pcs' }).hs_code).toBe('401693');
  }, 60_000);

  it('puts a blend in the chapter of the fibre that predominates, with shares written as "65/35" before or after the fibres', () => {
    expect(clf.classify({ description: 'Polyester cotton 65/35 dobby woven fabric greige unbleached 110 gsm' }).hs_code.slice(0, 4)).toBe('5513');
    expect(clf.classify({ description: 'TC 65/35 Polyester Cotton Poplin Fabric Plain Dyed Shirting Fabric 110gsm' }).hs_code.slice(0, 4)).toBe('5513');
    expect(clf.classify({ description: '65% polyester 35% cotton dobby woven fabric greige unbleached 110 gsm' }).hs_code.slice(0, 4)).toBe('5513');
    expect(without({ FIBRE_MOVE: 0 }).classify({ description: '65% polyester 35% cotton dobby woven fabric greige unbleached 110 gsm' }).hs_code.slice(0, 2)).toBe('52');
    // one stated share of less than half does not say which fibre predominates
    expect(clf.classify({ description: 'The merchandise is a woven fabric of carded wool blended with 35 percent acrylic, 420 g/m2, dyed, for overcoats' }).hs_code.slice(0, 2)).toBe('51');
  }, 60_000);

  it('keeps a chemically defined compound traded in bulk in chapter 29, not in the medicaments its use words point to', () => {
    const text = 'Pseudoephedrine Hydrochloride USP Grade API Licensed Supply Pharmaceutical Raw Material';
    expect(clf.classify({ description: text }).hs_code).toBe('293942');
    expect(clf.classify({ description: 'The product is pseudoephedrine sulphate, an active pharmaceutical ingredient, in 25 kg fibre drums' }).hs_code).toBe('293942');
    expect(without({ BULK_CHEMICAL: 0 }).classify({ description: text }).hs_code.slice(0, 2)).toBe('30');
    // a stated dose makes it a medicament
    expect(clf.classify({ description: 'Paracetamol 500 mg tablets, 10 blisters of 10' }).hs_code).toBe('300490');
  }, 60_000);

  it('puts blazers, sport coats and tailored jackets with lapels in the jackets of the suit headings, not with anoraks; overcoats with lapels stay coats', () => {
    expect(clf.classify({ description: 'Mens Knitted Cotton Blazer Jacket Two Button Slim Fit' }).hs_code).toBe('610332');
    expect(without({ TAILORED_JACKET: 0 }).classify({ description: 'Mens Knitted Cotton Blazer Jacket Two Button Slim Fit' }).hs_code.slice(0, 4)).toBe('6101');
    expect(clf.classify({ description: "The merchandise is a men's sport coat constructed of woven 100% cotton corduroy fabric, fully lined, with notched lapels and a two button front" }).hs_code).toBe('620332');
    expect(clf.classify({ description: "Women's Wool Blend Long Coat Double Breasted Notch Lapel Winter Overcoat Outerwear" }).hs_code).toBe('620220');
  }, 60_000);

  it('keeps suit-heading garments in the group of the garment named (suits, jackets, dresses, skirts, trousers) before choosing the fibre', () => {
    const skirt = "The product is a women's knitted skirt of 95% rayon 5% spandex jersey, with an elasticated waistband";
    expect(clf.classify({ description: skirt }).hs_code).toBe('610459');
    expect(without({ GARMENT_GROUP: 0 }).classify({ description: skirt }).hs_code).not.toBe('610459');
    expect(clf.classify({ description: "Women's 2 Piece Pant Suit Set Blazer Trousers Business Office Polyester" }).hs_code).toBe('620413');
    expect(clf.classify({ description: "The merchandise is a pair of women's trousers of woven 100% wool flannel, with a zip fly and side pockets" }).hs_code).toBe('620461');
    // a set the text calls an ensemble stays one
    expect(clf.classify({ description: 'Mens cotton safari suit jacket and trousers ensemble, woven' }).hs_code).toBe('620322');
  }, 60_000);

  it("moves a garment to its own gender's heading, and reads the garment's kind, not its fibre, against the subheadings' wording", () => {
    expect(clf.classify({ description: "Men's Cotton Poplin Pyjama Set" }).hs_code).toBe('620721');
    expect(without({ GENDER_PAIR: 0 }).classify({ description: "Men's Cotton Poplin Pyjama Set" }).hs_code.slice(0, 4)).toBe('6208');
    expect(clf.classify({ description: "Women's Cotton Pajama Set Knit Short Sleeve" }).hs_code).toBe('610831');
    expect(without({ KIND_NOT_FIBRE: 0 }).classify({ description: "Women's Cotton Pajama Set Knit Short Sleeve" }).hs_code).toBe('610891');
  }, 60_000);

  it('reads elastane named beside another fibre as the minor share (Section XI note 2), whichever is named first', () => {
    const d = 'Women Cardigan Sweater (material: Spandex,Silk)';
    expect(clf.classify({ description: d }).hs_code).toBe('611090');
    expect(without({ ELASTANE_MINOR: 1 }).classify({ description: d }).hs_code).toBe('611030');
    expect(clf.classify({ description: 'Lycra wool trousers for women, woven' }).hs_code).toBe('620461');
  }, 60_000);

  it('puts spices the text says are ground or whole on that side of the crushed-or-ground split', () => {
    expect(clf.classify({ description: 'Star Anise Powder Ground Badian Spice' }).hs_code).toBe('090962');
    expect(without({ GROUND_SPICE: 0 }).classify({ description: 'Star Anise Powder Ground Badian Spice' }).hs_code).toBe('090961');
    expect(clf.classify({ description: 'Black peppercorns, whole, 500 g' }).hs_code).toBe('090411');
    expect(without({ GROUND_SPICE: 0 }).classify({ description: 'Black peppercorns, whole, 500 g' }).hs_code).toBe('090412');
  }, 60_000);

  it('reads goods "designed solely for use in" a machine as a part of it (Section XVI note 2(b)), but not the luminaires "for use solely with LED light sources"', () => {
    const d = 'The product is an inflatable rubber membrane designed solely for use in a pneumatic wine press';
    expect(clf.classify({ description: d }).hs_code).toBe('843590');
    expect(without({ PART_OF_MOVE: 0 }).classify({ description: d }).hs_code).toBe('401695');
    expect(tokenize('a membrane designed solely for use in a wine press').filter((t) => t.partOf).map((t) => t.raw)).toEqual(['solely', 'wine', 'press']);
    expect(tokenize('a desk lamp designed for use solely with LED light sources').some((t) => t.partOf)).toBe(false);
    expect(clf.classify({ description: 'a desk lamp with an adjustable arm, designed for use solely with an integrated LED light source' }).hs_code).toBe('940521');
  }, 60_000);

  it('reads a polymer written with parentheses as the polymer, and one named with the form it takes as that form (chapter 39 note 6)', () => {
    expect(clf.classify({ description: 'The product is poly(lactic acid) resin in pellet form, in 25 kg bags' }).hs_code).toBe('390770');
    expect(tokenize('poly(ethylene terephthalate) chips').map((t) => t.raw)).toEqual(['polyethylene', 'terephthalate', 'chips']);
    const film = 'Polyethylene terephthalate film, transparent, 12 micron thickness, in rolls.';
    expect(clf.classify({ description: film }).hs_code).toBe('392062');
    expect(without({ PLASTIC_FORM: 0 }).classify({ description: film }).hs_code.slice(0, 4)).toBe('3907');
    // the form line can trail the polymer's line by more than a point: the polymer's own wording matches more words
    const rod = 'A solid round rod of high-density polyethylene, 40 mm in diameter and 1 m long, extruded, for machining';
    expect(clf.classify({ description: rod }).hs_code).toBe('391610');
    expect(without({ PLASTIC_FORM_REACH: 1, OF_COMPOUND: 0 }).classify({ description: rod }).hs_code).toBe('390120');
    // polyvinyl butyral is not polyvinyl chloride
    expect(clf.classify({ description: 'The product is a film of poly(vinyl butyral), non-cellular and not reinforced, 0.76 mm thick, in rolls' }).hs_code).toBe('392091');
  }, 60_000);

  it('moves stated stainless steel from a line that excludes it to its stainless sibling, and only from such a line', () => {
    const pipe = 'Stainless Steel Seamless Line Pipe API 5L 316L Oil Gas Pipeline Pipe 6 Inch SCH40';
    expect(clf.classify({ description: pipe }).hs_code).toBe('730411');
    expect(without({ STATED_QUALIFIER: 0 }).classify({ description: pipe }).hs_code).toBe('730419');
    expect(clf.classify({ description: 'Stainless steel weld neck flanges, ASME B16.5' }).hs_code).toBe('730721');
    // pot scourers are not "other than of stainless steel": they stay in 7323.10
    expect(clf.classify({ description: 'Stainless Steel Scrubber Scouring Pads 12 Pack Metal Sponges' }).hs_code).toBe('732310');
  }, 60_000);

  it('moves made-up textiles and garments to the sibling of the fibre the stated shares make predominant, for the same goods only', () => {
    const gloves = 'a pair of full-fingered gloves knitted of 80 percent wool and 20 percent nylon yarns';
    expect(clf.classify({ description: gloves }).hs_code).toBe('611691');
    expect(without({ FIBRE_SIBLING: 0 }).classify({ description: gloves }).hs_code).toBe('611693');
    expect(clf.classify({ description: "The product is a women's trouser of woven 100% polyester fabric." }).hs_code).toBe('620463');
    // cotton swimwear has no cotton line of its own: not the cotton track suits of 6112.11
    expect(clf.classify({ description: "The merchandise is a women's two-piece swimsuit hand crocheted from 100 percent cotton yarn" }).hs_code).toBe('611249');
  }, 60_000);

  it('reads "Pharmaceutical Grade", "Cosmetic Grade" as a grade of the goods named, and a bulk active ingredient as its compound, but not "Grade A" as a grade word', () => {
    const api = 'Metformin Hydrochloride Powder API Pharmaceutical Grade 99% CAS 1115-70-4 BP USP Bulk Supply';
    expect(clf.classify({ description: api }).hs_code).toBe('292529');
    expect(without({ GRADE_MOD: 0 }).classify({ description: api }).hs_code.slice(0, 2)).toBe('30');
    const cosmetic = 'Cetearyl Alcohol Flakes Emulsifier Thickener Cosmetic Grade 1 lb';
    expect(clf.classify({ description: cosmetic }).hs_code).toBe('382370');
    expect(without({ GRADE_MOD: 0 }).classify({ description: cosmetic }).hs_code).toBe('330499');
    expect(clf.classify({ description: 'Wholesale Natural Punched Cork Stopper Grade A Portugal Cork Wine Bottle Stoppers' }).hs_code).toBe('450310');
  }, 60_000);

  it('puts a set of hand tools of two or more of headings 8202-8205 in 8206, and of several 8205 subheadings in 8205.90', () => {
    const kit = 'Electrician Hand Tool Set 12 Pieces Combination Pliers Wire Stripper Screwdrivers Adjustable Wrench in Zipper Case';
    expect(clf.classify({ description: kit }).hs_code).toBe('820600');
    expect(without({ TOOL_SET: 0 }).classify({ description: kit }).hs_code).toBe('820320');
    expect(clf.classify({ description: 'The product is a set for retail sale consisting of a claw hammer, three screwdrivers and a wood chisel in a plastic case' }).hs_code).toBe('820590');
    // one kind of tool with "Hand Tools" closing the listing stays in its heading
    expect(clf.classify({ description: '14pcs Combination Wrench Set Metric 8-22mm Open End Box End Spanner Chrome Vanadium Mechanic Tools' }).hs_code).toBe('820411');
  }, 60_000);

  it('moves goods whose stated size fails the leader\'s bounds to the sibling it fits, however strongly the lexicon named the leader', () => {
    const alternator = '1000kVA Brushless Alternator Synchronous AC Generator 800kW 400V 50Hz';
    expect(clf.classify({ description: alternator }).hs_code).toBe('850164');
    expect(without({ MEASURE_SIBLING: 0 }).classify({ description: alternator }).hs_code).toBe('850161');
    expect(clf.classify({ description: 'Three Phase Asynchronous Motor 0.75KW 380V 1400RPM Electric Induction Motor' }).hs_code).toBe('850151');
  }, 60_000);

  it('reads "X Ray" written apart as the x-ray', () => {
    expect(tokenize('Dental X Ray Tube Insert').map((t) => t.raw)).toEqual(['dental', 'xray', 'tube', 'insert']);
    expect(clf.classify({ description: 'X Ray Collimator for Medical X-ray Machine Manual Collimator' }).hs_code).toBe('902290');
  }, 60_000);

  it('reads the tropical woods of chapter 44 subheading note 2 by their names', () => {
    expect(tokenize('Teak Wood Salad Bowl').map((t) => t.raw)).toEqual(['teak', 'tropical', 'wood', 'salad', 'bowl']);
    expect(clf.classify({ description: 'Teak Wood Salad Bowl Large Serving Bowl' }).hs_code).toBe('441920');
    expect(clf.classify({ description: 'Hand Carved Teak Wood Elephant Statue Home Decor Figurine Wooden Sculpture Ornament' }).hs_code).toBe('442011');
  }, 60_000);

  it('reads orange as the fruit in orange juice and peel, and black and white as monochrome, though colours are stop words', () => {
    expect(tokenize('Orange Juice 1L').map((t) => t.raw)).toEqual(['oranges', 'juice']);
    expect(tokenize('Orange Color T-Shirt').map((t) => t.raw)).toEqual(['tshirt']);
    expect(tokenize('Colors: Orange, Black, White').map((t) => t.raw)).toEqual([]);
    expect(clf.classify({ description: 'Tropicana Pure Premium Orange Juice, No Pulp, 52 fl oz bottle, chilled' }).hs_code).toBe('200912');
    expect(clf.classify({ description: 'Portable Black and White TV 5 Inch Mini Television with Analog Tuner' }).hs_code).toBe('852873');
  }, 60_000);

  it('keeps a precious-metal wire bought "for" a use as precious metal, not the use\'s compound (thermocouple wire is 8544)', () => {
    const pt = 'Platinum Wire 0.5mm 99.95% Pure for Thermocouple Lab Electrode';
    expect(clf.classify({ description: pt }).hs_code).toBe('711019');
    expect(without({ FOR_COMPOUND_PRECIOUS: 0 }).classify({ description: pt }).hs_code).toMatch(/^8544/);
    expect(clf.classify({ description: 'Stainless Steel Strap for Huawei Watch GT' }).hs_code).toBe('911320');
    // the platinum-group metals are precious metals too (chapter 71 note 4(B))
    expect(clf.classify({ description: 'Rhodium Wire 0.5mm 99.9% Rh drawn wire for thermocouples' }).hs_code).toBe('711039');
  }, 60_000);

  it('reads leather goods of full-grain cowhide as goods of leather, not as the leather (4107), and leather ties as clothing accessories (4203.40)', () => {
    expect(clf.classify({ description: 'The article is a belt of full-grain cowhide leather, 40 mm wide, with a pin buckle of zinc alloy' }).hs_code).toBe('420330');
    expect(clf.classify({ description: 'The article is a guitar strap of full-grain cowhide leather with an adjustable length' }).hs_code).toBe('920992');
    const tie = "Men's Necktie Genuine Leather Skinny Tie Black";
    expect(clf.classify({ description: tie }).hs_code).toBe('420340');
    expect(without({ LEATHER_KIND: 0 }).classify({ description: tie }).hs_code).not.toBe('420340');
    expect(clf.classify({ description: 'Leather Skirt Women High Waist Genuine Sheepskin' }).hs_code).toBe('420310');
  }, 60_000);

  it('reads a container after a weight as packing although the goods are for other containers', () => {
    const d = 'Starch Glue for Bottle Labeling and Paper Tube Winding, 25kg Drum';
    expect(clf.classify({ description: d }).hs_code).toBe('350520');
    expect(without({ PACK_PURPOSE_CONTAINER: 0 }).classify({ description: d }).hs_code).toBe('920600');
  }, 60_000);

  it('puts a part named for a watch movement in the leftover watch parts of 9114', () => {
    const d = 'Watch Movement Spacer Ring For NH35 Movement';
    expect(clf.classify({ description: d }).hs_code).toBe('911490');
    expect(without({ CHAPTER_PARTS: 0 }).classify({ description: d }).hs_code).toBe('910820');
    // the movement itself stays a movement
    expect(clf.classify({ description: 'NH35 automatic movement' }).hs_code).toBe('910820');
  }, 60_000);

  it('reads pipe tees, vegetable crisps and coffee-machine brew groups as the goods they are', () => {
    expect(clf.classify({ description: '1/2 inch PVC slip tee' }).hs_code).toBe('391740');
    expect(clf.classify({ description: 'Vacuum fried okra chips, lightly salted' }).hs_code).toBe('200599');
    expect(clf.classify({ description: 'Replacement brew group for Saeco espresso machine' }).hs_code).toBe('851690');
    // potato crisps stay potatoes
    expect(clf.classify({ description: 'Sea salt potato crisps 150g' }).hs_code).toBe('200520');
  }, 60_000);

  it('keeps coated knitted gloves in 6116.10 instead of moving them to the coated garments of 6113', () => {
    for (const d of ['PU Palm Coated Gloves Nylon Knitted Work Gloves for Assembly 12 Pairs', 'Knitted polyester gloves, palms coated with polyurethane']) {
      expect(clf.classify({ description: d }).hs_code).toBe('611610');
    }
    expect(without({ COATED_NOT_ACCESSORY: 0 }).classify({ description: 'PU Palm Coated Gloves Nylon Knitted Work Gloves for Assembly 12 Pairs' }).hs_code).toBe('611300');
    expect(without({ COATED_NOT_ACCESSORY: 0 }).classify({ description: 'Knitted polyester gloves, palms coated with polyurethane' }).hs_code).not.toBe('611610');
    // garments still go to 6113
    expect(clf.classify({ description: "Women's PU coated knit leggings shiny" }).hs_code).toBe('611300');
  }, 60_000);

  it('moves goods of another material only to the headings the lexicon names them under (a cotton belt is 6217, not a garment)', () => {
    const d = 'Nylon webbing belt for men, woven, with plastic buckle';
    expect(clf.classify({ description: d }).hs_code).toBe('621710');
    expect(without({ PARALLEL_LEX_NAMED: 0 }).classify({ description: d }).hs_code.slice(0, 4)).not.toBe('6217');
  }, 60_000);

  it('reads a container after "in" as packing even when the goods before it are a name the lexicon lacks', () => {
    const d = 'The product is o-acetylsalicylic acid of pharmacopoeial grade, a white powder, in bulk fibre drums';
    expect(clf.classify({ description: d }).hs_code).toBe('291822');
    expect(without({ IN_PACKAGING_BARE: 0 }).classify({ description: d }).hs_code).toBe('481950');
  }, 60_000);

  it('sends goods the text calls scrap or waste to a waste-and-scrap line, but not a waste bin', () => {
    const oil = 'Waste engine oil drained from trucks, in IBC totes, for re-refining';
    expect(clf.classify({ description: oil }).hs_code).toBe('271099');
    expect(without({ SCRAP_STATE: 0 }).classify({ description: oil }).hs_code).not.toBe('271099');
    expect(clf.classify({ description: 'Stainless Steel Waste Bin Pedal 30L' }).hs_code).toBe('732393');
  }, 60_000);

  it('reads a textile upper on a leather sole as footwear with a textile upper (6404.20), not leather footwear', () => {
    expect(clf.classify({ description: 'Canvas Ballet Shoes Split Leather Sole Dance Slippers Girls Women' }).hs_code).toBe('640420');
    expect(clf.classify({ description: 'Genuine Leather Loafers Men Leather Sole' }).hs_code).toBe('640359');
    // a toe-cap the text denies is not there
    expect(clf.classify({ description: 'Leather Work Boots Men Soft Toe No Steel Toe Cap Ankle Rubber Sole' }).hs_code).toBe('640391');
    expect(clf.classify({ description: 'Steel Toe Work Boots Leather Men' }).hs_code).toBe('640340');
  }, 60_000);

  it('reads base metal clad with precious metal as the chapter 71 clad semi-manufacture, not the base metal', () => {
    const strip = 'Gold Clad Copper Strip 0.3mm Bimetal for Contacts';
    expect(clf.classify({ description: strip }).hs_code).toBe('710900');
    expect(without({ PRECIOUS_CLAD: 0 }).classify({ description: strip }).hs_code.slice(0, 2)).toBe('74');
    expect(clf.classify({ description: 'Gold Clad Brass Wire 0.8mm for Jewelry Making 14K Gold Layer' }).hs_code).toBe('710900');
  }, 60_000);

  it('reads a tracksuit as the track suits of 6112, not gendered swimwear, and a bare NC as numerically controlled', () => {
    expect(clf.classify({ description: "Men's Polyester Tracksuit 2 Piece Jogging Suit Knitted" }).hs_code).toBe('611212');
    expect(clf.classify({ description: 'NC Swing Beam Shearing Machine 6mm Hydraulic' }).hs_code).toBe('846233');
  }, 60_000);

  it('reads "a rod of borosilicate glass" as the lexicon\'s "borosilicate glass rod", but not "a rod of glass fibre" as a glass rod', () => {
    const rods = 'The product consists of rods of borosilicate glass, 8 mm in diameter, unworked';
    expect(clf.classify({ description: rods }).hs_code).toBe('700220');
    expect(without({ OF_COMPOUND: 0 }).classify({ description: rods }).hs_code).not.toBe('700220');
    expect(clf.classify({ description: 'The article is a profile of extruded EPDM rubber, for sealing car doors' }).hs_code).toBe('400829');
    expect(clf.classify({ description: 'The article is a fishing rod of glass fibre, 3 m long' }).hs_code).toBe('950710');
  }, 60_000);

  it('reads soda-lime glass as glass, not as a soft drink', () => {
    expect(clf.classify({ description: 'Soda-lime glass tubing, clear, 10 mm outside diameter, unworked, for making vials' }).hs_code).toBe('700239');
  }, 60_000);

  it('puts watches with a case of precious metal in 9101, not plated or rose-gold-coloured ones, and reads a sapphire crystal as the watch glass', () => {
    const gold = '18K Gold Automatic Watch Men Mechanical Self Winding Luxury';
    expect(clf.classify({ description: gold }).hs_code).toBe('910121');
    expect(without({ PARALLEL_MATERIAL: 0 }).classify({ description: gold }).hs_code).toBe('910221');
    expect(clf.classify({ description: 'Solid Gold Automatic Wristwatch 14K Case Sapphire Crystal' }).hs_code).toBe('910121');
    expect(clf.classify({ description: 'Gold Plated Quartz Watch Women' }).hs_code).toBe('910211');
    expect(clf.classify({ description: 'Women Watches Luxury Rose Gold Diamond Quartz Wrist Watch Ladies Bracelet Watch Gift Set' }).hs_code).toBe('910211');
  }, 60_000);

  it('reads gold-filled jewellery as base metal clad with gold (7113.20), not as plated imitation jewellery', () => {
    expect(clf.classify({ description: 'Gold Filled Chain Necklace 14K Gold Filled Figaro Chain' }).hs_code).toBe('711320');
    expect(clf.classify({ description: 'Gold Plated Hoop Earrings' }).hs_code).toBe('711719');
    // a gold plating on sterling silver is silver jewellery (7113.11), a silver plating on brass is not
    expect(clf.classify({ description: 'Gold Plated Sterling Silver Necklace Pendant' }).hs_code).toBe('711311');
    expect(clf.classify({ description: 'Silver Plated Brass Bracelet' }).hs_code).toBe('711719');
    expect(clf.classify({ description: '14K Solid Gold Hoop Earrings' }).hs_code).toBe('711319');
  });

  it('puts a machine-tool the text says is CNC, or manual, on its side of the numerically controlled split', () => {
    expect(clf.classify({ description: 'CNC Lathe Machine Horizontal Metal' }).hs_code).toBe('845811');
    expect(without({ NC_MOVE: 0 }).classify({ description: 'CNC Lathe Machine Horizontal Metal' }).hs_code).toBe('845819');
    expect(clf.classify({ description: 'numerically controlled boring machine for metal' }).hs_code).toBe('845941');
    expect(clf.classify({ description: 'The merchandise is a drilling machine for metal, not numerically controlled.' }).hs_code).toBe('845929');
  }, 60_000);

  it('puts knitted bed linen and bedspreads in their knitted subheadings; "not knitted" is woven', () => {
    const sheet = 'The product is a fitted sheet of knitted cotton jersey fabric, with elastic corners.';
    expect(clf.classify({ description: sheet }).hs_code).toBe('630210');
    expect(without({ KNIT_SIBLING: 0 }).classify({ description: sheet }).hs_code).not.toBe('630210');
    expect(clf.classify({ description: 'The merchandise is a bedspread of crocheted 100% cotton yarn, measuring 230 x 250 cm.' }).hs_code).toBe('630411');
    expect(clf.classify({ description: 'The product is a bed sheet set of 100% cotton percale, not knitted, not printed, consisting of a flat sheet, fitted sheet and two pillowcases' }).hs_code).toBe('630231');
  }, 60_000);

  it('reads used, second-hand and part-worn tyres as used tyres (4012.20) though "used" is a stop word', () => {
    expect(clf.classify({ description: 'Used Tires Part Worn Tyres 195/65R15 Second Hand Car Tyres Bulk' }).hs_code).toBe('401220');
    expect(clf.classify({ description: 'The merchandise is used pneumatic passenger car tires, baled' }).hs_code).toBe('401220');
    expect(clf.classify({ description: 'New Car Tyres 205/55R16' }).hs_code).toBe('401110');
  });

  it('moves textiles and wood to the sibling whose wording states the qualifier the text states (printed, bleached, tropical)', () => {
    const text = 'Printed Cotton Canvas Fabric by the Yard 100% Cotton Duck 10oz Floral Pattern for Cushion Covers, Bags, Curtains';
    expect(clf.classify({ description: text }).hs_code).toBe('520951');
    expect(without({ STATED_QUALIFIER: 0 }).classify({ description: text }).hs_code).not.toBe('520951');
  }, 60_000);

  it('sends Christmas lights to the lighting strings of 9405.31, not to the festive articles of 9505 (Chapter 95 note 1)', () => {
    const text = 'Christmas Tree LED String Lights 10M 100 LED Fairy Lights Xmas Decoration';
    expect(clf.classify({ description: text }).hs_code).toBe('940531');
    expect(without({ FESTIVE_LIGHTS: 0 }).classify({ description: text }).hs_code).toBe('950510');
    expect(clf.classify({ description: 'Christmas Tree Ornaments Balls Set 24pcs' }).hs_code).toBe('950510');
  }, 60_000);

  it('reads "of refined copper", "of non-alloy steel" after the goods as their material, not as the goods', () => {
    expect(clf.classify({ description: 'The product is seamless tubing of refined copper, ASTM B280, 3/8 inch OD, in 50 ft coils, for HVAC refrigeration lines.' }).hs_code).toBe('741110');
    expect(clf.classify({ description: 'The merchandise is a hot-rolled L-section of non-alloy steel, height 60 mm, unequal legs, in 12 m lengths' }).hs_code).toBe('721621');
  });

  it('reads the garment words anywhere in the title when the head noun ("underwear") names no subheading of the heading', () => {
    const text = "Women's Cotton Underwear Briefs Soft Full Coverage Panties Ladies Knickers 6 Pack";
    expect(clf.classify({ description: text }).hs_code).toBe('610821');
    expect(without({ KIND_ANYWHERE: 0 }).classify({ description: text }).hs_code).toBe('610891');
    // the wearer is no garment word: socks stay socks
    expect(clf.classify({ description: 'Non Slip Grip Socks Yoga Pilates Socks Women (material: POLYESTER)' }).hs_code).toBe('611596');
  }, 60_000);

  it("keeps a finished article ahead of its material's heading", () => {
    expect(clf.classify({ description: 'aluminium alloy camping folding chair' }).hs_code.slice(0, 4)).toBe('9401');
  });

  it('has a broad lexicon', () => {
    expect(parseLexicon().length).toBeGreaterThan(1400);
  });

  it('lexicon codes all exist in HS 2022', () => {
    const bad: string[] = [];
    for (const e of parseLexicon()) for (const c of e.codes) if (!hsCodes.has(c.code)) bad.push(c.code);
    expect(bad).toEqual([]);
  });
});

describe('tariffIdForCountry', () => {
  it('maps countries to tariffs', () => {
    expect(tariffIdForCountry('US')).toBe('US');
    expect(tariffIdForCountry('gb')).toBe('GB');
    expect(tariffIdForCountry('DE')).toBe('EU');
    expect(tariffIdForCountry('FR')).toBe('EU');
    expect(tariffIdForCountry('CN')).toBeNull();
    expect(tariffIdForCountry('CH')).toBeNull();
  });
});
