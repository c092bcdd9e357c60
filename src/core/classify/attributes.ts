/**
 * Attribute extraction: material (with composition percentages), knitted/woven, gender/age.
 * Used both on queries (free text) and on nomenclature descriptions (candidate tags), so
 * the reranker can prefer e.g. "of cotton" subheadings for "100% cotton" goods.
 */
import { foldText, lookupTable, tokenize, type Token } from './text.js';

export type Material =
  | 'cotton' | 'wool' | 'silk' | 'synthetic' | 'artificial' | 'manmade' | 'vegtextile' | 'textile'
  | 'leather' | 'plastic' | 'rubber' | 'steel' | 'aluminum' | 'copper' | 'zinc' | 'basemetal'
  | 'precious' | 'wood' | 'glass' | 'ceramic' | 'porcelain' | 'paper' | 'stone';

export const TEXTILE_MATERIALS = new Set<Material>(['cotton', 'wool', 'silk', 'synthetic', 'artificial', 'manmade', 'vegtextile', 'textile']);
const METALS = new Set<Material>(['steel', 'aluminum', 'copper', 'zinc', 'basemetal']);

/** raw (spelling-normalised, unstemmed) word → material classes */
export const MATERIAL_WORDS: Record<string, Material[]> = lookupTable({
  cotton: ['cotton'], wool: ['wool'], woolen: ['wool'], woollen: ['wool'], cashmere: ['wool'], merino: ['wool'],
  alpaca: ['wool'], mohair: ['wool'], angora: ['wool'], silk: ['silk'], silky: [], polyester: ['synthetic'],
  nylon: ['synthetic', 'plastic'], polyamide: ['synthetic'], spandex: ['synthetic'], elastane: ['synthetic'],
  lycra: ['synthetic'], acrylic: ['synthetic', 'plastic'], microfiber: ['synthetic'], synthetic: ['synthetic'],
  viscose: ['artificial'], rayon: ['artificial'], modal: ['artificial'], lyocell: ['artificial'],
  tencel: ['artificial'], acetate: ['artificial'], artificial: ['artificial'], manmade: ['manmade'],
  linen: ['vegtextile'], flax: ['vegtextile'], jute: ['vegtextile'], hemp: ['vegtextile'], ramie: ['vegtextile'],
  textile: ['textile'], textiles: ['textile'], fabric: ['textile'], fabrics: ['textile'],
  leather: ['leather'], cowhide: ['leather'], sheepskin: ['leather'], suede: ['leather'], nubuck: ['leather'],
  plastic: ['plastic'], plastics: ['plastic'], pvc: ['plastic'], abs: ['plastic'], silicone: ['plastic'],
  resin: ['plastic'], polycarbonate: ['plastic'], polyethylene: ['plastic'], polypropylene: ['plastic', 'synthetic'],
  pp: ['plastic'], pe: ['plastic'], pet: [], eva: ['plastic'], tpu: ['plastic'], pu: ['plastic'], hdpe: ['plastic'],
  // material words that name no material class of their own, or one the classes above cover
  fiberglass: [], fibreglass: [], chrome: [], crystal: [], quartz: [], pearl: [], pearls: [], rhinestone: [], rhinestones: [], concrete: [], foam: [], cork: [], rattan: [], wicker: [],
  straw: [], carbon: [], titanium: ['basemetal'], tungsten: ['basemetal'], pewter: ['basemetal'],
  velvet: ['textile'], denim: ['textile'], canvas: ['textile'], mesh: ['textile'], felt: ['textile'], kraft: ['paper'],
  rubber: ['rubber'], latex: ['rubber'], neoprene: ['rubber'],
  steel: ['steel'], stainless: ['steel'], iron: ['steel'], aluminum: ['aluminum'], copper: ['copper'],
  brass: ['copper'], bronze: ['copper'], zinc: ['zinc'], metal: ['basemetal'], metallic: [], alloy: ['basemetal'],
  gold: ['precious'], silver: ['precious'], platinum: ['precious'], sterling: ['precious'], s925: ['precious'],
  // the platinum-group metals are "platinum" to chapter 71 (note 4(B))
  palladium: ['precious'], rhodium: ['precious'], iridium: ['precious'], ruthenium: ['precious'], osmium: ['precious'],
  wood: ['wood'], wooden: ['wood'], bamboo: ['wood'], oak: ['wood'], pine: ['wood'], walnut: ['wood'],
  timber: ['wood'], plywood: ['wood'], mdf: ['wood'], beech: ['wood'],
  glass: ['glass'], ceramic: ['ceramic'], ceramics: ['ceramic'], porcelain: ['porcelain'], stoneware: ['ceramic'],
  earthenware: ['ceramic'], paper: ['paper'], paperboard: ['paper'], cardboard: ['paper'],
  stone: ['stone'], marble: ['stone'], granite: ['stone'],
});
const MATERIAL_ORDER_DECAY = 0.2;
/** Elastane is a few per cent of the fabrics it is named in ("silk spandex", "(material: Spandex,Cotton)"),
 * so beside another textile fibre it weighs this much of its share: the other fibre predominates (Section XI note 2). */
