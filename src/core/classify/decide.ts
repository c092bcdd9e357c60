/**
 * Subheading decisions inside a family of headings that the nomenclature splits by facts a
 * title states only indirectly: footwear (6401–6405: upper and sole material, ankle, sports),
 * jewellery (7113/7116/7117: precious metal, stones or pearls, base metal or other material).
 *
 * The decision only re-orders the members of a family among themselves: the family keeps the
 * score of its best member, so whether the goods are footwear or jewellery at all stays with
 * retrieval and the lexicon. Rules follow the nomenclature (chapter 64 subheading note 1 on
 * sports footwear; chapter 71 note 11: imitation jewellery has no precious metal, pearls or
 * precious/semi-precious stones, natural or synthetic), with defaults for what titles omit.
 */
import type { Material, QueryAttributes } from './attributes.js';

export interface FamilyCues {
  footwear: FootwearCues | null;
  jewellery: JewelleryCues | null;
}

interface FootwearCues {
  heading: '6401' | '6402' | '6403' | '6404' | '6405';
  sports: boolean;
  /** tennis, basketball, gym, training shoes and the like: sports footwear only with textile uppers (6404.11) */
  training: boolean;
  ski: boolean;
  thong: boolean;
  ankle: boolean;
  metalToe: boolean;
  leatherSole: boolean;
  /** the subheading of 6405 for an outer sole of wood, cork, jute or felt, by the upper */
  other6405: '640510' | '640520' | '640590';
}

interface JewelleryCues {
  cufflinks: boolean;
  /** 'clad': base metal clad with precious metal (gold-filled, rolled gold), 7113.20 */
  precious: 'silver' | 'gold' | 'clad' | null;
  stones: boolean;
  pearls: boolean;
  metal: boolean;
  nonMetal: boolean;
  /** the text names an article of jewellery (not tableware or other silversmiths' wares) */
  article: boolean;
}

const FOOTWEAR_NOUN = /\b(shoes?|footwear|sneakers?|boots?|booties|bootie|sandals?|slippers?|flip ?flops?|slides|heels|pumps|loafers?|moccasins?|clogs|mules|espadrilles|oxfords|cleats|wellies|galoshes|flats)\b/;
const WATERPROOF_BOOTS = /\b(rain ?boots?|rainboots|wellies|wellingtons?|galoshes|gum ?boots?|rubber boots?|muck boots?)\b/;
const TEXTILE_UPPER = /\b(canvas|mesh|knit|knitted|flyknit|fabric|cloth|textile|cotton|wool|woolen|felt|plush|fleece|satin|velvet|denim|linen|nylon upper|polyester|suede fabric|terry|fur lined cloth|sock shoes?)\b/;
const PLASTIC_UPPER = /\b(pu|pvc|eva|rubber|plastic|jelly|silicone|faux leather|synthetic leather|vegan leather|artificial leather|patent|microfiber leather|croc|crocs|tpu|tpr)\b/;
// subheading note 1 to chapter 64: "sports footwear" is footwear with spikes, cleats … and
// skating, ski, wrestling, boxing and cycling shoes; 6404.11 adds "tennis shoes, basketball shoes,
// gym shoes, training shoes and the like" for textile uppers only
const SPORTS = /\b(ski ?boots?|snowboard boots?|cleats|football boots?|soccer (?:shoes|boots|cleats)|spikes|spiked|golf shoes?|cycling shoes?|bike shoes?|skat(?:e|ing) (?:shoes|boots)|wrestling shoes?|boxing shoes?|climbing shoes?|bowling shoes?)\b/;
const TRAINING_SHOES = /\b(tennis shoes?|basketball shoes?|gym shoes?|training shoes?|trainers|volleyball shoes?|badminton shoes?)\b/;
const SKI = /\b(ski ?boots?|snowboard boots?|cross ?country ski)\b/;
const THONG = /\b(flip ?flops?|thongs? sandals?|toe ?post|thong slippers?)\b/;
const NOT_ANKLE = /\b(?:not|without) (?:\w+ ){0,3}ankles?\b|\bbelow the ankles?\b/;
const ANKLE = /\b(boots?|booties|bootie|high ?tops?|high ?top|ankle|knee ?high|over the knee|thigh ?high|chelsea|combat|martin|mid ?calf|hi ?top)\b/;
const SLIPPERS = /\b(slippers?|house shoes?|home shoes?|indoor shoes?)\b/;
/** an outer sole of leather ("Leather-Soled", "outer sole of leather", "leather outsole") */
const LEATHER_SOLE = /\bleather[\s-]?(?:outer[\s-]?)?sol(?:e|es|ed)\b|\bleather outsoles?\b|\b(?:outer[\s-]?)?soles? (?:is |are )?(?:made )?of (?:genuine |natural |real )?leather\b/;
const LEATHER_SOLE_G = new RegExp(LEATHER_SOLE.source, 'g');
/** an outer sole of wood, cork, jute, felt …: neither rubber, plastics nor leather, so 6405 */
const OTHER_SOLE = /\b(?:wood|wooden|cork|jute|rope|felt|straw|bamboo)[\s-]?(?:outer[\s-]?)?sol(?:e|es|ed)\b|\b(?:wood|wooden|cork|jute|felt)[\s-]outsoles?\b|\b(?:outer[\s-]?)?soles? (?:is |are )?(?:made )?of (?:wood|cork|jute|felt|rope|braided jute)\b|\bwooden (?:clogs?|shoes)\b|\bwood shoes\b|\bklompen\b/;
const SNEAKERS = /\b(sneakers?|running shoes?|athletic shoes?|sports? shoes?|tennis shoes?|basketball shoes?|canvas shoes?|walking shoes?|trainers|jogging shoes?|gym shoes?|training shoes?)\b/;

