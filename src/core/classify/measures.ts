/**
 * Measured quantities that decide a subheading: the nomenclature splits goods by thickness,
 * width, weight per m², cylinder capacity, power, voltage, container size, alcoholic strength
 * and so on ("of a thickness of 4.75mm or more but less than 10mm", "weighing more than
 * 200g/m2", "for a voltage not exceeding 1000 volts"). The bounds are read from the
 * nomenclature's own wording and compared with the values a description states ("2.5 mm thick",
 * "407 g/m2", "125cc", "750 ml bottles"), so no threshold is written here by hand.
 */

import { expandBlendRatio, lastCall } from './text.js';

/** What a quantity measures; a length counts only when the wording says which length. */
export type Dim =
  | 'gsm' | 'thick' | 'width' | 'length' | 'height' | 'diam' | 'mass' | 'load' | 'power' | 'kva'
  | 'volt' | 'cc' | 'vol' | 'abv' | 'fat' | 'brix' | 'dtex' | 'ply' | 'visc' | `share:${Fibre}`;

/** Fibre classes the textile chapters set shares of ("85% or more by weight of cotton"). */
type Fibre = 'cotton' | 'wool' | 'synthetic' | 'artificial' | 'manmade' | 'silk' | 'flax' | 'elastomeric';

const FIBRE_WORDS: Record<string, Fibre> = {
  cotton: 'cotton', wool: 'wool', merino: 'wool', cashmere: 'wool', alpaca: 'wool', mohair: 'wool',
  angora: 'wool', 'fine animal hair': 'wool', polyester: 'synthetic', nylon: 'synthetic', polyamide: 'synthetic',
  acrylic: 'synthetic', polypropylene: 'synthetic', synthetic: 'synthetic', spandex: 'elastomeric',
  elastane: 'elastomeric', lycra: 'elastomeric', elastomeric: 'elastomeric',
  viscose: 'artificial', rayon: 'artificial', modal: 'artificial', lyocell: 'artificial', tencel: 'artificial',
  acetate: 'artificial', artificial: 'artificial', silk: 'silk', linen: 'flax', flax: 'flax', 'man-made': 'manmade',
};
const FIBRE_RE = Object.keys(FIBRE_WORDS).sort((a, b) => b.length - a.length).join('|');
/** "85% or more by weight of synthetic staple fibres", "5% or more of elastomeric yarn" */
const SHARE_OF = new RegExp(`^\\s*(?:or more|or less)?\\s*(?:by weight)?\\s*(?:of\\s+)?(?:the\\s+)?(?:[a-z-]+\\s+){0,2}?(${FIBRE_RE})\\b`);
/** "60% cotton", "cotton 100%", "cotton: 60%" */
const SHARE_AFTER = new RegExp(`^\\s*(${FIBRE_RE})\\b`);
const SHARE_BEFORE = new RegExp(`\\b(${FIBRE_RE})\\s*:?\\s*$`);

/** A closed or open interval on one dimension, in the dimension's base unit. */
export interface Bound {
  dim: Dim;
  lo: number;
  loIncl: boolean;
  hi: number;
  hiIncl: boolean;
}

/** Values a description states, per dimension, in base units. */
export type Measures = Map<Dim, number[]>;