export const ELASTANE_MINOR = 0.3; // (1: off)
const ELASTANE = new Set(['spandex', 'elastane', 'lycra']);
const FAUX_LEATHER_PREFIX = new Set(['pu', 'faux', 'synthetic', 'vegan', 'artificial', 'imitation', 'composition']);

/** Polymers that the plastics chapter splits by ("of polymers of ethylene"). */
export type Polymer = 'ethylene' | 'propylene' | 'vinylchloride' | 'styrene';
const POLYMER_WORDS: Record<string, Polymer> = lookupTable({
  polyethylene: 'ethylene', polyethene: 'ethylene', pe: 'ethylene', hdpe: 'ethylene', ldpe: 'ethylene', lldpe: 'ethylene',
  polypropylene: 'propylene', pp: 'propylene', bopp: 'propylene',
  pvc: 'vinylchloride', vinyl: 'vinylchloride', polyvinyl: 'vinylchloride',
  polystyrene: 'styrene', styrofoam: 'styrene', eps: 'styrene', xps: 'styrene',
});

export interface QueryAttributes {
  /** material class → weight in (0, 1] (dominant material of a composition = 1) */
  materials: Map<Material, number>;
  /** polymers named in the text */
  polymers: Set<Polymer>;
  knit: 'knit' | 'woven' | null;
  /** knitted/woven guessed from the garment noun when the text does not say (weaker) */
  knitGuess: 'knit' | 'woven' | null;
  gender: 'man' | 'woman' | 'baby' | null;
}

// Garments knitted by nature (T-shirts, sweatshirts, leggings, hosiery, underwear) and
// garments usually woven (tailored shirts, jeans, trousers, suits, coats); dresses and skirts
// are either and get no guess.
const KNIT_NOUNS = /\b(t ?shirts?|tee ?shirts?|tees?|tank ?tops?|singlets?|camisoles?|cami|hoodies?|hoody|sweatshirts?|sweaters?|pullovers?|cardigans?|jumpers?|jerseys?|leggings?|joggers?|sweatpants|sweat ?pants|track ?pants|tracksuits?|socks?|tights|stockings|pantyhose|hosiery|underwear|briefs|panties|knickers|boxers|thongs?|bodysuits?|onesies?|leotards?|polo shirts?|polos?|swimsuits?|swimwear|bikinis?|beanies?)\b/;
/** fabrics that are woven by definition */
const WOVEN_FABRICS = new Set(['twill', 'poplin', 'chambray', 'seersucker', 'corduroy', 'tweed', 'chiffon', 'organza', 'taffeta',
  'gabardine', 'oxford', 'canvas', 'flannel', 'muslin', 'damask', 'brocade', 'voile', 'crepe', 'satin', 'sateen', 'tulle', 'georgette', 'batiste', 'cambric', 'lawn']);
const WOVEN_NOUNS = /\b(shirts?|blouses?|jeans|denim|trousers|chinos|slacks|suits?|blazers?|jackets?|coats?|overcoats?|parkas?|anoraks?|windbreakers?|raincoats?|trench)\b/;