const JEWELLERY_ARTICLE = /\b(bracelets?|bangles?|necklaces?|pendants?|earrings?|ear ?studs?|rings?|brooch(es)?|anklets?|chokers?|charms?|jewel(le)?ry|cuff ?links?)\b/;
const CUFFLINKS = /\b(cuff ?links?|shirt studs?|tuxedo studs?|collar studs?)\b/;
const SILVER = /\b(sterling|925 silver|silver 925|s925|925|fine silver|pure silver|solid silver|real silver|argentium)\b/;
const GOLD = /\b(\d{1,2} ?k(?:t|arat)? (?:solid |real |yellow |white |rose )?gold|solid gold|real gold|pure gold|karat|carat gold|platinum|\d{2,3} gold|(?:9|10|14|18|22|24) ?k)\b/;
// (not "Gold Plated Sterling Silver": a gold plating on silver jewellery)
const SILVER_PLATED = /\bsilver[ -]?plated\b|(?<!\bgold[ -]?)\bplated (?:with )?(?:sterling |925 )?silver\b/;
const NOT_PRECIOUS = /\b(plated|plating|gold filled|gold tone|silver tone|gold colou?r|silver colou?r|vermeil)\b/;
/** gold-filled and rolled gold are base metal clad with gold (chapter 71 note 7), not a plating */
const CLAD = /\b(?:gold|silver)[\s-]filled\b|\brolled gold\b|\b(?:gold|silver)[\s-]clad\b/;
const STONES = /\b(zircons?|zirconia|cz|moissanite|gemstones?|gems?|diamonds?|natural stones?|agates?|jade|amethyst|turquoise|opals?|quartz|onyx|garnets?|sapphires?|rub(?:y|ies)|emeralds?|topaz|tourmaline|moonstones?|lapis|obsidian|tiger ?eye|citrine|peridot|aquamarine|jasper|malachite|labradorite|spinel|tanzanite|birthstones?|crystal stones?|healing crystals?)\b/;
const PEARLS = /\b(pearls?)\b/;
const FAUX_PEARL = /\b(faux|imitation|artificial|fake|simulated|plastic|acrylic|glass|abs|shell) pearls?\b/;
const METAL_WORDS = /\b(stainless|steel|titanium|alloy|metal|copper|brass|bronze|zinc|iron|tungsten|plated|aluminium|aluminum|pewter|nickel)\b/;
const NONMETAL_WORDS = /\b(acrylic|resin|plastic|wood|wooden|bamboo|shell|shells|leather|rope|cord|fabric|cloth|textile|glass|ceramic|porcelain|clay|silicone|rubber|beads?|beaded|seed beads|felt|paper|coconut|bone|horn|feather|crochet|knitted|woven|braided|string|thread|hair)\b/;

