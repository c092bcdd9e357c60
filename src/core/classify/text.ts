/**
 * Text normalisation for the HS classifier: lower-casing, accent folding, British→US
 * spelling, Porter stemming, stop words, and negation-aware tokenisation (tokens inside
 * "not knitted or crocheted", "other than ...", "excl. ..." spans are dropped from
 * documents so that they do not count as evidence for the excluded thing).
 */

/**
 * A word table with no prototype: a word such as "constructor" must not find Object's own
 * properties ("Lego constructor set" had read as the text of the Object function).
 */
export function lookupTable<T>(entries: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

const SPELLING: Record<string, string> = lookupTable({
  colour: 'color', colours: 'colors', coloured: 'colored', fibre: 'fiber', fibres: 'fibers',
  aluminium: 'aluminum', jewellery: 'jewelry', jewelery: 'jewelry', tyre: 'tire', tyres: 'tires',
  grey: 'gray', mould: 'mold', moulds: 'molds', moulded: 'molded', moulding: 'molding',
  centre: 'center', centres: 'centers', metre: 'meter', metres: 'meters', litre: 'liter',
  litres: 'liters', odour: 'odor', vapour: 'vapor', harbour: 'harbor', labour: 'labor',
  oleohydraulic: 'hydraulic', sulphur: 'sulfur', persulphate: 'persulfate', persulphates: 'persulfates', microfibre: 'microfiber', sulphate: 'sulfate', sulphates: 'sulfates', sulphide: 'sulfide',
  sulphides: 'sulfides', sulphuric: 'sulfuric', sulphonic: 'sulfonic', catalogue: 'catalog',
  pyjamas: 'pajamas', pyjama: 'pajama', moustache: 'mustache', plough: 'plow', ploughs: 'plows',
  storey: 'story', kerb: 'curb', cheque: 'check', programme: 'program', analyse: 'analyze',
  organise: 'organize', organiser: 'organizer', organisers: 'organizers', vulcanised: 'vulcanized',
  galvanised: 'galvanized', polymerised: 'polymerized', synthesised: 'synthesized',
  sterilised: 'sterilized', sterilising: 'sterilizing', pasteurised: 'pasteurized',
  homogenised: 'homogenized', carbonised: 'carbonized', vulcanising: 'vulcanizing',
  aeroplane: 'airplane', aeroplanes: 'airplanes', tonne: 'ton', tonnes: 'tons',
  manoeuvre: 'maneuver', haemoglobin: 'hemoglobin', oestrogen: 'estrogen', foetal: 'fetal',
  paediatric: 'pediatric', woollen: 'woolen', travelling: 'traveling', jewel: 'jewel',
  jewellers: 'jewelers', favour: 'favor', flavour: 'flavor', flavoured: 'flavored',
  flavouring: 'flavoring', flavours: 'flavors', armour: 'armor', armoured: 'armored',
  neighbour: 'neighbor', tumour: 'tumor', lustre: 'luster', sabre: 'saber', calibre: 'caliber',
  theatre: 'theater', spectre: 'specter', gaol: 'jail', draught: 'draft', draughts: 'drafts',
  disc: 'disk', discs: 'disks', ageing: 'aging', oxidised: 'oxidized', stabilised: 'stabilized',
  crystallised: 'crystallized', hydrogenated: 'hydrogenated', caramelised: 'caramelized',
  atomiser: 'atomizer', atomisers: 'atomizers', vaporiser: 'vaporizer', vaporisers: 'vaporizers',
  fertiliser: 'fertilizer', fertilisers: 'fertilizers', motorised: 'motorized',
  nappy: 'diaper', nappies: 'diapers', trainers: 'sneakers', mobile: 'mobile',
});

const STOP = new Set(
  (
    'a an the and or of for with without in on at to from by as is are be been being this that these those atleast ' +
    'its it their such other others than not nor neither whether which whose including include includes ' +
    'whereof thereof therefor therewith hereof also only per each any all same similar like etc excl ' +
    'kind kinds type types nes nesoi heading headings subheading chapter chapters note notes used use ' +
    'uses using put up presented containing contain contains made make consisting consist consists ' +
    'weighing weight exceeding exceed not more less but into over under whereas wholly partly ' +
    'product products article articles item items goods thing things part' +
    ' new hot sale top quality high best brand original genuine style fashion fashionable design ' +
    'pcs pc piece pieces lot set sets pack packs pair pairs free shipping diy cute gift gifts ' +
    'accessories accessory mm cm inch inches kg ml oz lb size sizes color colors colour black white ' +
    'red blue green yellow pink purple gold silver brown gray grey beige orange multi one two three ' +
    'product made this these it has have was were which when can will may our your you we material'
  ).split(/\s+/),
);
// Words that look like stop words above but carry HS meaning; removed from STOP.
for (const w of ['gold', 'silver', 'set', 'sets', 'part', 'accessories', 'accessory', 'pair', 'pairs']) STOP.delete(w);

export const NEGATORS = new Set(['not', 'excl', 'excluding', 'except', 'other than', 'neither', 'nor', 'without', 'non']);

// ---------------------------------------------------------------- Porter stemmer
const stemCache = new Map<string, string>();

function isCons(w: string, i: number): boolean {
  const c = w[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 ? true : !isCons(w, i - 1);
  return true;
}
function measure(w: string, end: number): number {
  // number of VC sequences in w[0..end)
  let n = 0;
  let i = 0;
  while (i < end && isCons(w, i)) i++;
  while (i < end) {
    while (i < end && !isCons(w, i)) i++;
    if (i >= end) break;
    n++;
    while (i < end && isCons(w, i)) i++;
  }
  return n;
}
function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isCons(w, i)) return true;
  return false;
}
function endsDoubleCons(w: string): boolean {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isCons(w, n - 1);
}
function cvc(w: string, end: number): boolean {
  if (end < 3) return false;
  if (!isCons(w, end - 1) || isCons(w, end - 2) || !isCons(w, end - 3)) return false;
  const c = w[end - 1];
  return c !== 'w' && c !== 'x' && c !== 'y';
}
function replaceSuffix(w: string, suf: string, rep: string, minM: number): string | null {
  if (!w.endsWith(suf)) return null;
  const stem = w.length - suf.length;
  if (measure(w, stem) > minM) return w.slice(0, stem) + rep;
  return w;
}