// base units: mm, kg, W, kVA, V, cm³, litres, %, g/m²
const UNIT_RE =
  /(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(g\/m2|g\/m²|g\/sqm|gsm|oz\/yd2|oz\/yd²|fl\.? ?oz|oz|ounces?|inch(?:es)?|feet|ft|gallons?|gal|millimetres|millimeters|millimetre|millimeter|mm|centimetres|centimeters|cm|metres|meters|m|kgs?|g|grams?|tonnes?|tons?|t|lbs?|megawatts?|mw|kw|w|watts?|hp|kva|mva|kv|v|volts?|cc|cm3|cm³|ml\/g|ml|cl|litres?|liters?|l|%|percent|decitex|dtex|tex|denier|den)(?![a-z0-9])/g;

const LENGTH_DIMS: [RegExp, Dim][] = [
  [/\b(thick(ness|er)?|thinner)\b/, 'thick'],
  [/\b(width|wider|wide|narrower)\b/, 'width'],
  [/\b(diameter|cross-section(al)?|dia)\b/, 'diam'],
  [/\b(height|tall)\b/, 'height'],
  [/\b(length|long|longer|shorter)\b/, 'length'],
];
/** the same words for finding their last place in a clause (made once, not per quantity read) */
const LENGTH_DIMS_ALL: [RegExp, Dim][] = LENGTH_DIMS.map(([re, d]) => [new RegExp(re.source, 'g'), d]);

interface Unit {
  dim: Dim | 'len' | 'weight' | 'pct';
  factor: number;
}

function unitOf(u: string): Unit | null {
  switch (u) {
    case 'g/m2': case 'g/m²': case 'g/sqm': case 'gsm': return { dim: 'gsm', factor: 1 };
    case 'oz/yd2': case 'oz/yd²': return { dim: 'gsm', factor: 33.906 };
    case 'mm': case 'millimetre': case 'millimeter': case 'millimetres': case 'millimeters': return { dim: 'len', factor: 1 };
    case 'cm': case 'centimetres': case 'centimeters': return { dim: 'len', factor: 10 };
    case 'm': case 'metres': case 'meters': return { dim: 'len', factor: 1000 };
    case 'kg': case 'kgs': return { dim: 'weight', factor: 1 };
    case 'g': case 'gram': case 'grams': return { dim: 'weight', factor: 0.001 };
    case 't': case 'tonne': case 'tonnes': case 'ton': case 'tons': return { dim: 'weight', factor: 1000 };
    case 'lb': case 'lbs': return { dim: 'weight', factor: 0.4536 };
    // US units of marketplace titles ("0.14 fl oz", "1 Gallon", "12 inch x 10 feet")
    case 'oz': case 'ounce': case 'ounces': return { dim: 'weight', factor: 0.02835 };
    case 'inch': case 'inches': return { dim: 'len', factor: 25.4 };
    case 'feet': case 'ft': return { dim: 'len', factor: 304.8 };
    case 'gallon': case 'gallons': case 'gal': return { dim: 'vol', factor: 3.785 };
    case 'kw': return { dim: 'power', factor: 1000 };
    // (lower-cased, "5mW" of a laser pointer reads as megawatts too; only headings with power bounds read it)
    case 'mw': case 'megawatt': case 'megawatts': return { dim: 'power', factor: 1e6 };
    case 'w': case 'watt': case 'watts': return { dim: 'power', factor: 1 };
    case 'hp': return { dim: 'power', factor: 745.7 };
    case 'kva': return { dim: 'kva', factor: 1 };
    case 'mva': return { dim: 'kva', factor: 1000 };
    case 'kv': return { dim: 'volt', factor: 1000 };
    case 'v': case 'volt': case 'volts': return { dim: 'volt', factor: 1 };
    case 'cc': case 'cm3': case 'cm³': return { dim: 'cc', factor: 1 };
    // a polymer's viscosity number (PET of 3907.61 has 78 ml/g or higher), not a volume
    case 'ml/g': return { dim: 'visc', factor: 1 };
    case 'ml': return { dim: 'vol', factor: 0.001 };
    case 'cl': return { dim: 'vol', factor: 0.01 };
    case 'l': case 'litre': case 'litres': case 'liter': case 'liters': return { dim: 'vol', factor: 1 };
    case 'fl oz': case 'fl.oz': case 'fl. oz': case 'floz': return { dim: 'vol', factor: 0.02957 };
    case '%': case 'percent': return { dim: 'pct', factor: 1 };
    // the fineness of yarn, in decitex (grams per 10 km); a denier is grams per 9 km
    case 'decitex': case 'dtex': return { dim: 'dtex', factor: 1 };
    case 'tex': return { dim: 'dtex', factor: 10 };
    case 'denier': case 'den': return { dim: 'dtex', factor: 10 / 9 };
    default: return null;
  }
}

/** The clause a quantity sits in, up to the quantity: its wording says which length or share it is. */
function clauseBefore(text: string, at: number): string {
  let i = at;
  while (i > 0 && !';,()'.includes(text[i - 1])) i--;
  return text.slice(i, at);
}

/** The dimension of a quantity from its unit and the words around it; null when they do not settle it. */
function dimOf(unit: Unit, before: string, after: string, wide: string): Dim | null {
  if (unit.dim === 'len') {
    // "2.5 mm thick", "1219 mm wide": a word right after the unit names the length
    const next = /^\s*(?:in\s+)?([a-z-]+)/.exec(after)?.[1] ?? '';
    for (const [re, d] of LENGTH_DIMS) if (re.test(next)) return d;
    // else the nearest naming word before it in the clause ("of a width exceeding 16mm but not
    // exceeding 35mm and of a length not exceeding 30m")
    let best: Dim | null = null;
    let bestAt = -1;
    for (const [g, d] of LENGTH_DIMS_ALL) {
      g.lastIndex = 0;
      for (let m = g.exec(before); m; m = g.exec(before)) if (m.index > bestAt) (bestAt = m.index), (best = d);
    }
    return best;
  }
  if (unit.dim === 'weight') {
    if (/\bcapacity\b/.test(before)) return 'load';
    // the goods' own weight, not their packing ("in 25 kg bags")
    return /\b(weigh\w*|weight|mass|g\.?v\.?w\.?)\b/.test(before) ? 'mass' : null;
  }
  if (unit.dim === 'pct') {
    if (/^\s*(vol\b|abv\b|alc\b|alcohol)/.test(after) || /\balcohol\w*\b/.test(wide)) return 'abv';
    if (/^\s*(milk\s*)?(fat|butterfat)\b/.test(after) || /\bfat content\b/.test(wide)) return 'fat';
    // a fibre's share: the nomenclature says "by weight"; a description names the fibre next to it
    const of = /by weight/.test(after.slice(0, 30) + wide) ? SHARE_OF.exec(after) : null;
    // "cotton 95% spandex 5%": the fibre before the number, when the one after has its own number
    const afterFibre = SHARE_AFTER.exec(after);
    const beforeFibre = SHARE_BEFORE.exec(before);
    const afterOwn = afterFibre && /^\s*:?\s*\d/.test(after.slice(afterFibre[0].length));
    const fibre = of?.[1] ?? (afterFibre && !(afterOwn && beforeFibre) ? afterFibre[1] : beforeFibre?.[1]);
    return fibre ? `share:${FIBRE_WORDS[fibre]}` : null;
  }
  return unit.dim;
}

function num(s: string): number {
  return Number(s.replace(/,(?=\d{3}\b)/g, ''));
}

interface Found {
  dim: Dim;
  value: number;
  start: number;
  end: number;
}

function findQuantities(text: string): Found[] {
  const out: Found[] = [];
  UNIT_RE.lastIndex = 0;
  for (let m = UNIT_RE.exec(text); m; m = UNIT_RE.exec(text)) {
    // not a part of a model code ("A810", "X5-100mm" still reads 100 mm)
    if (m.index > 0 && /[a-z0-9.]/.test(text[m.index - 1])) continue;
    const unit = unitOf(m[2]);
    if (!unit) continue;
    // "A2212 1000KV brushless motor": a motor's KV rating is revolutions per volt, not kilovolts
    if (m[2] === 'kv' && num(m[1]) >= 400) continue;
    const end = m.index + m[0].length;
    const dim = dimOf(unit, clauseBefore(text, m.index), text.slice(end, end + 48), text.slice(Math.max(0, m.index - 70), m.index).replace(/^.*;/, ''));
    if (!dim) continue;
    out.push({ dim, value: num(m[1]) * unit.factor, start: m.index, end });
  }
  // "Brix value not exceeding 20", "11 °Brix": a number without a unit
  const brix = /brix(?: value)?(?: of)?\s*(?:not exceeding|exceeding|of)?\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*°?\s*brix/g;
  for (let m = brix.exec(text); m; m = brix.exec(text)) {
    const at = m.index + m[0].search(/\d/);
    out.push({ dim: 'brix', value: Number(m[1] ?? m[2]), start: at, end: at + (m[1] ?? m[2]).length });
  }
  // yarn counts, converted to decitex: "Ne 80/1" (English cotton count, 5,905.4 / Ne), "Nm 32/2"
  // (metric number, 10,000 / Nm), "40s" (English count), "70D/24F" (denier over filaments); only
  // where the text is about yarn, since "nm" is also a nanometre
  if (YARN_CONTEXT.test(text)) {
    // (a ply count may come first: "Nm 2/28" is two-ply of Nm 28, "Nm 32/2" Nm 32 in two ply)
    const count = (a: string, b: string | undefined): number => (b && Number(a) <= 6 && Number(b) > 6 ? Number(b) : Number(a));
    const counts: [RegExp, (m: RegExpExecArray) => [number, string]][] = [
      [/\b(ne|nm)\s*(\d+(?:\.\d+)?)(?:\s*\/\s*(\d+))?(?!\d|\.\d)/g, (m) => [count(m[2], m[3]), m[1]]],
      [/\b(\d+(?:\.\d+)?)(?:\s*\/\s*(\d+))?\s*(ne|nm)\b(?!\s*\d)/g, (m) => [count(m[1], m[2]), m[3]]],
      [/\b(\d{1,3})s(?:\s*\/\s*\d+)?\b/g, (m) => [Number(m[1]), 'ne']],
      [/\b(\d+(?:\.\d+)?)\s*d\s*\/\s*\d+\s*f?\b/g, (m) => [Number(m[1]), 'denier']],
    ];
    const perUnit: Record<string, (n: number) => number> = { ne: (n) => 5905.4 / n, nm: (n) => 10000 / n, denier: (n) => (n * 10) / 9 };
    for (const [re, read] of counts) {
      for (let m = re.exec(text); m; m = re.exec(text)) {
        const [n, unit] = read(m);
        if (n > 0) out.push({ dim: 'dtex', value: perUnit[unit](n), start: m.index, end: m.index + m[0].length });
      }
    }
  }
  return out;
}
const YARN_CONTEXT = /\b(yarns?|spun)\b/;

/**
 * Single (1) or multiple, folded or cabled (2) yarn, as the text states it: "single", "Ne 80/1"
 * against "2-ply", "plied", "Nm 32/2", "2/48 Nm", "78 dtex x 2"; 0 when it does not say.
 */
function yarnPly(text: string): number {
  if (!YARN_CONTEXT.test(text)) return 0;
  // a stated count says it first ("Ne 30/1", "Nm 32/2", "2/48 Nm")
  for (const m of text.matchAll(/\b(?:n[em]\s*)?(\d+)\s*\/\s*(\d+)\s*(?:n[em]\b|s\b)?/g)) {
    if (!/\bn[em]\b|\d+s\b/.test(m[0]) && !/\b(?:yarns?|counts?)\b/.test(text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30))) continue;
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (a > 6 && b === 1) return 1;
    if ((a > 6 && b >= 2 && b <= 6) || (a >= 2 && a <= 6 && b > 6)) return 2;
  }
  if (/\b(?:\d+|two|three|four|multi)[- ]?ply\b|\bplied\b|\bcabled\b|\bmultiple (?:\(?folded\)? )?or cabled\b|\b(?:folded|multiple) yarns?\b|\b(?:two|three|[2-6])[- ]?fold\b|\b(?:dtex|decitex|denier)\s*x\s*[2-6]\b/.test(text)) return 2;
  return /(?<!per )\bsingle\b(?!-)/.test(text) ? 1 : 0;
}