export function familyCues(folded: string, attrs: QueryAttributes): FamilyCues {
  return { footwear: footwearCues(folded, attrs), jewellery: jewelleryCues(folded) };
}

function footwearCues(t: string, attrs: QueryAttributes): FootwearCues | null {
  if (!FOOTWEAR_NOUN.test(t)) return null;
  const genuineLeather = (attrs.materials.get('leather') ?? 0) > 0;
  let heading: FootwearCues['heading'];
  const leatherSole = LEATHER_SOLE.test(t);
  // (a jute sole with a rubber or plastics outsole is that: "Espadrilles … Jute Sole Rubber")
  // a textile upper on a leather sole ("Canvas Ballet Shoes Split Leather Sole"): the leather
  // is the sole's, not the upper's (6404.20)
  if (leatherSole && TEXTILE_UPPER.test(t) && !/\b(?:leather|suede|cowhide|nubuck)\b/.test(t.replace(LEATHER_SOLE_G, ' '))) heading = '6404';
  else if (!leatherSole && OTHER_SOLE.test(t) && !/(?<!\b(?:no|not|without) )\b(rubber|tpr|eva)\b/.test(t) && !/\b(?:pu|tpu|pvc|plastic|polyurethane)[\s-]?(?:out)?soles?\b/.test(t)) heading = '6405';
  else if (genuineLeather) heading = '6403';
  // rubber or plastic boots moulded in one piece (rain boots, wellingtons, galoshes): 6401
  else if (WATERPROOF_BOOTS.test(t) && !TEXTILE_UPPER.test(t)) heading = '6401';
  else if (TEXTILE_UPPER.test(t)) heading = '6404';
  else if (PLASTIC_UPPER.test(t)) heading = '6402';
  // defaults for what titles omit: slippers and sneakers have textile uppers, other shoes
  // sold by marketplaces mostly have rubber/plastic (PU) uppers
  else if ((SLIPPERS.test(t) && !THONG.test(t) && !/\b(sandals?|slides|beach)\b/.test(t)) || SNEAKERS.test(t)) heading = '6404';
  else heading = '6402';
  return {
    heading,
    sports: SPORTS.test(t),
    ski: SKI.test(t),
    thong: THONG.test(t),
    ankle: ANKLE.test(t) && !NOT_ANKLE.test(t),
    training: TRAINING_SHOES.test(t),
    // (not "without a protective metal toe-cap", "No Steel Toe")
    metalToe: /\b(steel|metal|composite)[\s-]toe/.test(t) && !/\b(?:no|without|non|not)\b(?:\s+(?:a|any|protective))*\s+(?:steel|metal|composite)[\s-]toe/.test(t),
    leatherSole,
    other6405: genuineLeather ? '640510' : TEXTILE_UPPER.test(t) ? '640520' : '640590',
  };
}

function jewelleryCues(t: string): JewelleryCues {
  const notPrecious = NOT_PRECIOUS.test(t);
  let precious: JewelleryCues['precious'] = null;
  // "silver plated" is a plating on base metal, not silver jewellery
  if (CLAD.test(t) && !/\bnot (?:gold[\s-])?filled\b/.test(t)) precious = 'clad';
  else if (SILVER.test(t) && !SILVER_PLATED.test(t)) precious = 'silver';
  else if (GOLD.test(t) && !notPrecious) precious = 'gold';
  const pearlMatch = PEARLS.test(t) && !FAUX_PEARL.test(t);
  return {
    cufflinks: CUFFLINKS.test(t),
    precious,
    stones: STONES.test(t),
    pearls: pearlMatch,
    metal: METAL_WORDS.test(t),
    nonMetal: NONMETAL_WORDS.test(t),
    article: JEWELLERY_ARTICLE.test(t),
  };
}