function guessKnit(folded: string): QueryAttributes['knitGuess'] {
  const k = KNIT_NOUNS.exec(folded);
  const w = WOVEN_NOUNS.exec(folded);
  if (k && (!w || k.index <= w.index)) return 'knit';
  if (w) return 'woven';
  return null;
}

function addMat(m: Map<Material, number>, k: Material, w: number): void {
  const prev = m.get(k) ?? 0;
  if (w > prev) m.set(k, w);
}

function materialsOfWords(words: Token[], weight: number, into: Map<Material, number>, decay = 0, elastaneMinor = 1): void {
  let nth = 0;
  const otherFibre = elastaneMinor < 1 && words.some((t) => !ELASTANE.has(t.raw) && (MATERIAL_WORDS[t.raw] ?? []).some((c) => TEXTILE_MATERIALS.has(c) && c !== 'textile'));
  for (let i = 0; i < words.length; i++) {
    const w = words[i].raw;
    const prev = i > 0 ? words[i - 1].raw : '';
    let classes = MATERIAL_WORDS[w];
    if (!classes) continue;
    if (otherFibre && ELASTANE.has(w)) {
      for (const c of classes) addMat(into, c, weight * elastaneMinor * (words[i].purpose ? 0.3 : 1));
      continue;
    }
    if (w === 'leather' && FAUX_LEATHER_PREFIX.has(prev)) classes = ['plastic'];
    // "Rose Gold" is a colour unless a fineness says it is gold ("14K Rose Gold")
    if (w === 'gold' && prev === 'rose' && !/^(\d{1,2}(k|kt|ct|karat|carat)|solid|karat|carat)$/.test(i > 1 ? words[i - 2].raw : '')) continue;
    if (w === 'gold' || w === 'silver' || w === 'rose') {
      const next = i + 1 < words.length ? words[i + 1].raw : '';
      if (next === 'plated' || next === 'filled' || next === 'tone' || next === 'toned') classes = ['basemetal'];
      else if (next === 'color' || next === 'colored' || next === 'look' || next === 'effect' || w === 'rose') continue;
    }
    // without percentages the chief material is usually named first ("silk and spandex")
    const ww = (words[i].purpose ? weight * 0.3 : weight) * Math.max(0.5, 1 - decay * nth);
    if (classes.some((c) => !into.has(c))) nth++;
    for (const c of classes) addMat(into, c, ww);
  }
}