/**
 * Values a description states, by dimension ("Nonwoven, 20 g/m2" → gsm [20]); the scorer and the
 * national-line choice read the same description one after the other.
 */
export const readMeasures = lastCall(readUncached);

function readUncached(description: string): Measures {
  const text = expandBlendRatio(description.toLowerCase().replace(/\u00a0/g, ' '));
  const out: Measures = new Map();
  // a composition: each class's share is the sum of its fibres ("85% polyester, 15% spandex":
  // synthetic 100, elastomeric 15); man-made is synthetic and artificial together
  const shares = new Map<Fibre, number>();
  const add = (f: Fibre, v: number): void => void shares.set(f, (shares.get(f) ?? 0) + v);
  for (const q of findQuantities(text)) {
    if (q.dim.startsWith('share:')) {
      const f = q.dim.slice(6) as Fibre;
      add(f, q.value);
      if (f === 'elastomeric') add('synthetic', q.value);
      continue;
    }
    // "over 6 mm" is more than 6 mm, "less than 3 mm" less than 3
    const before = text.slice(Math.max(0, q.start - 24), q.start);
    const nudge = Math.max(1e-6, q.value * 1e-6);
    const value = UPPER_INCL.test(before) ? q.value : LOWER_EXCL.test(before) ? q.value + nudge : UPPER_EXCL.test(before) ? q.value - nudge : q.value;
    const v = out.get(q.dim);
    if (v) v.push(value);
    else out.set(q.dim, [value]);
  }
  const ply = yarnPly(text);
  if (ply) out.set('ply', [ply]);
  if (shares.size) {
    shares.set('manmade', (shares.get('synthetic') ?? 0) + (shares.get('artificial') ?? 0));
    for (const [f, v] of shares) out.set(`share:${f}`, [v]);
  }
  return out;
}