/** Preference of a family member (higher is better); null when the code is not in a family. */
export function familyPreference(code: string, cues: FamilyCues): { family: string; pref: number } | null {
  const h = code.slice(0, 4);
  if (cues.footwear && h >= '6401' && h <= '6405') return { family: '64', pref: footwearPref(code, cues.footwear) };
  if (cues.jewellery && (h === '7113' || h === '7116' || h === '7117')) return { family: '71', pref: jewelleryPref(code, cues.jewellery) };
  // an article of jewellery of silver or gold is jewellery (7113), not a silversmith's ware (7114)
  if (cues.jewellery?.article && h === '7114') return { family: '71', pref: -1 };
  return null;
}

function footwearPref(code: string, c: FootwearCues): number {
  const h = code.slice(0, 4);
  let p = h === c.heading ? 1 : 0;
  let want: string;
  switch (c.heading) {
    case '6401':
      want = c.metalToe ? '640110' : /* rain boots cover the ankle; knee-high ones too, but 6401.99 needs the knee */ '640192';
      break;
    case '6402':
      want = c.ski ? '640212' : c.sports ? '640219' : c.thong ? '640220' : c.ankle ? '640291' : '640299';
      break;
    case '6403':
      want = c.ski ? '640312' : c.sports ? '640319' : c.metalToe ? '640340' : c.leatherSole ? (c.ankle ? '640351' : '640359') : c.ankle ? '640391' : '640399';
      break;
    case '6404':
      want = c.leatherSole ? '640420' : c.sports || c.training ? '640411' : '640419';
      break;
    default:
      want = c.other6405;
  }
  if (code === want) p += 1;
  return p;
}

/**
 * The subheading the jewellery rules want when the text settles the heading (precious metal:
 * 7113; stones or pearls: 7116), so that it can join the candidates when retrieval missed it.
 */
export function jewelleryWanted(c: JewelleryCues | null | undefined): string | null {
  if (!c) return null;
  if (c.precious) return c.precious === 'clad' ? '711320' : c.precious === 'silver' ? '711311' : '711319';
  if (c.pearls || c.stones) return c.pearls && !c.stones ? '711610' : '711620';
  return null;
}

function jewelleryPref(code: string, c: JewelleryCues): number {
  const h = code.slice(0, 4);
  if (c.precious) {
    if (h !== '7113') return imitationPref(code, c) / 10;
    return code === (c.precious === 'clad' ? '711320' : c.precious === 'silver' ? '711311' : '711319') ? 2 : 1;
  }
  if (c.pearls || c.stones) {
    if (h !== '7116') return imitationPref(code, c) / 10;
    return code === (c.pearls && !c.stones ? '711610' : '711620') ? 2 : 1;
  }
  return imitationPref(code, c);
}

/** Order within imitation jewellery (7117); other headings 0. */
function imitationPref(code: string, c: JewelleryCues): number {
  if (code.slice(0, 4) !== '7117') return 0;
  if (code === '711711') return c.cufflinks ? 2 : 0.5;
  const other = c.nonMetal && !c.metal;
  if (code === '711790') return other ? 2 : 1;
  return other ? 1 : 2; // 711719: base metal, the default for metal-looking jewellery
}

/**
 * Headings of raw materials and semi-finished products: mineral products and fuels (ch. 25–27),
 * chemicals (28–29), plastics and rubber in primary forms and waste (3901–3915, 4001–4005),
 * raw hides and leather (4101–4115), wood raw, sawn and in panels (4401–4413), pulp and paper
 * in rolls or sheets (4701–4707, 4801–4810), fibres, yarns and woven/knitted fabrics (50–55,
 * 60), raw and sheet glass (7001–7006), precious metals unwrought or semi-manufactured
 * (7106–7112), iron and steel (72), copper, nickel, aluminium, lead, zinc and tin up to plates,
 * foil and wire (7401–7410, 7501–7506, 7601–7607, 7801–7804, 7901–7905, 8001–8003).
 * When the product (head) noun names a finished article, a material word in the title
 * describes the article's material: it may choose the subheading within the article's heading,
 * not a heading of the material itself.
 */