export function extractQueryAttributes(text: string, tokens: Token[], elastaneMinor = ELASTANE_MINOR): QueryAttributes {
  const folded = foldText(text);
  const materials = new Map<Material, number>();
  // Composition percentages: "55% linen and 45% viscose", "cotton 100%"
  const comp: [string, number][] = [];
  for (const m of folded.matchAll(/(\d{1,3}(?:\.\d+)?)\s*%\s*([a-z]+)/g)) comp.push([m[2], Number(m[1])]);
  for (const m of folded.matchAll(/([a-z]+)\s*(\d{1,3}(?:\.\d+)?)\s*%/g)) comp.push([m[1], Number(m[2])]);
  const compClasses: [Material, number][] = [];
  for (const [w, pct] of comp) {
    const cls = MATERIAL_WORDS[w];
    if (cls && pct > 0 && pct <= 100) for (const c of cls) compClasses.push([c, pct]);
  }
  if (compClasses.length) {
    const max = Math.max(...compClasses.map((c) => c[1]));
    for (const [c, pct] of compClasses) addMat(materials, c, pct === max ? 1 : 0.3);
  }
  // "(material: X, Y)" field from marketplace listings
  const mf = /material\s*:\s*([^)]*)/.exec(folded);
  if (mf) materialsOfWords(tokenize(mf[1], { keepStop: true }), compClasses.length ? 0.5 : 0.9, materials, 0, elastaneMinor);
  // free text materials; a material given a share in the composition keeps that share's weight
  // ("55% linen and 45% viscose": viscose is not the chief-weight material)
  const free = new Map<Material, number>();
  materialsOfWords(tokenize(text, { keepStop: true }), 0.6, free, MATERIAL_ORDER_DECAY, elastaneMinor);
  for (const [c, w] of free) if (!compClasses.some(([cc]) => cc === c)) addMat(materials, c, w);

  let knit: QueryAttributes['knit'] = null;
  let gender: QueryAttributes['gender'] = null;
  // (a fabric name says woven only when the text does not say knitted: "Satin Nylon Knit Slip")
  const statesKnit = tokens.some((t) => !t.purpose && !t.negated && (t.t === 'knit' || t.t === 'crochet'));
  for (const t of tokens) {
    if (t.purpose) continue;
    // fleece (polar fleece) and jersey are knitted fabrics
    // ("not knitted or crocheted" says woven; "whether or not knitted" says neither)
    if (!knit && (t.t === 'knit' || t.t === 'crochet' || t.raw === 'fleece' || t.raw === 'jersey')) knit = !t.negated ? 'knit' : /whether or not knit/.test(folded) ? null : 'woven';
    if (!knit && (t.raw === 'woven' || t.raw === 'denim' || (WOVEN_FABRICS.has(t.raw) && !statesKnit))) knit = 'woven';
    if (!gender) {
      if (t.t === 'man' || t.t === 'boy') gender = 'man';
      else if (t.t === 'woman' || t.t === 'girl' || t.raw === 'bridal') gender = 'woman';
      else if (t.t === 'baby' || t.raw === 'baby' || t.raw === 'babies') gender = 'baby';
    }
  }
  const polymers = new Set<Polymer>();
  tokens.forEach((t, i) => {
    const p = POLYMER_WORDS[t.raw];
    // polyethylene terephthalate (PET) and polyethylene glycol are not polymers of ethylene
    // and polyvinyl acetate, alcohol or butyral are not polyvinyl chloride
    const next = tokens[i + 1]?.raw ?? '';
    if (p === 'vinylchloride' && (t.raw === 'polyvinyl' || t.raw === 'vinyl') && /^(acetate|alcohol|butyral|acetal|pyrrolidone|ether|esters?)$/.test(next)) return;
    if (p && !t.purpose && !t.negated && !/^(terephthalate|glycol|oxide)$/.test(next)) polymers.add(p);
  });
  // boiled wool is a knitted fabric fulled after knitting
  if (!knit && /\bboiled wool\b/.test(folded)) knit = 'knit';
  return { materials, polymers, knit, knitGuess: knit ? null : guessKnit(folded), gender };
}

export interface CandidateTags {
  materials: Set<Material>;
  /** the textile materials a line "of textile materials other than …" covers */
  otherThan: Set<Material>;
  polymers: Set<Polymer>;
  knit: 'knit' | 'woven' | null;
  gender: Set<'man' | 'woman' | 'baby'>;
}