const UPPER_INCL = /(<=|≤|not (?:thicker|wider|longer|larger|greater|higher) than|not more than|not exceeding|does not exceed|not over|up to|maximum(?: of)?|max\.?)\s*$/;
const UPPER_EXCL = /((?<![<>])<(?!=)|(?:thinner|narrower|shorter|smaller) than|less than|under|below|lower than)\s*$/;
const LOWER_INCL = /(>=|≥|not less than|at least|minimum(?: of)?|min\.?)\s*$/;
const LOWER_EXCL = /((?<![<>])>(?!=)|(?:thicker|wider|longer|larger|greater|higher) than|more than|exceeding|exceeds|over|above|greater than)\s*$/;

/**
 * The bounds a nomenclature wording sets ("of a thickness of 4.75mm or more but less than
 * 10mm" → thick [4.75, 10)); one interval per dimension. A number with no comparison
 * ("in sheets of 435mm") sets none.
 */
export function parseBounds(description: string): Bound[] {
  const text = description.toLowerCase();
  const byDim = new Map<Dim, Bound>();
  // a yarn's wording says single or multiple (folded) or cabled ("per single yarn" is a count's basis)
  if (/\byarn\b/.test(text)) {
    if (/\bmultiple (?:\(folded\) )?or cabled\b/.test(text)) byDim.set('ply', { dim: 'ply', lo: 2, loIncl: true, hi: Infinity, hiIncl: false });
    else if (/(?<!per )\bsingle\b(?!-)/.test(text)) byDim.set('ply', { dim: 'ply', lo: 1, loIncl: true, hi: 1, hiIncl: true });
  }
  for (const q of findQuantities(text)) {
    const before = text.slice(Math.max(0, q.start - 48), q.start);
    // a bound on something the wording includes besides the goods ("including synthetic
    // monofilament of less than 67 decitex", "filament, monofilament (less than 67 decitex)")
    if ((/\b(?:including|excluding|monofilament)\b[^;,]*$/.test(before) || /\(\s*(?:excluding|other than)\b[^)]*$/.test(text.slice(0, q.start))) && !/\bmonofilament\b/.test(text.slice(0, 20))) continue;
    // ("80% vol. or higher": the comparison after the unit's "vol.")
    const after = text.slice(q.end, q.end + 24).replace(/^\s*vol\b\.?/, '');
    // the factor from the written number to the base unit, for a number written without its unit
    const factor = q.value / num(text.slice(q.start, q.end).match(/[\d.,]+/)![0]);
    const b = byDim.get(q.dim) ?? { dim: q.dim, lo: -Infinity, loIncl: false, hi: Infinity, hiIncl: false };
    let set = true;
    // a range: "40g/m2 to 150g/m2", "40-150g/m2", "714.28 to 232.56 decitex"
    const range = /(\d+(?:\.\d+)?)\s*(?:[a-z/²³%]+[23]?)?\s*(?:to|-)\s*$/.exec(before);
    // a pair: "over 1500 but not over 3000cc", the first number without its unit
    const pair = /(not less than|at least|more than|exceeding|over|above)\s+(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s+(?:but|and)\s+[a-z ]*$/.exec(before);
    // … and one with the upper bound first: "less than 714.29 but not less than 232.56 decitex"
    const upperPair = pair ? null : /(less than|under|below|not exceeding|not more than|not over)\s+(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s+(?:but|and)\s+(?:not less than|at least|more than|exceeding|over)\s*$/.exec(before);
    if (pair) {
      b.lo = num(pair[2]) * factor;
      b.loIncl = pair[1] === 'not less than' || pair[1] === 'at least';
    }
    if (upperPair) {
      b.hi = num(upperPair[2]) * factor;
      b.hiIncl = /not (exceeding|more than|over)/.test(upperPair[1]);
    }
    if (range && !pair) {
      const a = Number(range[1]) * factor;
      b.lo = Math.min(a, q.value);
      b.loIncl = true;
      b.hi = Math.max(a, q.value);
      b.hiIncl = true;
    } else if (LOWER_INCL.test(before)) (b.lo = q.value), (b.loIncl = true);
    else if (UPPER_INCL.test(before)) (b.hi = q.value), (b.hiIncl = true);
    else if (UPPER_EXCL.test(before)) (b.hi = q.value), (b.hiIncl = false);
    else if (LOWER_EXCL.test(before)) {
      // "of which no cross-sectional dimension exceeds 1mm"
      if (/\bno\s+[a-z -]*$/.test(before)) (b.hi = q.value), (b.hiIncl = true);
      else (b.lo = q.value), (b.loIncl = false);
    }
    else if (/^\s*(or more|or higher|and over|or over|and more)\b/.test(after)) (b.lo = q.value), (b.loIncl = true);
    else if (/^\s*(or less|or lower|and under|or under)\b/.test(after)) (b.hi = q.value), (b.hiIncl = true);
    else set = !!pair || !!upperPair;
    if (set) byDim.set(q.dim, b);
  }
  return [...byDim.values()];
}

function within(b: Bound, v: number): boolean {
  const eps = 1e-9;
  if (b.lo !== -Infinity && (b.loIncl ? v < b.lo - eps : v <= b.lo + eps)) return false;
  if (b.hi !== Infinity && (b.hiIncl ? v > b.hi + eps : v >= b.hi - eps)) return false;
  return true;
}

/**
 * 1 when every bound on a dimension the description states holds for one of its values, -1
 * when one fails for all of them, 0 when the description states none of the bounded dimensions.
 */
export function fitBounds(bounds: Bound[], measures: Measures): -1 | 0 | 1 {
  let seen = false;
  for (const b of bounds) {
    let vs = measures.get(b.dim);
    // a composition that does not name a fibre has none of it
    if (!vs && b.dim.startsWith('share:') && measures.has('share:manmade')) vs = [0];
    if (!vs) continue;
    seen = true;
    if (!vs.some((v) => within(b, v))) return -1;
  }
  return seen ? 1 : 0;
}

/** The chapter of Section XI for each fibre class (a mixture goes by the fibre that predominates, Section XI note 2). */
const FIBRE_CHAPTERS: [Fibre, string[]][] = [['silk', ['50']], ['wool', ['51']], ['cotton', ['52']], ['flax', ['53']], ['manmade', ['54', '55']]];

/**
 * The chapters a stated composition points to: those of the fibre class with the largest share
 * ("65% polyester 35% cotton" → 54, 55), or null when the text states no composition or a tie.
 */
export function predominantChapters(measures: Measures): string[] | null {
  if (!measures.has('share:manmade')) return null;
  let best: string[] | null = null;
  let top = 0;
  let tie = false;
  for (const [f, chapters] of FIBRE_CHAPTERS) {
    const v = measures.get(`share:${f}`)?.[0] ?? 0;
    if (v > top) (top = v), (best = chapters), (tie = false);
    else if (v === top && v > 0) tie = true;
  }
  return tie ? null : best;
}