export function isRawHeading(h4: string): boolean {
  const ch = Number(h4.slice(0, 2));
  const n = Number(h4.slice(2, 4));
  if (ch >= 25 && ch <= 29) return true;
  if (ch === 72 || ch === 60 || (ch >= 50 && ch <= 55)) return true;
  switch (ch) {
    // essential oils and odoriferous mixtures: raw materials of perfumery, flavouring, candles
    case 33: return n <= 2;
    case 39: return n <= 15;
    // raw and tanned furskins, artificial fur (a lining or trim under a finished article)
    case 43: return n !== 3;
    // special fabrics, lace, trimmings, embroidery in the piece; coated and technical fabrics
    case 58: return true;
    // human hair and other materials prepared for making wigs
    case 67: return n === 3;
    case 59: return n <= 7;
    case 40: return n <= 5;
    case 41: return n <= 15;
    case 44: return n <= 13;
    case 47: return true;
    case 48: return n <= 10;
    case 70: return n <= 6;
    case 71: return n >= 6 && n <= 12;
    case 74: return n <= 10;
    case 75: return n <= 6;
    case 76: return n <= 7;
    case 78: return n <= 4;
    case 79: return n <= 5;
    case 80: return n <= 3;
    default: return false;
  }
}

/** A heading the raw-material penalty also applies to when the head noun is a finished article (chapters 1–24: food and agricultural products). */
export function isRawOrFoodHeading(h4: string): boolean {
  return Number(h4.slice(0, 2)) <= 24 || isRawHeading(h4);
}

/**
 * Headings that hold the same goods in different materials: a cup is 3924 of plastics, 4419 of
 * wood, 6911/6912 ceramic, 7013 glass, 7323 steel. When the lexicon names the goods by one member
 * and the text names the material of another, the goods go to the member of that material.
 */
const GARMENT_HEADINGS = [
  ...Array.from({ length: 17 }, (_, i) => String(6101 + i)),
  ...Array.from({ length: 17 }, (_, i) => String(6201 + i)),
];
const MATERIAL_PARALLELS: Partial<Record<Material, string[]>>[] = [
  // tableware, kitchenware, household articles
  { plastic: ['3924'], wood: ['4419'], ceramic: ['6912'], porcelain: ['6911'], glass: ['7013'], steel: ['7323'], copper: ['7418'], aluminum: ['7615'], paper: ['4823'] },
  // curtains and interior blinds: of textiles (6303) or household articles of plastics (3924)
  { ...Object.fromEntries(['cotton', 'synthetic', 'artificial', 'manmade', 'vegtextile', 'textile'].map((m) => [m, ['6303']])), plastic: ['3924'] },
  // bed, table, toilet and kitchen linen: of textiles (6302) or of paper (4818: towels, tablecloths, serviettes)
  { ...Object.fromEntries(['cotton', 'synthetic', 'artificial', 'manmade', 'vegtextile', 'textile'].map((m) => [m, ['6302']])), paper: ['4818'] },
  // sanitary ware
  { plastic: ['3922'], ceramic: ['6910'], porcelain: ['6910'], steel: ['7324'], copper: ['7418'], aluminum: ['7615'] },
  // statuettes and ornaments
  { wood: ['4420'], ceramic: ['6913'], porcelain: ['6913'], basemetal: ['8306'], steel: ['8306'], copper: ['8306'], zinc: ['8306'], aluminum: ['8306'], precious: ['7114'] },
  // articles n.e.c. of a material
  { plastic: ['3926'], wood: ['4421'], rubber: ['4016'], leather: ['4205'], ceramic: ['6914'], porcelain: ['6914'], glass: ['7020'], steel: ['7326'], copper: ['7419'], aluminum: ['7616'], zinc: ['7907'], stone: ['6802'] },
  // watches: with a case of precious metal or metal clad with it (9101), or other (9102)
  { precious: ['9101'], steel: ['9102'], basemetal: ['9102'], aluminum: ['9102'], plastic: ['9102'] },
  // containers for the conveyance or packing of goods
  { plastic: ['3923'], wood: ['4415'], steel: ['7310'], aluminum: ['7612'], paper: ['4819'], glass: ['7010'] },
  // garments and clothing accessories: textile (chapters 61, 62), of plastics (3926.20), of
  // leather (4203), of vulcanised rubber (4015)
  {
    ...Object.fromEntries(['cotton', 'wool', 'silk', 'synthetic', 'artificial', 'manmade', 'vegtextile', 'textile'].map((m) => [m, GARMENT_HEADINGS])),
    plastic: ['3926'], leather: ['4203'], rubber: ['4015'],
  },
];