/** Tags of a nomenclature description (negated spans ignored). */
export function candidateTags(ownDescription: string, headingDescription: string, chapter: string): CandidateTags {
  const materials = new Set<Material>();
  const toks = tokenize(ownDescription, { keepStop: true }).filter((t) => !t.negated);
  for (let i = 0; i < toks.length; i++) {
    const w = toks[i].raw;
    const prev = i > 0 ? toks[i - 1].raw : '';
    const cls = MATERIAL_WORDS[w];
    if (!cls) continue;
    if (w === 'leather' && prev === 'composition') continue;
    if (w === 'fabric' || w === 'fabrics') continue;
    for (const c of cls) materials.add(c);
  }
  const low = foldText(ownDescription);
  // negated spans ("other than wool or fine animal hair", "excluding …") name what the line is not
  const positive = toks.map((t) => t.raw).join(' ');
  if (/\bbase metal/.test(positive)) materials.add('basemetal');
  if (/\bfine animal hair\b/.test(positive)) materials.add('wool');
  // the residual "of other textile materials" subheading is where flax, ramie, silk … go when the
  // heading has no subheading of their own
  if (/\bother textile materials\b|\bof textile materials \(other than\b|\btextile materials n\.?e\.?c\b/.test(low)) {
    materials.add('vegtextile');
    materials.add('silk');
  }
  // "of textile materials other than synthetic fibres" covers every textile material but the ones
  // named; kept apart from the materials that score, for the choice between siblings only
  const otherThan = new Set<Material>();
  // (not "man-made textile materials (other than polyamides)": those are man-made fibres only)
  const except = /(?<!manmade )\btextile materials,? \(?other than ([^;)]*)/.exec(low);
  if (except) {
    const named = new Set(tokenize(except[1], { keepStop: true }).flatMap((t) => MATERIAL_WORDS[t.raw] ?? []));
    if (named.has('manmade')) named.add('synthetic').add('artificial');
    for (const m of ['cotton', 'wool', 'silk', 'vegtextile', 'synthetic', 'artificial'] as const) if (!named.has(m)) otherThan.add(m);
  }
  if (/\bprecious metal\b/.test(positive)) materials.add('precious');
  const polymers = new Set<Polymer>();
  const polymerRe = /polymers of (ethylene|propylene|vinyl chloride|styrene)|(ethylene|propylene|vinyl chloride|styrene) polymers|poly(ethylene|propylene|styrene)(?! terephthalate| glycol| oxide)/g;
  for (const m of positive.matchAll(polymerRe)) {
    const w = m[1] ?? m[2] ?? m[3];
    polymers.add(w === 'vinyl chloride' ? 'vinylchloride' : (w as Polymer));
  }
  let knit: CandidateTags['knit'] = null;
  const both = foldText(ownDescription + ' ; ' + headingDescription);
  // ("brassieres, whether or not knitted or crocheted" are either)
  if (/whether or not knitted/.test(both)) knit = null;
  else if (chapter === '61' || (/knitted or crocheted/.test(both) && !/not knitted|other than knitted|excluding knitted/.test(both))) knit = 'knit';
  else if (chapter === '62' || /not knitted or crocheted/.test(both)) knit = 'woven';
  const gender = new Set<'man' | 'woman' | 'baby'>();
  const gtext = /men's|boys'|women's|girls'|babies'/.test(low) ? low : foldText(headingDescription);
  if (/\bmen's|\bboys'/.test(gtext)) gender.add('man');
  if (/women's|girls'/.test(gtext)) gender.add('woman');
  if (/babies'/.test(gtext)) gender.add('baby');
  return { materials, otherThan, polymers, knit, gender };
}

/**
 * Agreement on the polymer a plastic is made of: +1 for a subheading "of polymers of" the named
 * polymer, -1 for one of another polymer, a small minus for the rest (the residual "of other
 * plastics" line is for polymers without a subheading of their own).
 */
export function polymerAgreement(q: Set<Polymer>, c: Set<Polymer>): number {
  if (!q.size) return 0;
  if (!c.size) return -0.3;
  for (const p of q) if (c.has(p)) return 1;
  return -1;
}

/** Score adjustment in roughly [-1, 1] for the material agreement of a query and a candidate. */
export function materialAgreement(q: Map<Material, number>, c: Set<Material>): number {
  if (q.size === 0 || c.size === 0) return 0;
  let best = 0;
  let anyRelevant = false;
  for (const [m, w] of q) {
    let s = 0;
    if (c.has(m)) s = 1;
    else if ((m === 'synthetic' || m === 'artificial') && c.has('manmade')) s = 1;
    else if (m === 'manmade' && (c.has('synthetic') || c.has('artificial'))) s = 0.8;
    else if (TEXTILE_MATERIALS.has(m) && c.has('textile')) s = 0.45;
    else if (METALS.has(m) && c.has('basemetal')) s = 0.6;
    else if (m === 'basemetal' && [...c].some((x) => METALS.has(x))) s = 0.4;
    else if (m === 'plastic' && c.has('rubber')) s = 0.2;
    // porcelain is a ceramic: "ceramic" alone points to the other-ceramics line, not away from it
    else if ((m === 'ceramic' && c.has('porcelain')) || (m === 'porcelain' && c.has('ceramic'))) s = 0.6;
    if (s * w > best) best = s * w;
    // does the candidate's material axis concern this query material's family?
    if (TEXTILE_MATERIALS.has(m) ? [...c].some((x) => TEXTILE_MATERIALS.has(x)) : true) anyRelevant = true;
  }
  if (best > 0) return best;
  return anyRelevant ? -0.6 * Math.max(...q.values()) : 0;
}