function porter(word: string): string {
  let w = word;
  if (w.length <= 2) return w;
  // 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    /* keep */
  } else if (w.endsWith('s')) w = w.slice(0, -1);
  // 1b
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleCons(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && cvc(w, w.length)) w += 'e';
  }
  // 1c
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = w.slice(0, -1) + 'i';
  // 2
  const s2: [string, string][] = [
    ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'],
    ['abli', 'able'], ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'],
    ['ization', 'ize'], ['ation', 'ate'], ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'],
    ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'], ['iviti', 'ive'], ['biliti', 'ble'],
  ];
  for (const [a, b] of s2) {
    if (w.endsWith(a)) {
      const r = replaceSuffix(w, a, b, 0);
      if (r) w = r;
      break;
    }
  }
  // 3
  const s3: [string, string][] = [
    ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
  ];
  for (const [a, b] of s3) {
    if (w.endsWith(a)) {
      const r = replaceSuffix(w, a, b, 0);
      if (r) w = r;
      break;
    }
  }
  // 4
  const s4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize'];
  for (const a of s4.sort((x, y) => y.length - x.length)) {
    if (w.endsWith(a)) {
      const stem = w.length - a.length;
      if (measure(w, stem) > 1) {
        if (a === 'ion') {
          if (stem > 0 && (w[stem - 1] === 's' || w[stem - 1] === 't')) w = w.slice(0, stem);
        } else w = w.slice(0, stem);
      }
      break;
    }
  }
  // 5a
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !cvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  // 5b
  if (measure(w, w.length) > 1 && endsDoubleCons(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}

/** Irregular forms normalised before stemming. */
const IRREGULAR: Record<string, string> = lookupTable({
  men: 'man', mens: 'man', women: 'woman', womens: 'woman', ladies: 'woman', lady: 'woman',
  female: 'woman', male: 'man', gentlemen: 'man', gents: 'man', boys: 'boy', girls: 'girl',
  children: 'child', childrens: 'child', kids: 'child', kid: 'child', babies: 'baby',
  infants: 'baby', infant: 'baby', newborn: 'baby', toddler: 'baby', toddlers: 'baby',
  knives: 'knife', leaves: 'leaf', shelves: 'shelf', wolves: 'wolf', halves: 'half', calves: 'calf',
  loaves: 'loaf', hooves: 'hoof', teeth: 'tooth', feet: 'foot', mice: 'mouse', geese: 'goose',
  knit: 'knit', knitted: 'knit', knitting: 'knit', knitwear: 'knit', crocheted: 'crochet',
  crochet: 'crochet', shoes: 'shoe', glasses: 'glass', sunglasses: 'sunglass', dresses: 'dress',
  trousers: 'trouser', pants: 'pant', jeans: 'jean', shorts: 'short', tights: 'tight',
  briefs: 'brief', leggings: 'legging', pyjamas: 'pajama', pajamas: 'pajama', clothes: 'cloth',
  clothing: 'apparel', garments: 'garment', apparel: 'apparel',
  // "shelled" (nuts out of the shell) is the opposite of "in shell": not the same stem
  shelled: 'shelled', unshelled: 'inshell',
  earring: 'earring', earrings: 'earring', bearing: 'bearing', bearings: 'bearing',
  coated: 'coated', coating: 'coated', coatings: 'coated', dressing: 'dressing', dressings: 'dressing',
  plated: 'plated', plating: 'plated', stocking: 'stocking', stockings: 'stocking',
  material: 'material', materials: 'material', solely: 'solely', sneakers: 'sneaker', trainers: 'sneaker',
});

/**
 * Whether two surface words are the same word up to regular inflection (plural -s/-es/-ies) or a
 * listed irregular form. Porter stems alone conflate "magnetic" with "magnet", "telescopic" with
 * "telescope", "sonicator" with "sonic", "fishing" with "fish".
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (IRREGULAR[a] !== undefined || IRREGULAR[b] !== undefined) return stem(a) === stem(b);
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  if (l === s + 's' || l === s + 'es') return true;
  if (l.endsWith('ies') && s.endsWith('y') && l.slice(0, -3) === s.slice(0, -1)) return true;
  return false;
}

export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s !== undefined) return s;
  const irr = IRREGULAR[word];
  s = irr !== undefined ? irr : porter(word);
  if (stemCache.size < 200_000) stemCache.set(word, s);
  return s;
}

/** fn with its last input's result kept: the classifier reads one description at a time, in several places. */
export function lastCall<T>(fn: (text: string) => T): (text: string) => T {
  let lastIn: string | undefined;
  let lastOut: T;
  return (text) => {
    if (text !== lastIn) {
      lastOut = fn(text);
      lastIn = text;
    }
    return lastOut;
  };
}

// the classifier folds the same description three times (tokens, attributes, family cues)
export const foldText = lastCall(foldUncached);

/** Chapter 44 subheading note 2's tropical woods as traders name them (not ebony: not on the list) */
const TROPICAL_WOODS = /\b(teak|mahogany|meranti|merbau|sapelli|sapele|iroko|keruing|okoume|ipe|balau|bangkirai|ramin|lauan|kapur|kempas|limba|obeche|padauk|padouk|afrormosia|azobe|makore|niangon|tiama|sipo|jelutong|mersawa|nyatoh|virola|imbuia|balsa|sucupira|tauari|jequitiba|ovengkol|dibetou|framire|moabi|doussie|andiroba|cedro|freijo|jongkong|mengkulang|merpauh|pulai|sepetir|seraya|palissandre)\b(?!\s+tropical)/g;

const FIBRES = 'cotton|polyester|poly|nylon|polyamide|viscose|rayon|acrylic|wool|spandex|elastane|lycra|linen|silk|modal|lyocell|bamboo';
/** two fibres named, then their shares as "65/35" (within a few words) */
const BLEND_RATIO = new RegExp(`\\b(${FIBRES})[\\s/-]+(${FIBRES})\\b([^0-9%,;:()]{0,40}?)\\b(\\d{1,2})\\s*/\\s*(\\d{1,2})\\b(?!\\s*%)`, 'g');

/** the shares first: "65/35 polyester cotton" */
const RATIO_BLEND = new RegExp(`\\b(\\d{1,2})\\s*/\\s*(\\d{1,2})\\s+(${FIBRES})[\\s/-]+(${FIBRES})\\b`, 'g');
/** the trade's "T/C" (Tetoron/cotton) is a polyester-cotton blend */
const TC_BLEND = /\bt\s?\/\s?c\b(?=[^.;]*\b\d{1,2}\s*\/\s*\d{1,2}\b)|\btc\b(?=\s*\d{1,2}\s*\/\s*\d{1,2}\b)/g;

function blendShares(all: string, a: string, b: string, mid: string, x: string, y: string): string {
  return Number(x) + Number(y) === 100 ? `${a} ${b}${mid.trimEnd()}, ${x}% ${a}, ${y}% ${b}` : all;
}

function ratioShares(all: string, x: string, y: string, a: string, b: string): string {
  return Number(x) + Number(y) === 100 ? `${x}% ${a}, ${y}% ${b}` : all;
}

/**
 * "polyester cotton 65/35", "65/35 polyester cotton", "T/C 65/35" written out as shares ("…, 65%
 * polyester, 35% cotton"): the folded text and the measures read the same expansion
 */
export function expandBlendRatio(lowerText: string): string {
  return lowerText.replace(TC_BLEND, 'polyester cotton').replace(BLEND_RATIO, blendShares).replace(RATIO_BLEND, ratioShares);
}

function foldUncached(text: string): string {
  const lower = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\bman-made\b/g, 'manmade')
    // "60 percent cotton" is "60% cotton"; "cotton polyester 65/35" is 65% cotton and 35% polyester
    .replace(/(\d)\s*(?:percent|per[\s-]*cent|pct)\b/g, '$1%');
  // (commas keep "polyester 65%" from reading as the polyester's share)
  return expandBlendRatio(lower)
    // "poly(vinyl chloride)" is PVC, not vinyl chloride (2903.21); "poly(ethylene terephthalate)"
    // is PET, not ethylene (2901.21): the polymer's name as written without the parentheses
    .replace(/\bpoly\s*\(\s*([a-z]+(?:[\s-][a-z]+)?)\s*\)/g, 'poly$1')
    // carded cotton yarn is the nomenclature's "of uncombed fibres"
    .replace(/\bcarded\b/g, (m: string, _at: number, all: string) => (/\bcotton\b/.test(all) && !/(?<!un)combed\b/.test(all) ? 'carded uncombed' : m))
    // "used" is a stop word, yet used tyres have their own subheading (4012.20)
    .replace(/\b(?:used|second[\s-]?hand|part[\s-]?worn)\s+((?:[a-z]+\s+){0,3}?)(?:tires?|tyres?)\b/g, '$1usedtires')
    // "Grade A", "grade 8.8", "Grade 5 (Ti-6Al-4V)": a grade label of the goods named before it,
    // not the "Pharmaceutical Grade" that says what other goods are fit for
    .replace(/\bgrade\s+(?=(?:[a-z]|\d+(?:\.\d+)?[a-z]?)\b(?!\s*(?:%|(?:percent|lbs?|kgs?|g|oz|ml|l)\b)))/g, 'gradelabel ')
    // the tropical woods of chapter 44 subheading note 2 are "tropical wood" to the nomenclature
    // ("Teak Wood Cutting Board" is 4419.20, "merbau decking" 4409.22)
    .replace(TROPICAL_WOODS, '$1 tropical')
    // colours are stop words, but orange is also the fruit ("orange juice", "Juice; orange,
    // frozen", "oil of orange") and black and white is monochrome
    // (not a colour in a list: "Orange, Black, White")
    .replace(/\borange\b(?=\s*(?:juices?|peels?|marmalade|pulp|segments|concentrate)\b|,\s*(?:frozen|not frozen)\b)|(?<=\bof\s)orange\b(?=\s*\()/g, 'oranges')
    .replace(/\bblack\s*(?:and|&)\s*white\b|\bb\s*&\s*w\b/g, 'monochrome')
    // the soda of soda-lime glass is not a drink (2202)
    .replace(/\bsoda[\s-]lime\b/g, 'sodalime')
    // "X Ray" written apart is the x-ray ("X" alone is a one-letter word and would be dropped)
    .replace(/\bx\s+(rays?)\b/g, 'x$1')
    // the nomenclature writes "track suits" ("Track suits; of synthetic fibres")
    .replace(/\btrack[\s-]?suits?\b/g, 'track suit')
    .replace(/\bt[\s-]?shirts?\b/g, 'tshirt')
    .replace(/\btees?\b/g, 'tshirt')
    // colours are stop words, but in these names the colour is the kind of goods
    .replace(/\b(green|black|white) (tea|coffee)\b/g, '$1$2')
    .replace(/\bbrown (rice|sugar)\b/g, 'brown$1')
    .replace(/\bwhite chocolate\b/g, 'whitechocolate')
    // "can" is a stop word ("can be used"), but in these names it is the goods or their container
    .replace(/\b(watering|trash|garbage|rubbish|waste|jerry|gas|oil|spray|aerosol|paint|soda|beer|tin|food) (cans?)\b/g, '$1$2')
    .replace(/\bcan[\s-](openers?)\b/g, 'can$1')
    // "plug in" / "plug-in" says how goods connect, it does not name a plug
    .replace(/\bplug[\s-]in\b/g, 'plugin')
    // "hot" is a stop word ("hot sale"), but hot- and cold-rolled steel are kinds of goods
    .replace(/\b(hot|cold)[\s-]rolled\b/g, '$1rolled')
    .replace(/\bhot[\s-]dip(ped)?\b/g, 'hotdip')
    // "high" and "hot" are stop words ("high quality", "hot sale"), but not in these names:
    // high-density polyethylene is not low-density, hot melt glue is not glue
    .replace(/\bhigh[\s-](density|tenacity)\b/g, 'high$1')
    .replace(/\bhot[\s-](melt|air|glue|isostatic)\b/g, 'hot$1')
    // "three phase" (a number word and "phase") is the nomenclature's multi-phase
    .replace(/\b(?:three|3|two|2|poly)[\s-]?phase\b/g, 'multi-phase')
    // likewise in these names of goods ("hot" and "top" are stop words in "hot sale", "top quality")
    .replace(/\bhot[\s-](plates?|tubs?)\b/g, 'hot$1')
    // "notes" and "pack" are stop words ("see notes", "3 pack"), not in these names of goods
    .replace(/\b(?:sticky|post[\s-]?it) (notes?)\b/g, 'sticky$1')
    .replace(/\bfanny (packs?)\b/g, 'fanny$1')
    // "zip-up", like "zip front", says how the goods close ("up" is a stop word)
    .replace(/\bzip[\s\u2010\u2011-]?up\b/g, 'zipup')
    .replace(/\bhot[\s-]water[\s-](bottles?|bags?)\b/g, 'hotwater$1')
    .replace(/\b(tank|crop|tube|halter|bikini|cami) (tops?)\b/g, '$1$2')
    // "sugar free", "BPA-free": a property, one word, so the ingredient is not read as the goods
    .replace(/\b(sugar|gluten|fat|dairy|lactose|caffeine|alcohol|bpa|lead|nickel|cruelty|paraben|sulfate|sulphate|fragrance|odor|odour|latex)[\s-]free\b/g, '$1free')
    // a locant of a chemical name ("o-Toluidine", "p-xylene") is not part of the word ("o-ring" is)
    .replace(/\b([omp])-(?=[a-z]{2,}(?:enes?|ines?|ols?|ides?|ates?|anes?|yls?|ones?|acid)\b)/g, (_m: string, l: string) => `${LOCANTS[l]} `)
    .replace(/\b([a-z])-([a-z]{2,})/g, '$1$2');
}

export interface Token {
  /** stemmed form */
  t: string;
  /** surface (lower-cased, spelling-normalised) form */
  raw: string;
  /** index of the token in the text (after stop-word removal) */
  pos: number;
  /** clause index: increments at punctuation */
  clause: number;
  /** a measured quantity ("500 g", "160 kg", "48 pack") stands right before the word */
  qty: boolean;
  /** the quantity right before the word is a weight ("25 kg bags", "200kg drum"): what a container holds, not its size */
  mass: boolean;
  /** a bare count stands right before the word ("20 bags", "3 jars") */
  count: boolean;
  /** a model or size code stands right before the word ("XT60 Plug", "M3 Screws") */
  codeBefore: boolean;
  negated: boolean;
  /** inside a "for ..." / "used for ..." purpose span */
  purpose: boolean;
  /** inside a purpose span opened by "part of", "parts of", "component of": the machine the goods belong to */
  partOf: boolean;
  /**
   * inside a "made of ..." / "made from ..." span: the words name what the goods are made of,
   * not the goods ("a poncho made from 55% linen knit fabric" is a garment, not a fabric)
   */
  material: boolean;
  /** segment index: increments where a "for ..." span starts or an audience ("for women") ends */
  seg: number;
  /** inside a "with ..." span: a feature or accessory of the goods named before it */
  accessory: boolean;
  /** followed by "design", "pattern", "print", "shaped" …: the word describes how the goods look ("Skull Print T-Shirt") */
  deco: boolean;
  /** after "in" in its clause ("acetone, in drums", "earrings in a gift box"): where packing is named */
  afterIn: boolean;
  /** right after "of" ("a mesh of wire"): names what the goods before are of, not a compound with them */
  ofBefore: boolean;
}

/** Participles that, followed by "by", name what drives or operates the goods. */
const POWER_LEADS = new Set(['powered', 'driven', 'operated', 'fuelled', 'fueled', 'actuated', 'propelled']);

const WORD_RE = /[a-z0-9]+(?:'[a-z]+)?|[,;:()[\]|/.!?]/g;
const PUNCT = new Set([',', ';', ':', '(', ')', '[', ']', '|', '.', '!', '?']);

/**
 * "non-alloy", "non-electric", "non woven" become one word, as the nomenclature's own "non-alloy
 * steel" reads: not alloy steel, not an electric heater.
 */
export function joinPrefixes(folded: string): string {
  return folded.replace(/\bnon[- ]([a-z]{3,})/g, 'non$1');
}

/**
 * Tokenise text. Numbers and tokens containing digits are dropped (sizes, model numbers,
 * counts like "10pcs") except a few meaningful ones. Returns tokens with flags.
 */
export function tokenize(text: string, opts: { keepStop?: boolean } = {}): Token[] {
  // "not less than 6% of plasticisers", "not exceeding 10 kg": thresholds, not negations
  const s = joinPrefixes(foldText(text))
    .replace(/(\d)\s*pcs\b/g, '$1 ')
    .replace(/\bnot (less|more|exceeding|over|under|above|below)\b/g, 'atleast $1');
  const out: Token[] = [];
  let clause = 0;
  let negate = false;
  let neverNext = false;
  let codeWordBefore = false;
  let purpose = false;
  let partOfSpan = false;
  let material = false;
  let audience = false;
  let sinceTrigger = -1;
  let seg = 0;
  let accessory = false;
  let afterIn = false;
  let paren = 0;
  let pos = 0;
  let prev = '';
  let leadPurpose = -1;
  // 0: no number just before; 1: a bare number ("160"); 2: a quantity with its unit ("160 kg", "500g")
  let num = 0;
  // index of the current word and of the last word kept as a token (adjacency across dropped words)
  let rawIdx = 0;
  let plainNum = false;
  let massNum = false;
  let lastPushed = -2;
  let lastOf = -2;
  for (const m of s.matchAll(WORD_RE)) {
    let w = m[0];
    if (PUNCT.has(w) || w === '/') {
      if (w !== '/') {
        clause++;
        if (w === '(') paren++;
        else if (w === ')') paren = Math.max(0, paren - 1);
        // "(other than wool or fine animal hair, cotton or man-made fibres)": a negation inside
        // parentheses runs over commas to the closing parenthesis
        if (!(w === ',' && paren > 0)) negate = false;
        // "packaging: 30 g pouches" – the field after a packaging label is packaging, not goods
        purpose = w === ':' && PACKAGING_LABELS.has(prev);
        // and the label itself names no goods (packaging is a product word of 3923 and 4819)
        if (purpose && out.length && out[out.length - 1].raw === prev) out[out.length - 1].purpose = true;
        partOfSpan = false;
        audience = false;
        accessory = false;
        afterIn = false;
        // a list of materials runs on over commas ("made of acrylic, wool, and nylon")
        if (w !== ',') material = false;
        // "ingredients: sunflower seed oil, …", "materials: cotton 85%": what the goods are made of
        if (w === ':' && MATERIAL_LABELS.has(prev)) {
          material = true;
          if (out.length && out[out.length - 1].raw === prev) out[out.length - 1].material = true;
        }
      }
      prev = '';
      num = 0;
      continue;
    }
    rawIdx++;
    if (w.endsWith("'s")) w = w.slice(0, -2);
    else if (w.endsWith("'")) w = w.slice(0, -1);
    if (w.includes("'")) w = w.replace(/'/g, '');
    if (!w) continue;
    if (w === 'not' || w === 'excl' || w === 'excluding' || w === 'except' || w === 'neither' || (w === 'than' && prev === 'other')) {
      negate = true;
      prev = w;
      continue;
    }
    // "never frozen", "No Sugar Added": the next word only ("Never Wet Waterproof Nylon Jacket" is still nylon)
    if (w === 'never' || w === 'no') {
      negate = true;
      neverNext = true;
      prev = w;
      continue;
    }
    if (w === 'in') afterIn = true;
    if ((w === 'with' || w === 'featuring' || w === 'including' || w === 'plus') && pos > 0) accessory = true;
    // "forklifts powered by internal combustion engines": what drives the goods, like a feature
    else if (w === 'by' && POWER_LEADS.has(prev) && pos > 0) accessory = true;
    if ((w === 'of' || w === 'from') && MATERIAL_LEADS.has(prev)) material = true;
    // "fabric of polyester filament yarn", "articles of steel": "of" before a material word
    else if (w === 'of' && pos > 0 && MATERIAL_AFTER_OF.test(s.slice((m.index ?? 0) + 2, (m.index ?? 0) + 40))) material = true;
    // "fried in rapeseed oil", "preserved in brine", "tomatoes in olive oil": the medium of a
    // preparation, like what it is made of
    else if (w === 'in' && (MEDIUM_LEADS.has(prev) || MEDIUM_AFTER_IN.test(s.slice((m.index ?? 0) + 2, (m.index ?? 0) + 40)))) material = true;
    // "containing fish oil", "contains shea butter": what the goods contain, like what they are made of
    else if ((w === 'containing' || w === 'contains' || w === 'consisting')) material = true;
    else if (material && MATERIAL_ENDS.has(w)) material = false;
    // "a mixing hook, a part of an industrial dough mixer": the machine after "part of" is what
    // the goods serve, like a purpose ("parts of cast iron" name a material)
    const partOf = w === 'of' && PART_OF_NOUNS.has(prev) && !material;
    // ("components to be used exclusively for towing trailers", "parts for centrifugal pumps")
    const last = out[out.length - 1];
    if (partOf || (PURPOSE_TRIGGERS.has(w) && !purpose && last && last.clause === clause && PART_OF_NOUNS.has(last.raw))) partOfSpan = true;
    // "designed solely for use in a meat mincing machine", "for use principally with": what the
    // goods are solely or principally for is the machine they are a part of (Section XVI note 2(b))
    // (not the nomenclature's own "designed for use solely with LED light sources" of luminaires)
    if (purpose && SOLELY.has(w) && !LIGHT_SOURCE_AFTER.test(s.slice((m.index ?? 0) + w.length, (m.index ?? 0) + 60))) partOfSpan = true;
    // "Replacement Battery for ...": at the start of a title "replacement" describes the goods
    if (partOf || (PURPOSE_TRIGGERS.has(w) && !((w === 'replacement' || w === 'spare') && pos === 0 && !purpose))) {
      if (!purpose) seg++;
      purpose = true;
      sinceTrigger = 0;
      // a title that opens with "For <model> ..." names the product after a few words
      leadPurpose = pos === 0 && clause === 0 ? LEAD_PURPOSE_WORDS : -1;
    }
    prev = w;
    const digits = /\d/.test(w);
    if (digits && !KEEP_DIGIT.has(w)) {
      // "No 2 Pencils", "No.3 zippers": a number, not a negation
      if (neverNext) negate = neverNext = false;
      num = QTY_ATTACHED.test(w) ? 2 : 1;
      // a count is a plain number ("87 keys"), not a model code ("R3", "F45")
      plainNum = /^\d+$/.test(w);
      massNum = MASS_ATTACHED.test(w);
      continue;
    }
    // the unit goes with its number ("500 mg tablets", "48 pack"): neither is a word of the goods
    if (num === 1 && UNITS.has(w)) {
      num = 2;
      massNum = MASS_UNITS.has(w);
      continue;
    }
    const qty = num === 2;
    const mass = qty && massNum;
    const count = num === 1 && plainNum;
    // (a lexicon word with digits is a word, yet still a code before the next one: "XT60 Plug")
    const codeBefore = (num === 1 && !plainNum) || codeWordBefore;
    num = 0;
    massNum = false;
    codeWordBefore = false;
    if (w === 'of') lastOf = rawIdx;
    if (w.length < 2) continue;
    w = SPELLING[w] ?? w;
    // "Rivet Design", "Heart Shaped", "Leopard Print": the word before names a look, not the goods
    if (LOOK_WORDS.has(w) && out.length && lastPushed === rawIdx - 1 && out[out.length - 1].clause === clause) out[out.length - 1].deco = true;
    if (!opts.keepStop && STOP.has(w)) continue;
    if (leadPurpose === 0 && !PURPOSE_TRIGGERS.has(w)) purpose = partOfSpan = false;
    // "for women", "for men & kids": an audience, not a purpose; the title goes on naming goods
    if (purpose && AUDIENCE.has(w) && (sinceTrigger === 0 || audience)) audience = true;
    else if (audience && !AUDIENCE.has(w)) {
      purpose = partOfSpan = false;
      audience = false;
      seg++;
    }
    out.push({ t: stem(w), raw: w, pos: pos++, clause, qty, mass, count, codeBefore, negated: negate, purpose: purpose && !audience, partOf: partOfSpan && purpose && !audience, material: material && !purpose, seg, accessory: accessory && !purpose, deco: false, afterIn, ofBefore: lastOf === rawIdx - 1 });
    lastPushed = rawIdx;
    if (neverNext) negate = neverNext = false;
    // (the lexicon's words with digits: a word without one is not looked up)
    codeWordBefore = digits && LEXICON_DIGIT_WORDS.has(w);
    if (!PURPOSE_TRIGGERS.has(w)) sinceTrigger++;
    if (leadPurpose > 0) leadPurpose--;
  }
  return out;
}
const LEAD_PURPOSE_WORDS = 2;
/** field labels whose field says what the goods are made of or contain */
const MATERIAL_LABELS = new Set(['material', 'materials', 'ingredients', 'ingredient', 'composition', 'contents', 'fabric', 'fibre', 'fiber']);
/** "part of", "parts of", "component of": what follows is the machine the goods are a part of */
export const PART_OF_NOUNS: ReadonlySet<string> = new Set(['part', 'parts', 'component', 'components', 'spares']);
/** participles after which "in ..." names the medium of a preparation */
const MEDIUM_LEADS = new Set(['fried', 'cooked', 'preserved', 'marinated', 'soaked', 'dipped', 'stewed', 'boiled', 'canned',
  'pickled', 'immersed', 'suspended', 'dissolved', 'steeped', 'infused', 'brined', 'poached', 'braised', 'simmered']);
/** units of measure and count written after a number */
const UNITS = new Set(['mg', 'g', 'gr', 'gram', 'grams', 'kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'ml', 'cl', 'l',
  'ltr', 'litre', 'liter', 'litres', 'liters', 'oz', 'ounce', 'ounces', 'fl', 'lb', 'lbs', 'pound', 'pounds', 'gal', 'gallon',
  'gallons', 'mm', 'cm', 'inch', 'inches', 'ft', 'feet', 'yd', 'yard', 'yards', 'meter', 'meters', 'metre', 'metres',
  'pcs', 'pc', 'piece', 'pieces', 'pack', 'packs', 'pk', 'count', 'ct', 'cc', 'gsm', 'brix']);
const LOCANTS: Record<string, string> = { o: 'ortho', m: 'meta', p: 'para' };
const MASS_UNITS = new Set(['mg', 'g', 'gr', 'gram', 'grams', 'kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'lb', 'lbs', 'pound', 'pounds', 'mt', 'ton', 'tons', 'tonne', 'tonnes']);
const MASS_ATTACHED = /^\d+(?:\.\d+)?(?:mg|g|gr|kg|kgs|lb|lbs)$/;
/** a number with its unit written on ("500g", "2l", "48pcs") */
const QTY_ATTACHED = /^\d+(?:mg|g|gr|kg|kgs|ml|cl|l|ltr|oz|lb|lbs|gal|mm|cm|ft|yd|pcs|pc|pk|ct|cc|gsm)$/;
const PACKAGING_LABELS = new Set(['packaging', 'package', 'packing', 'packed', 'packaged', 'pack']);
/** people a title is "for": the purpose span ends after them */
const AUDIENCE = new Set(['women', 'woman', 'womens', 'men', 'man', 'mens', 'girls', 'girl', 'boys', 'boy', 'kids', 'kid', 'children',
  'child', 'baby', 'babies', 'infant', 'infants', 'toddler', 'toddlers', 'ladies', 'lady', 'adults', 'adult', 'teens', 'teen',
  'unisex', 'her', 'him', 'couples', 'couple', 'lovers', 'female', 'male', 'mom', 'dad', 'mother', 'father', 'wife', 'husband',
  'boyfriend', 'girlfriend', 'friends', 'friend', 'everyone', 'students', 'student', 'elderly', 'seniors', 'newborn']);
/** words that, right after "of", name a material ("of cotton", "of stainless steel") */
const MATERIAL_AFTER_OF = /^\s+(?:\d+\s*%\s*)?(?:(?:cast|refined|unalloyed|non-?alloy)\s+)?(?:(?:full[\s-]?grain|top[\s-]?grain|genuine|real|natural|cowhide|calfskin|goatskin|sheepskin|lambskin)\s+){0,2}(?:cowhide|cotton|wool|silk|linen|flax|polyester|nylon|polyamide|acrylic|viscose|rayon|synthetic|man-?made|textile|leather|plastics?|pvc|polyethylene|polypropylene|rubber|steel|stainless|iron|alumini?um|copper|brass|bronze|zinc|wood|wooden|bamboo|glass|ceramic|porcelain|paper|paperboard|cardboard|stone|marble|silicone|polyurethane|polystyrene|polycarbonate|polyvinyl|vinyl|neoprene|latex|foam|resin|wax|paraffin|felt|cork|jute|hemp|sisal|ramie|fiberglass|fibreglass|carbon fib(?:er|re)|titanium|nickel|tin|pewter|gold|silver|platinum|precious metal|base metal|earthenware|stoneware|terracotta|clay|crystal|granite|slate|concrete|cement|plywood|rattan|wicker|straw|seagrass|shell|bone|horn|mother of pearl|ferrite)\b/;
/** a preserving or cooking medium after "in" ("in olive oil", "in light syrup", "in brine") */
const MEDIUM_AFTER_IN = /^\s+(?:[a-z-]+\s+){0,2}?(?:oil|brine|syrup|vinegar|juice|sauce|gravy|jelly|aspic|alcohol|brandy|rum|wine|water)s?\b/;
/** words after a noun that make it a look of the goods rather than the goods ("Heart Shaped", "Camo Print") */
const LOOK_WORDS = new Set(['design', 'designs', 'pattern', 'patterns', 'patterned', 'print', 'prints', 'printed', 'shape', 'shaped', 'shapes',
  'style', 'styled', 'motif', 'motifs', 'theme', 'themed', 'decor', 'decorated', 'detail', 'detailing', 'look', 'embellished', 'accent', 'accents', 'embossed', 'engraved', 'logo', 'graphic']);
/** "made of", "constructed from", "composed of" … open a material span */
const MATERIAL_LEADS = new Set(['made', 'constructed', 'composed', 'manufactured', 'fabricated', 'crafted', 'produced', 'formed', 'cut', 'woven', 'knitted', 'knit', 'sewn']);
/** words that close a material span: what follows describes the goods again */
const MATERIAL_ENDS = new Set(['with', 'featuring', 'features', 'having', 'has', 'which', 'that', 'it', 'designed', 'intended', 'used', 'for', 'measuring']);
const SOLELY = new Set(['solely', 'exclusively', 'principally']);
const LIGHT_SOURCE_AFTER = /\b(led|leds|light[- ]emitting|light sources?)\b/;
const PURPOSE_TRIGGERS = new Set(['for', 'fits', 'fit', 'compatible', 'used', 'designed', 'intended', 'suitable', 'ideal', 'replacement', 'replace', 'applicable', 'packaged', 'packed', 'imported', 'sold', 'shipped',
  // "a smartwatch that connects to a smartphone", "attaches to": the device named after is another one
  'connects', 'connecting', 'attaches', 'attaching', 'syncs', 'replaces']);
/**
 * Words with digits that name goods or grades ("lifepo4", "cr2032", "kn95", "r134a", "s925"):
 * kept as words rather than read as model codes. `classify/index.ts` adds, once, the words of
 * the shipped lexicon, so the tokenizer reads every text the same way whatever was built before.
 */
export function keepDigitWords(words: Iterable<string>): void {
  for (const w of words) {
    if (!/^[a-z][a-z0-9]*$/.test(w) || !/\d/.test(w) || KEEP_DIGIT.has(w)) continue;
    KEEP_DIGIT.add(w);
    LEXICON_DIGIT_WORDS.add(w);
  }
}
const LEXICON_DIGIT_WORDS = new Set<string>();
/** A word with digits kept because the lexicon names it ("xt60", "lifepo4"). */
export function isLexiconDigitWord(w: string): boolean {
  return LEXICON_DIGIT_WORDS.has(w);
}
const KEEP_DIGIT = new Set(['3d', '4k', '5g', '4g', 'mp3', 'mp4', 'mp5', 'a4', 'a5', '2in1', 'usb2', 'usb3', 'u2f', 'co2', 'h2o', 'ps2', 'ps3', 'ps4', 'ps5', 'ds4', 'ds5', '3ds']);

/** Stems of plain text for documents: negated spans are dropped. */
export function docTerms(text: string): string[] {
  const out: string[] = [];
  for (const tk of tokenize(text)) if (!tk.negated) out.push(tk.t);
  return out;
}

export function isStop(w: string): boolean {
  return STOP.has(w);
}