/**
 * Goods the nomenclature names in the heading of one metal, iron or steel, and again in the
 * headings of other materials: screws of brass are 7415, rivets of aluminium 7616, pipe fittings
 * of copper 7412. The moves start only from the iron and steel (`steel`) headings, the ones the
 * lexicon names such goods by; a plastic tube (3917) named with steel is not sent to 7307.
 */
const STEEL_PARALLELS: Partial<Record<Material, string[]>>[] = [
  // screws, bolts, nuts, rivets, washers, nails, tacks
  { steel: ['7317', '7318'], copper: ['7415'], aluminum: ['7616'], plastic: ['3926'] },
  // tube and pipe fittings
  { steel: ['7307'], copper: ['7412'], aluminum: ['7609'], plastic: ['3917'] },
  // tubes and pipes
  { steel: ['7304', '7305', '7306'], copper: ['7411'], aluminum: ['7608'], plastic: ['3917'] },
  // wire; stranded wire, ropes and cables, not insulated
  { steel: ['7217'], copper: ['7408'], aluminum: ['7605'] },
  { steel: ['7312'], copper: ['7413'], aluminum: ['7614'] },
  // chain
  { steel: ['7315'], copper: ['7419'], aluminum: ['7616'], plastic: ['3926'] },
  // mountings and fittings for furniture, doors and the like (knobs, handles, hinges)
  { steel: ['8302'], copper: ['8302'], zinc: ['8302'], aluminum: ['8302'], basemetal: ['8302'], plastic: ['3926'], ceramic: ['6914'], porcelain: ['6914'], wood: ['4421'], glass: ['7020'] },
];

/**
 * The parallel headings for goods hinted at `heading` when the text's chief material is another
 * one (and the family's headings of other materials), or null. `materials` are the query's material weights; only a clear material (weight at
 * least `minWeight`) moves the goods. `steelParallels` allows the moves out of the iron and steel
 * headings (the caller withholds them when a metal is only a plating).
 */
export function parallelHeadings(
  heading: string,
  materials: Map<Material, number>,
  minWeight = 0.6,
  steelParallels = true,
): { targets: string[]; others: string[] } | null {
  let fam = MATERIAL_PARALLELS.find((f) => Object.values(f).some((hs) => hs!.includes(heading)));
  // goods that also name steel stay in its heading ("Nylon Insert Lock Nuts Stainless Steel")
  if (!fam && steelParallels && !materials.has('steel')) fam = STEEL_PARALLELS.find((f) => f.steel!.includes(heading));
  if (!fam) return null;
  let best: Material | null = null;
  let bw = 0;
  for (const [m, w] of materials) if (fam[m] && w > bw) [best, bw] = [m, w];
  if (!best || bw < minWeight || fam[best]!.includes(heading)) return null;
  const targets = fam[best]!;
  const others = [...new Set(Object.values(fam).flat())].filter((h) => !targets.includes(h!)) as string[];
  return { targets, others };
}
