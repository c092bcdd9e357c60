/**
 * HS auto-classifier: pure, in-process, no network, no model weights.
 *
 * Knowledge = HS 2022 nomenclature (each subheading with its heading and chapter wording),
 * national tariff lines (US HTS with indent context, UK/EU lines), the shipped lexicon
 * (./lexicon.ts) and account-scoped labelled examples.
 *
 * Method: field-weighted BM25 over one document per HS6 subheading and one per heading,
 * query term weighting (purpose spans such as "for jewelry making" and late positions are
 * down-weighted; unknown words such as brand names carry no weight as they are not in the
 * vocabulary), lexicon hints and expansions, then a reranker over the top candidates using
 * material/composition, knitted/woven and gender agreement, plus account examples.
 *
 * Output conventions (documented for the API):
 *  - `alternatives` are the next 3 candidates, EXCLUDING the chosen one.
 *  - `hs_code_import` / `hs_code_export`: the best-supported leaf line of the destination /
 *    origin tariff under the chosen subheading (US: 10-digit statistical line; GB: 8/10-digit
 *    commodity line; EU: 8-digit CN line). Ties go to the residual "Other" line. With no
 *    tariff for the country, or no national line under the subheading, the 6-digit code is
 *    returned unchanged (no zero padding: padded codes are not necessarily valid lines).
 *  - `confidence` is a softmax over the candidates' final scores (top-1 probability).
 */
import type { HsRow } from '../data/hs-nomenclature.js';
import { parseLexicon, type LexiconEntry } from './lexicon.js';
import { foldText, isLexiconDigitWord, joinPrefixes, keepDigitWords, PART_OF_NOUNS, sameWord, tokenize, type Token } from './text.js';
import { fitBounds, parseBounds, predominantChapters, readMeasures, type Bound, type Measures } from './measures.js';
import {
  candidateTags,
  extractQueryAttributes,
  ELASTANE_MINOR,
  materialAgreement,
  polymerAgreement,
  MATERIAL_WORDS,
  TEXTILE_MATERIALS,
  type Material,
  type CandidateTags,
  type QueryAttributes,
} from './attributes.js';
import { familyCues, familyPreference, isRawHeading, isRawOrFoodHeading, jewelleryWanted, parallelHeadings } from './decide.js';

export type { HsRow } from '../data/hs-nomenclature.js';

export interface LabelledExample {
  accountId: string;
  description: string;
  hsCode: string;
}

export interface NationalLine {
  code: string;
  description: string;
  /** ancestor descriptions (outermost first), joined or as given */
  context?: string;
}

export interface ClassifierKnowledge {
  hs: HsRow[];
  national: Record<string, NationalLine[]>;
  examples?: LabelledExample[];
}

export interface Alternative {
  hs_code: string;
  description: string;
  confidence: number;
}

export interface Classification {
  hs_code: string;
  hs_code_import: string;
  hs_code_export: string;
  description_resolved: string;
  confidence: number;
  alternatives: Alternative[];
  /** Superset: readable wording of the chosen import line (national context), when there is one. */
  description_import?: string;
  /** Superset: tariff ids used for import/export resolution. */
  tariff_import?: 'US' | 'GB' | 'EU' | null;
  tariff_export?: 'US' | 'GB' | 'EU' | null;
  /** Superset: notes about how a supplied code was resolved. */
  notes?: string[];
}

export interface ClassifyInput {
  description: string;
  originCountry?: string;
  destinationCountry?: string;
  accountId?: string;
}

export interface ResolveError {
  error: 'UNKNOWN_HS_CODE' | 'INVALID_FORMAT';
  message: string;
}

export interface Classifier {
  classify(input: ClassifyInput): Classification;
  /** Same as classify but returns up to `k` ranked candidates (for evaluation). */
  rank(input: ClassifyInput, k?: number): { hs_code: string; score: number }[];
  resolveSupplied(input: {
    hsCode: string;
    description: string;
    originCountry?: string;
    destinationCountry?: string;
  }): Classification | ResolveError;
  addExample(example: LabelledExample): void;
  /** Index statistics (for diagnostics/benchmarks). */
  stats(): { subheadings: number; headings: number; terms: number; nationalLines: Record<string, number>; lexiconEntries: number; examples: number };
}

const EU27 = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]);

export function tariffIdForCountry(iso2: string): 'US' | 'GB' | 'EU' | null {
  const c = (iso2 ?? '').trim().toUpperCase();
  if (c === 'US') return 'US';
  if (c === 'GB' || c === 'UK') return 'GB';
  if (c === 'EL') return 'EU'; // Greece's EU code
  if (EU27.has(c)) return 'EU';
  return null;
}

// ------------------------------------------------------------------ tuning constants
// ------------------------------------------------------------------ tuning constants
export const DEFAULT_TUNING = {
  K1: 1.2,
  B: 0.5,
  W_OWN: 3,
  W_HEADING: 1.2,
  W_CHAPTER: 0.4,
  W_NATIONAL: 0.8,
  W_BIGRAM: 1.0,
  SCORE_HEADING: 0.55,
  SCORE_LEX: 1.0,
  SCORE_MATERIAL: 0.35,
  /** agreement on the polymer of a plastic ("polyethylene bags" → "of polymers of ethylene") */
  SCORE_POLYMER: 0.15,
  SCORE_KNIT: 0.3,
  /** knitted/woven guessed from the garment noun ("T-shirt" knitted, "jeans" woven) */
  SCORE_KNIT_GUESS: 0.12,
  /** re-order footwear and jewellery subheadings by the family rules (decide.ts); 0 disables */
  FAMILY_RULES: 1,
  SCORE_GENDER: 0.2,
  SCORE_EXAMPLE: 1.6,
  EXPANSION_WEIGHT: 0.45,
  MODIFIER_WEIGHT: 0.5,
  /** words allowed between a modifier and the product match after it ("Rivet Design Soft Leather Bags") */
  MODIFIER_GAP: 2,
  IDF_CAP: 99,
  LEX_TERM_BOOST: 1,
  PURPOSE_WEIGHT: 0.35,
  SOFTMAX_T: 0.12,
  /** lexicon weight floor for the head (product) noun match */
  HEAD_MIN_WEIGHT: 0,
  /** multiplier for lexicon matches other than the head noun */
  NONHEAD_WEIGHT: 0.7,
  /** multiplier for the head noun's words in the retrieval query */
  HEAD_TERM_BOOST: 1,
  /** build-time warm-up passes over a small fixed set of descriptions (0 disables) */
  WARMUP_ROUNDS: 3,
  /** a word inside a longer name ("vacuum" in "vacuum insulated") does not make the container after it packaging */
  PACK_PRIOR_WHOLE: 1,
  /** a counted noun after the goods is a specification of them ("Gaming Keyboard 87 Keys") */
  COUNT_SPEC: 1,
  /** a name followed by "design", "print", "shaped" … is the look of goods named later, a modifier ("Skull Print T-Shirt") */
  LOOK_MOD: 1,
  /** a name followed by "grade" ("Pharmaceutical Grade") is a modifier when other goods are named (0: off) */
  GRADE_MOD: 1,
  /** support for a heading named again by other product words in the title (per extra mention, up to 3) */
  REPEAT: 0.1,
  REPEAT_MIN_W: 0.5,
  /** only quantities and material words may stand between goods and their container ("Rivet Design Soft Leather Bags" are bags) */
  PACK_GAP_PLAIN: 1,
  /** nor does it make the product name before it a modifier ("oxford" in "Camping Chair Oxford Fabric") */
  CONTAINED_NOT_MOD: 1,
  /** a material's name before another name is what the goods are made of ("Human Hair Lace Front Wig") */
  RAW_LEAD_MOD: 1,
  /** a lexicon phrase does not run across a quantity ("honey 500 g jar") */
  QTY_BREAKS_PHRASE: 1,
  /** a container right after a quantity is packaging when the text names other goods ("Acetone, 160 kg drum") */
  QTY_PACKAGING: 1,
  /** ... and so is a container right after a weight, past other words, even when the lexicon names no goods */
  MASS_PACKAGING: 1,
  /** extra weight of a subheading hint over its heading's hint (the subheading-level choice) */
  LEX_SUB_BONUS: 0.3,
  /** weight of a container noun that follows a product noun ("honey 500 g jar") */
  PACKAGING_WEIGHT: 0.35,
  /** expansion weight factor for broad lexicon entries (more than two subheading hints) */
  BROAD_EXPANSION_FACTOR: 0.4,
  /**
   * penalty for raw-material and semi-finished headings (chemicals, primary plastics, iron and
   * steel, unwrought metals, yarns and fabrics, sawn wood …) and for chapters 1–24 when the head
   * noun names a finished article elsewhere: the material word then describes the article
   */
  RAW_PENALTY: 0.4,
  /**
   * boost for the parts subheadings of the machine or apparatus named in a "for ..." span when
   * the title names a part (Section XVI note 2, Section XVII note 3: parts go with the machine)
   */
  PARTS_BOOST: 0.5,
  /** weight of words in a "made of ..." span (they name the material, not the goods) */
  MATERIAL_SPAN_WEIGHT: 0.5,
  /** weight of words in a "with ..." span (features and accessories of the goods named before) */
  ACCESSORY_WEIGHT: 0.6,
  /** lift of the babies' garments headings over the garment heading the text points to (0 disables) */
  BABY_BOOST: 0.05,
  /** a garment stated woven (knitted) moves to its chapter 62 (61) heading, this much above the leader */
  KNIT_PARALLEL: 0.05,
  /** the jewellery rules' wanted subheading joins the family when retrieval missed it */
  FAMILY_WANTED: 1,
  /** taken from precious-metal subheadings when the text names no precious metal */
  PRECIOUS_UNSTATED: 0.2,
  /** taken from set subheadings when the text says no set or kit */
  SET_UNSTATED: 0.2,
  /** a component after the goods makes them a modifier only right after them ("laptop battery", not "Keyboard … Blue Switches") */
  COMPONENT_ADJACENT: 1,
  /** a flavour after a named food or drink is not the goods ("Greek Yogurt Strawberry") */
  FLAVOUR_NOT_HEAD: 1,
  /** taken from a subheading set apart from its residual siblings by a word the text does not state ("printed", "enamelled", "of bamboo") */
  QUALIFIER_UNSTATED: 0.3,
  /** taken from a subheading whose own wording states what the text negates ("not self-propelled") */
  NEGATED_CONFLICT: 0.2,
  /**
   * given to a subheading whose measured bounds hold for the values the text states ("of a
   * thickness of less than 3mm" for "2.5 mm thick"), and taken from one whose bounds fail; among
   * the headings of the best candidates (measures.ts)
   */
  MEASURE_FIT: 0.2,
  MEASURE_MISS: 0.2,
  /** a leader whose bounds the stated values fail gives way to a sibling they fit, within this reach, by this much (0: off) */
  MEASURE_SIBLING: 0.05,
  MEASURE_SIBLING_REACH: 1.5,
  /** taken from candidates in chapters 50–55 of a fibre other than the one that predominates in the stated composition */
  FIBRE_PREDOMINANT: 0.3,
  /** ... and when the leader is still of such a fibre, the best candidate of the predominant fibre's chapters takes its score plus this (0 disables) */
  FIBRE_MOVE: 0.05,
  /** made-up textiles and garments of one fibre by stated shares go to the sibling of that fibre, by this much (0: off) */
  FIBRE_SIBLING: 0.05,
  /** goods whose stated size fails every bound of the leader's heading go to the chapter's heading it fits (0 disables) */
  MEASURE_MOVE: 1,
  /** taken from parts subheadings when the text names no part */
  PARTS_PENALTY: 0.1,
  /**
   * goods the lexicon names under one material's heading, made of another material, move to the
   * parallel heading of that material (decide.ts): it takes the best score of the family's other
   * headings plus this; 0 disables
   */
  PARALLEL_MATERIAL: 0.2,
  /** read "<noun> for <device>" as the lexicon compound "<device> <noun>" when there is one */
  FOR_COMPOUND: 1,
  /** lexicon words match the same word up to inflection, not just the same Porter stem */
  SAME_WORD: 1,
  /** a product named in a "with ..." or "made of ..." span does not make the goods before it a modifier */
  SPAN_MODIFIER: 1,
  /** a raw material or chemical after a finished article does not make the article a modifier */
  RAW_NOT_HEAD: 1,
  /** food ingredients after a named preparation or cosmetic do not make it a modifier */
  FOOD_NOT_HEAD: 1,
  /** two several-word product names in a row are names for the same goods, not a compound */
  MULTI_NOT_MOD: 1,
  /** Section XVI note 2(a): a part that is goods of its own heading of chapter 84 or 85 is not boosted to the parts */
  NOTE_2A: 1,
  /** a machine named before "Part" / "Spare Parts" in a listing is the machine the goods belong to */
  /** a product phrase that states a precious metal keeps it: no "for" compound is made from its last word alone (0: off) */
  FOR_COMPOUND_PRECIOUS: 1,
  /** "a sheet of polyetheretherketone" read as the lexicon's "peek sheet" when it has that compound (0: off) */
  OF_COMPOUND: 1,
  /** base metal clad with precious metal read as a base-metal semi-manufacture: the chapter 71 clad line takes the leader's score plus this (0: off) */
  PRECIOUS_CLAD: 0.05,
  /** goods the text calls scrap or waste: the best waste-and-scrap candidate within SCRAP_STATE_REACH takes the leader's score plus this (0: off) */
  SCRAP_STATE: 0.05,
  SCRAP_STATE_REACH: 1.5,
  /** garments of leather moved from a textile heading go to the 4203 line of their kind (apparel, gloves, accessories) (0: off) */
  LEATHER_KIND: 1,
  MACHINE_BEFORE_PART: 1,
  /** "a part of <machine>" (or a machine named before "Part" when the goods were read as it): its parts line leads by this much (0: off) */
  PART_OF_MOVE: 0.05,
  /** meat, fish and aquatic animals in the state the text gives them lead by this much (0: off) */
  FOOD_STATE: 0.05,
  /** how far below the leader that candidate may score and still take the lead */
  FOOD_STATE_REACH: 1.5,
  /** a plural noun that opens its clause names the goods, not a modifier */
  PLURAL_NOT_MOD: 1,
  /** a material right before a named container is what it is made of, not goods packed in it */
  MATERIAL_CONTAINER: 1,
  /** of two overlapping product names the one ending later is the goods ("decorative pillow cover") */
  OVERLAP_HEAD_LAST: 1,
  /** lift of 6113/6210 over the garment heading when the fabric is stated coated with plastics or rubber; 0 disables */
  COATED_GARMENT: 0.05,
  /** lift of 6504 over other headgear when the hat is of straw, raffia, seagrass … or stated plaited; 0 disables */
  PLAITED_HEADGEAR: 0.05,
  /** a chain named with a bracelet, necklace or anklet is jewellery: 7117 takes the leader's score plus this (0 disables) */
  JEWELLERY_CHAIN: 0.05,
  /** parts of motor vehicles (8708) named for a motorcycle or a bicycle go to 8714: it takes the leader's score plus this (0 disables) */
  CYCLE_PARTS: 0.05,
  /** the share elastane keeps beside another named fibre when no percentages are given (1: counted like any fibre) */
  ELASTANE_MINOR,
  /** what the words of a packing named after "in" weigh in retrieval (1 leaves them as they are) */
  PACK_TERM_WEIGHT: 0.5,
  /** a luminaire with a lampholder for bulbs (E27, GU10 …) leaves the "solely LED" subheading: its sibling takes the leader's score plus this (0 disables) */
  LAMPHOLDER: 0.05,
  /** a lexicon entry naming one material's subheading yields to the stated material: the sibling of that material takes the leader's score plus this (0 disables) */
  STATED_MATERIAL: 0.05,
  /** goods named "powered by an electric motor" that the text says an engine (or a hand) drives go to their sibling for other drives: it takes the leader's score plus this (0 disables) */
  NOT_ELECTRIC: 0.05,
  /** a set of an upper and a lower garment is an ensemble (6103.2x, 6104.2x, 6203.2x, 6204.2x): that group leads by this much (0 disables) */
  ENSEMBLE: 0.05,
  /** a blazer, sport coat or tailored jacket with lapels read as an anorak or overcoat goes to the jackets and blazers of the suit headings: that group leads by this much (0 disables) */
  TAILORED_JACKET: 0.05,
  /** a garment of a text naming one gender only, led by the other gender's heading, goes to its own: that heading leads by this much (0 disables) */
  GENDER_PAIR: 0.05,
  /** in 6103, 6104, 6203 and 6204 the group of the garment the text names (suits, jackets, dresses, skirts, trousers) leads by this much (0 disables) */
  GARMENT_GROUP: 0.05,
  /** tube or pipe fittings the text says are cast go to the cast fittings of 7307.1: they take the leader's score plus this (0 disables) */
  CAST_FITTING: 0.05,
  /** a machine-tool the text says is CNC (or manual), led by its sibling on the other side of that split, goes to its own side: it takes the leader's score plus this (0 disables) */
  NC_MOVE: 0.05,
  /** a made-up textile article of 6301-6304 the text says is knitted goes to its knitted sibling: it takes the leader's score plus this (0 disables) */
  KNIT_SIBLING: 0.05,
  /** in textiles and wood, a qualifier the text states (printed, embroidered, bleached, unbleached, tropical) that a sibling's wording states and the leader's does not: that sibling takes the leader's score plus this (0 disables) */
  STATED_QUALIFIER: 0.05,
  /** spices the text says are ground (powder, crushed) or whole go to that side of 0904–0910's crushed-or-ground split (0: off) */
  GROUND_SPICE: 0.05,
  /** a polymer read in primary forms while the text names a form (film, sheet, tube, scrap …): the best 3915–3926 line naming it leads by this (0: off) */
  PLASTIC_FORM: 0.05,
  PLASTIC_FORM_REACH: 3,
  /** a set or kit naming hand tools of two or more of headings 8202–8205 goes to 8206 (of several 8205 subheadings, 8205.90), by this much (0: off) */
  TOOL_SET: 0.05,
  /** a compound traded in bulk (CAS number, API, intermediate) with no dose stated: the best candidate of chapters 28–29 within BULK_CHEMICAL_REACH takes the leader's score plus this (0 disables) */
  BULK_CHEMICAL: 0.05,
  BULK_CHEMICAL_REACH: 1,
  /** the goods the text names are named in the wording of some of the leader's siblings and not in its own: the best of those takes the leader's score plus this (0 disables) */
  KIND_IN_WORDING: 0.05,
  /** ... reading the garment words of the head noun only, not its fibre */
  KIND_NOT_FIBRE: 1,
  /** ... and, when the head noun names no sibling, the garment words anywhere in the text */
  KIND_ANYWHERE: 1,
  /** the leader's own wording states what the text negates ("dried" for "not dried"): a sibling that does not (best one that negates it too) takes the leader's score plus this (0 disables) */
  NEGATED_MOVE: 0.05,
  /** a product name followed by "of" and another product name is the goods ("a mesh of wire") */
  OF_NOT_MOD: 1,
  /** yarn for hand knitting or crochet, in skeins or balls, goes to the heading for yarn put up for retail sale: it takes the leader's score plus this (0 disables) */
  RETAIL_YARN: 0.05,
  /** a container named after "in", past the goods, is their packing */
  IN_PACKAGING: 1,
  /** a container named after "in" is packing even when no goods the lexicon knows come before it (0: off) */
  IN_PACKAGING_BARE: 1,
  /** a container in a purpose span ("Glue for Paper Tube Core Bottle Labeling") does not stop a weighed container being packing (0: off) */
  PACK_PURPOSE_CONTAINER: 1,
  /** a chapter's heading of leftover parts ("Clock or watch parts; n.e.c. in chapter 91") takes the parts of its other headings (0: off) */
  CHAPTER_PARTS: 1,
  /** coated fabric moves garments only to 6113/6210, and coated knitted gloves to 6116.10 (0: gloves and accessories move too) */
  COATED_NOT_ACCESSORY: 1,
  /** a material parallel goes only to the headings the head's lexicon entry names, when it names any (0: the whole family) */
  PARALLEL_LEX_NAMED: 1,
  /** a quantity or a model code between two product names ends the compound: the first is not a modifier */
  QTY_BREAKS_MOD: 1,
  /** toys for pets leave chapter 95 for the heading of their material: it takes the leader's score plus this (0 disables) */
  PET_TOY: 0.05,
  /** Christmas or party lights led by 9505 or 9503 go to the 9405 line the lexicon named for them (Chapter 95 note 1): it takes the leader's score plus this (0 disables) */
  FESTIVE_LIGHTS: 0.05,
  /** lift of the chapter 20 heading over vegetables, fruit or nuts named as prepared; 0 disables */
  PREPARED_FOOD: 0.1,
  /** a modifier that a later product name names again (a heading both lead with) is the goods */
  SYN_HEAD: 1,
  /** the least code weight by which an entry leads with a heading */
  SYN_MIN_W: 0.5,
  /** goods of an iron or steel heading move to the heading of another stated metal or plastics (brass screws 7415) */
  STEEL_PARALLELS: 1,
  /**
   * evaluation only: leave out this fraction of lexicon entries (a fixed hash of the first
   * phrase), to measure how the classifier copes with product words the lexicon does not know
   */
  LEXICON_HOLDOUT: 0,
};
export type Tuning = typeof DEFAULT_TUNING;
const RERANK_K = 80;

// ------------------------------------------------------------------ sparse index
class Vocab {
  readonly ids = new Map<string, number>();
  get(t: string): number {
    let id = this.ids.get(t);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(t, id);
    }
    return id;
  }
  lookup(t: string): number | undefined {
    return this.ids.get(t);
  }
}

/** BM25 index over weighted bags: postings as typed arrays of (doc, precomputed score). */
class Bm25Index {
  docs: Int32Array[] = [];
  scores: Float32Array[] = [];
  idf: Float32Array = new Float32Array(0);
  constructor(
    readonly nDocs: number,
    bags: Map<number, number>[],
    nTerms: number,
    k1: number,
    b: number,
    idfCap = 99,
  ) {
    const df = new Int32Array(nTerms);
    let totalLen = 0;
    const lens = new Float64Array(nDocs);
    for (let d = 0; d < nDocs; d++) {
      let len = 0;
      for (const [t, w] of bags[d]) {
        df[t]++;
        len += w;
      }
      lens[d] = len;
      totalLen += len;
    }
    const avg = totalLen / Math.max(1, nDocs);
    this.idf = new Float32Array(nTerms);
    for (let t = 0; t < nTerms; t++) {
      this.idf[t] = df[t] ? Math.min(idfCap, Math.log(1 + (nDocs - df[t] + 0.5) / (df[t] + 0.5))) : 0;
    }
    const pd: number[][] = Array.from({ length: nTerms }, () => []);
    const ps: number[][] = Array.from({ length: nTerms }, () => []);
    for (let d = 0; d < nDocs; d++) {
      const norm = k1 * (1 - b + (b * lens[d]) / avg);
      for (const [t, tf] of bags[d]) {
        pd[t].push(d);
        ps[t].push((this.idf[t] * (tf * (k1 + 1))) / (tf + norm));
      }
    }
    this.docs = pd.map((a) => Int32Array.from(a));
    this.scores = ps.map((a) => Float32Array.from(a));
  }
  accumulate(qTerms: Map<number, number>, acc: Float32Array): void {
    for (const [t, qw] of qTerms) {
      if (t >= this.docs.length) continue;
      const ds = this.docs[t];
      const ss = this.scores[t];
      for (let i = 0; i < ds.length; i++) acc[ds[i]] += qw * ss[i];
    }
  }
}

const NO_BOUNDS: Bound[] = [];
function boundsOrNone(b: Bound[]): Bound[] {
  return b.length ? b : NO_BOUNDS;
}

interface NatLeaf {
  code: string;
  description: string;
  /** the bounds the line with its indented context sets ("not over 14 percent vol."), parsed at build */
  bounds: Bound[];
  readable: string;
  terms: Set<number>;
  residual: boolean;
}

interface AccountIndex {
  examples: { hs6: string; code: string; vec: Map<number, number>; norm: number }[];
  postings: Map<number, number[]>;
}

function addBag(bag: Map<number, number>, terms: string[], w: number, vocab: Vocab, bigramW: number): void {
  for (const t of terms) {
    const id = vocab.get(t);
    bag.set(id, (bag.get(id) ?? 0) + w);
  }
  if (bigramW > 0) {
    for (let i = 0; i + 1 < terms.length; i++) {
      const id = vocab.get(terms[i] + '_' + terms[i + 1]);
      bag.set(id, (bag.get(id) ?? 0) + w * bigramW);
    }
  }
}

/** Document terms with negated spans removed, split into clause-bounded runs for bigrams. */
function docRuns(text: string): string[][] {
  const runs: string[][] = [];
  let cur: string[] = [];
  let clause = -1;
  for (const tk of tokenize(text)) {
    if (tk.negated) continue;
    if (tk.clause !== clause && cur.length) {
      runs.push(cur);
      cur = [];
    }
    clause = tk.clause;
    cur.push(tk.t);
  }
  if (cur.length) runs.push(cur);
  return runs;
}

function addText(bag: Map<number, number>, text: string, w: number, vocab: Vocab, bigramW = 1): void {
  for (const run of docRuns(text)) addBag(bag, run, w, vocab, bigramW);
}

/** Saturate accumulated national-line term frequencies (many lines repeat the same words). */
function saturate(bag: Map<number, number>, w: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const [t, tf] of bag) out.set(t, w * (1 + Math.log(tf)));
  return out;
}

function mergeInto(a: Map<number, number>, b: Map<number, number>): void {
  for (const [t, w] of b) a.set(t, (a.get(t) ?? 0) + w);
}

function readable(desc: string): string {
  return desc.replace(/\s+/g, ' ').replace(/\s*:\s*$/, '').trim();
}

export function normalizeHsInput(code: string): string | null {
  const s = (code ?? '').trim();
  if (!/^[0-9][0-9.\s-]*$/.test(s)) return null;
  const digits = s.replace(/[.\s-]/g, '');
  if (digits.length < 6 || digits.length > 10) return null;
  return digits;
}

/** The shipped lexicon, parsed once for the digit words below and for every classifier built. */
const SHIPPED_LEXICON: readonly LexiconEntry[] = parseLexicon();
// the shipped lexicon's words with digits ("lifepo4 battery", "kn95 mask") are words, not model
// codes, in documents, lexicon phrases and queries alike (read once: the lexicon is fixed, so every
// classifier tokenizes the same way)
keepDigitWords(SHIPPED_LEXICON.flatMap((e) => e.phrases.flatMap((p) => foldText(p).split(/[^a-z0-9]+/))));

export function buildClassifier(knowledge: ClassifierKnowledge, tuning: Partial<Tuning> = {}): Classifier {
  const cfg: Tuning = { ...DEFAULT_TUNING, ...tuning };
  const vocab = new Vocab();
  const rows = knowledge.hs;
  const byCode = new Map<string, HsRow>();
  for (const r of rows) byCode.set(r.code, r);
  const subs = rows.filter((r) => r.level === 6).sort((a, b) => (a.code < b.code ? -1 : 1));
  const heads = rows.filter((r) => r.level === 4).sort((a, b) => (a.code < b.code ? -1 : 1));
  const subIdx = new Map<string, number>();
  subs.forEach((r, i) => subIdx.set(r.code, i));
  const headIdx = new Map<string, number>();
  heads.forEach((r, i) => headIdx.set(r.code, i));
  const subHead = new Int32Array(subs.length).fill(-1);
  subs.forEach((r, i) => (subHead[i] = headIdx.get(r.code.slice(0, 4)) ?? -1));
  // subheading indices of each heading (for the rules that move goods between headings)
  const subsByHead: number[][] = heads.map(() => []);
  subs.forEach((_, i) => {
    if (subHead[i] >= 0) subsByHead[subHead[i]].push(i);
  });

  // ---- national lines per tariff, grouped by HS6
  const natBySub = new Map<string, Map<string, NatLeaf[]>>();
  const natTextBySub = new Map<number, Map<number, number>>(); // sub index → raw tf bag of national text
  const natCounts: Record<string, number> = {};
  for (const [tariff, lines] of Object.entries(knowledge.national ?? {})) {
    natCounts[tariff] = lines.length;
    const groups = new Map<string, NationalLine[]>();
    for (const l of lines) {
      const code = l.code.replace(/\D/g, '');
      if (code.length < 6) continue;
      const hs6 = code.slice(0, 6);
      if (!subIdx.has(hs6)) continue;
      let g = groups.get(hs6);
      if (!g) groups.set(hs6, (g = []));
      g.push({ ...l, code });
    }
    const perSub = new Map<string, NatLeaf[]>();
    for (const [hs6, g] of groups) {
      const codes = g.map((l) => l.code);
      const leaves: NatLeaf[] = [];
      const si = subIdx.get(hs6)!;
      let tbag = natTextBySub.get(si);
      if (!tbag) natTextBySub.set(si, (tbag = new Map()));
      const seen = new Set<string>();
      for (const l of g) {
        const ctx = l.context ?? '';
        addText(tbag, l.description + (ctx ? ' ; ' + ctx.split(/\s*(?:;|>)\s*/).slice(-2).join(' ; ') : ''), 1, vocab);
        if (seen.has(l.code)) continue;
        seen.add(l.code);
        const isLeaf = !codes.some((c) => c.length > l.code.length && c.startsWith(l.code));
        if (!isLeaf) continue;
        const termSet = new Set<number>();
        for (const run of docRuns(l.description + ' ; ' + ctx)) for (const t of run) termSet.add(vocab.get(t));
        const own = foldText(l.description).trim();
        const readableText = ctx ? `${readable(ctx)}; ${readable(l.description)}` : readable(l.description);
        leaves.push({
          code: l.code,
          description: l.description,
          // (parsed here, about 0.2 s for all tariffs, not by the first request that states a size for
          // this subheading, which paid for all its lines; most lines set none and share one array)
          bounds: boundsOrNone(parseBounds(ctx ? `${ctx} ; ${l.description}` : l.description)),
          readable: readableText.replace(/\s*\(\d{3}\)/g, ''),
          terms: termSet,
          residual: /^other\b/.test(own),
        });
      }
      leaves.sort((a, b) => (a.code < b.code ? -1 : 1));
      perSub.set(hs6, leaves);
    }
    natBySub.set(tariff, perSub);
  }

  // ---- HS6 bags
  const subBags: Map<number, number>[] = [];
  const tags: CandidateTags[] = [];
  for (let i = 0; i < subs.length; i++) {
    const r = subs[i];
    const bag = new Map<number, number>();
    addText(bag, r.description, cfg.W_OWN, vocab, cfg.W_BIGRAM);
    const h = byCode.get(r.code.slice(0, 4));
    const c = byCode.get(r.code.slice(0, 2));
    if (h) addText(bag, h.description, cfg.W_HEADING, vocab, cfg.W_BIGRAM);
    if (c) addText(bag, c.description, cfg.W_CHAPTER, vocab, cfg.W_BIGRAM);
    const nb = natTextBySub.get(i);
    if (nb) mergeInto(bag, saturate(nb, cfg.W_NATIONAL));
    subBags.push(bag);
    tags.push(candidateTags(r.description, h?.description ?? '', r.code.slice(0, 2)));
  }
  // ---- heading bags
  const headBags: Map<number, number>[] = heads.map((h) => {
    const bag = new Map<number, number>();
    addText(bag, h.description, cfg.W_OWN, vocab, cfg.W_BIGRAM);
    const c = byCode.get(h.code.slice(0, 2));
    if (c) addText(bag, c.description, cfg.W_CHAPTER * 2, vocab, cfg.W_BIGRAM);
    return bag;
  });
  for (let i = 0; i < subs.length; i++) {
    const hi = subHead[i];
    if (hi < 0) continue;
    const own = new Map<number, number>();
    addText(own, subs[i].description, 1, vocab, cfg.W_BIGRAM);
    const nb = natTextBySub.get(i);
    if (nb) mergeInto(own, nb);
    mergeInto(headBags[hi], own);
  }
  for (let i = 0; i < headBags.length; i++) headBags[i] = saturateHead(headBags[i]);

  // ---- lexicon
  const lexicon: readonly LexiconEntry[] = cfg.LEXICON_HOLDOUT
    ? SHIPPED_LEXICON.filter((e) => (fnv1a(e.phrases[0] ?? '') % 1000) / 1000 >= cfg.LEXICON_HOLDOUT)
    : SHIPPED_LEXICON;
  /** `ed`: which words of the phrase are written as participles ("coated", "printed") */
  interface LexPhrase { terms: string[]; entry: number; ed: boolean[]; raws: string[] }
  /** phrases by first term: one-word phrases, and longer ones by their second term (a query word meets only the phrases it can start) */
  interface LexStart { single: LexPhrase[]; bySecond: Map<string, LexPhrase[]> }
  const lexByFirst = new Map<string, LexStart>();
  const lexExpansion: Map<number, number>[] = [];
  const lexCodes: { code: string; weight: number }[][] = [];
  // subheading hints of an entry decide between subheadings only when the entry names few of
  // them; a broad entry ("hair dryer|kettle|toaster => 8516 851631 851671 ...") hints the heading
  const lexSubDecides: boolean[] = [];
  // entries that name a material or quality rather than a product (all hint weights small)
  const lexModifierOnly: boolean[] = lexicon.map((e) => e.codes.every((c) => c.weight <= 0.3));
  // several-word lexicon phrase (normalised terms) → its entry, for compounds read across "for"
  const phraseEntry = new Map<string, number>();
  /** keys of phrases that join their words with "for", "of", "with" …: not compounds */
  const joinedKeys = new Set<string>();
  // the headings an entry leads with (a code weighted at least SYN_MIN_W)
  const lexMainHeads: string[][] = [];
  lexicon.forEach((e, ei) => {
    lexCodes.push(e.codes.filter((c) => (c.code.length === 4 ? headIdx.has(c.code) : subIdx.has(c.code))));
    lexMainHeads.push([...new Set(lexCodes[lexCodes.length - 1].filter((c) => c.weight >= cfg.SYN_MIN_W).map((c) => c.code.slice(0, 4)))]);
    lexSubDecides.push(e.codes.filter((c) => c.code.length === 6).length <= 2);
    const exp = new Map<number, number>();
    for (const run of docRuns(e.expansion)) for (const t of run) exp.set(vocab.get(t), 1);
    lexExpansion.push(exp);
    for (const p of e.phrases) {
      const toks = tokenize(p);
      const terms = toks.map((t) => t.t);
      if (!phraseUsable(p, terms)) continue;
      let start = lexByFirst.get(terms[0]);
      if (!start) lexByFirst.set(terms[0], (start = { single: [], bySecond: new Map() }));
      const lp: LexPhrase = { terms, entry: ei, ed: toks.map((t) => PARTICIPLE.test(t.raw)), raws: toks.map((t) => t.raw) };
      if (terms.length === 1) start.single.push(lp);
      else {
        let l = start.bySecond.get(terms[1]);
        if (!l) start.bySecond.set(terms[1], (l = []));
        l.push(lp);
      }
      const key = terms.join(' ');
      if (terms.length > 1 && !phraseEntry.has(key)) phraseEntry.set(key, ei);
      // ("paraffin wax for candles" is keyed "paraffin wax candle": the "of" compound of "a
      // candle of paraffin wax" must not read it)
      if (/\s(?:for|of|with|to|in)\s/i.test(p)) joinedKeys.add(key);
    }
  });


  const nTerms = vocab.ids.size;
  const subIndex = new Bm25Index(subs.length, subBags, nTerms, cfg.K1, cfg.B, cfg.IDF_CAP);
  const headIndex = new Bm25Index(heads.length, headBags, nTerms, cfg.K1, cfg.B, cfg.IDF_CAP);
  // free the build-time bags
  subBags.length = 0;
  headBags.length = 0;

  // raw-material / semi-finished headings (and chapters 1–24) for the material-word penalty
  const rawOrFoodHead = Uint8Array.from(heads, (h) => (isRawOrFoodHeading(h.code) ? 1 : 0));
  // lexicon entries whose codes all name raw materials, chemicals or semi-finished goods (not foods)
  const lexRawOnly: boolean[] = lexCodes.map(
    (cs) => cs.length > 0 && cs.every((c) => isRawHeading(c.code.slice(0, 4)) || (Number(c.code.slice(0, 2)) >= 25 && Number(c.code.slice(0, 2)) <= 38)),
  );
  // entries whose main code is a raw or semi-finished material ("human hair", "polyester fabric")
  const lexRawLead: boolean[] = lexCodes.map((cs) => {
    let best: { code: string; weight: number } | undefined;
    for (const c of cs) if (!best || c.weight > best.weight) best = c;
    return !!best && isRawHeading(best.code.slice(0, 4));
  });
  // foods, raw materials and chemicals: what goods are made of or contain
  const lexIngredient: boolean[] = lexCodes.map(
    (cs) => cs.length > 0 && cs.every((c) => Number(c.code.slice(0, 2)) <= 38 || isRawHeading(c.code.slice(0, 4))),
  );
  // entries all of whose codes match a pattern of chapters and headings
  const allCodes = (re: RegExp): boolean[] => lexCodes.map((cs) => cs.length > 0 && cs.every((c) => re.test(c.code)));
  // preparations of chapters 16–22 (sauces, pasta, bakery, drinks …) and basic foods of 1–15
  const lexPrepared = allCodes(/^(1[6-9]|2[0-2])/);
  const lexBasicFood = allCodes(/^(0\d|1[0-5])/);
  // food and drink preparations read as the goods before a flavour: dairy, tea and coffee,
  // chapters 16–22, e-liquids; flavours: basic foods, chocolate, fruit and nut preparations
  const lexFoodPrep = allCodes(/^(04|090[1-3]|1[6-9]|2[0-2]|2404)/);
  const lexFlavour = allCodes(/^(0\d|1[0-5]|1806|2008)/);
  const lexCosmetic = allCodes(/^(33|34)/);
  // lexicon entries whose codes all name finished articles (chapters 30–97, not raw headings)
  const lexFinished: boolean[] = lexCodes.map(
    (cs) => cs.length > 0 && cs.every((c) => Number(c.code.slice(0, 2)) >= 30 && !isRawHeading(c.code.slice(0, 4))),
  );

  // parts of a machine: heading → its parts subheadings (a separate parts heading such as
  // 8431/8473/8503/8708 that names it, else its own "parts" subheadings); chapters 84–95, 7321, 7322
  const partsOf = new Map<number, number[]>();
  // headings of parts named by the headings they serve (8409, 8431, 8473, 8708, 8714 …)
  const partsHeadings = new Set<number>();
  // subheadings for parts ("…; parts", "…; parts and accessories") and for sets ("sets of
  // assorted articles", "put up in sets"): chosen only when the text says so
  const partSub = new Uint8Array(subs.length);
  const setSub = new Uint8Array(subs.length);
  // the subheadings familyPreference can place in a family (6401-6405, 7113, 7114, 7116, 7117): the
  // others are passed over without slicing their codes
  const familyMember = Uint8Array.from(subs, (r) => (/^(?:640|711)/.test(r.code) ? 1 : 0));
  const materialTagged = Uint8Array.from(tags, (t) => (t.materials.size ? 1 : 0));
  // each answer names four subheadings: their wording made readable once, not per answer
  const subReadable = subs.map((r) => readable(r.description));
  // subheadings of or plated with precious metal outside chapter 71: the text must state it
  const preciousOutside71 = new Uint8Array(subs.length);
  // the state of meat, fish, vegetables and fruit a subheading's own wording names (live, fresh
  // or chilled, frozen, dried/salted/smoked, prepared or preserved): a bit mask of FOOD_*
  const foodState = new Uint8Array(subs.length);
  const foodByFamily = new Map<string, number[]>();
  subs.forEach((r, si) => {
    if (FOOD_STATE_CODES.test(r.code)) {
      foodState[si] = foodStateOfWording(r.description) | (/^030[23]/.test(r.code) ? FOOD_WHOLE : 0);
      const fam = foodFamily(r.code);
      const members = foodByFamily.get(fam);
      if (members) members.push(si);
      else foodByFamily.set(fam, [si]);
    }
    // a subheading whose own wording starts with parts ("Vacuum cleaners; parts"), not one of
    // "articles and parts thereof" or "edible parts of plants"
    if (/(^|; )parts\b/i.test(r.description)) partSub[si] = 1;
    if (/sets of assorted|(?<!other than )\bin sets\b/i.test(r.description)) setSub[si] = 1;
    if (tags[si].materials.has('precious') && !r.code.startsWith('71')) preciousOutside71[si] = 1;
  });
  // luminaires "designed for use solely with LED light sources" → their sibling "for other than
  // use solely with LED" (9405.21 → 9405.29, 9405.41/.42 → 9405.49)
  const nonLedSibling = new Map<number, number>();
  // chapter 39's waste and articles (3915–3926), for polymers named with the form they take
  // (not the man-made fibres of chapters 54–55: their splits are read from other words)
  const plasticFormSubs = subs.flatMap((r, si) => (/^39(1[5-9]|2[0-6])/.test(r.code) ? [si] : []));
  subs.forEach((r, si) => {
    if (!/(?<!other than )use solely with light-emitting diode/i.test(r.description)) return;
    const sib = (subsByHead[subHead[si]] ?? []).find((o) => subs[o].code[4] === r.code[4] && /other than (?:use solely )?with light-emitting/i.test(subs[o].description));
    if (sib !== undefined) nonLedSibling.set(si, sib);
  });
  // subheadings of goods "powered by an electric motor" → their siblings for other drives
  // (8425.11 → .19, 8427.10 → .20, 8467.21–.29 → .81/.89, 8508.11/.19 → .60)
  const nonElectricSiblings = new Map<number, number[]>();
  const NON_ELECTRIC_WORDING = /not powered by an electric motor|by other than electric motor|non-electric motor|other than with a self-contained electric motor/i;
  subs.forEach((r, si) => {
    if (!/(?:powered|propelled) by (?:an )?electric motor|with (?:a )?self-contained electric motor/i.test(r.description) || NON_ELECTRIC_WORDING.test(r.description)) return;
    const sibs = (subsByHead[subHead[si]] ?? []).filter((o) => NON_ELECTRIC_WORDING.test(subs[o].description) && !partSub[o] && !/\bparts\b/i.test(subs[o].description));
    if (sibs.length) nonElectricSiblings.set(si, sibs);
  });
  // a subheading set apart from its residual siblings by a word they negate ("printed" against
  // "not printed", "enamelled" against "not enamelled", "of bamboo" against "not of bamboo",
  // "of lead crystal" against "other than of lead crystal"): chosen only when the text says so
  // (materials, knitting and gender have their own attribute rules)
  const qualifiers: string[][] = subs.map(() => []);
  // the bounds a subheading's wording sets on measured quantities ("weighing more than 200g/m2")
  const bounds: Bound[][] = subs.map((r) => parseBounds(r.description));
  const boundedByChapter = new Map<string, number[]>();
  bounds.forEach((b, si) => {
    if (!b.length) return;
    const ch = subs[si].code.slice(0, 2);
    const list = boundedByChapter.get(ch);
    if (list) list.push(si);
    else boundedByChapter.set(ch, [si]);
  });
  // the words each subheading's own wording states and negates: a text that negates a stated one
  // ("not self-propelled", "not power operated") is not about that subheading
  const ownPos: Set<string>[] = [];
  const ownNeg: Set<string>[] = [];
  subs.forEach((r, si) => {
    const toks = tokenize(r.description);
    ownPos[si] = new Set(toks.filter((t) => !t.negated).map((t) => t.t));
    ownNeg[si] = new Set(toks.filter((t) => t.negated).map((t) => t.t));
  });
  // the waste-and-scrap lines
  const scrapSub = ownPos.map((p) => p.has('scrap') || p.has('wast'));
  subsByHead.forEach((members) => {
    const pos = members.map((si) => ownPos[si]);
    const neg = members.map((si) => ownNeg[si]);
    members.forEach((si, k) => {
      const q = new Set<string>();
      for (const t of pos[k]) {
        if (neg[k].has(t) || !QUALIFIER_STEMS.has(t)) continue;
        if (members.some((_, j) => j !== k && neg[j].has(t) && !pos[j].has(t))) q.add(t);
      }
      qualifiers[si] = [...q];
    });
  });
  {
    const refs = (text: string): Set<string> => {
      const out = new Set<string>();
      const t = text.replace(/\b(\d{2})\.(\d{2})\b/g, '$1$2');
      for (const m of t.matchAll(/\b(\d{4})\s+(?:to|-)\s+(\d{4})\b/g)) {
        for (let n = Number(m[1]); n <= Number(m[2]) && n - Number(m[1]) < 20; n++) out.add(String(n).padStart(4, '0'));
      }
      for (const m of t.matchAll(/\b(\d{4})\b/g)) out.add(m[1]);
      return out;
    };
    const partsHeads = heads
      .map((h, hi) => ({ h, hi }))
      .filter(({ h }) => /\bparts\b/i.test(h.description) && /\bheadings?\b/i.test(h.description) && MACHINE_CHAPTERS.test(h.code));
    for (const p of partsHeads) partsHeadings.add(p.hi);
    // a heading of the chapter's leftover parts ("Clock or watch parts; n.e.c. in chapter 91")
    // serves the chapter's other headings that have no parts line of their own (watch movements
    // 9108 → 9114)
    const chapterParts = new Map<string, number>();
    heads.forEach((h, hi) => {
      const m = /\bparts\b.*n\.e\.c\. in chapter (\d{2})\b/i.exec(h.description);
      if (cfg.CHAPTER_PARTS && m && m[1] === h.code.slice(0, 2) && MACHINE_CHAPTERS.test(h.code)) {
        chapterParts.set(m[1], hi);
        partsHeadings.add(hi);
      }
    });
    heads.forEach((h, hi) => {
      // (and the articles of iron or steel with parts of their own: stoves and barbecues 7321,
      // radiators 7322)
      if (!/^(7321|7322|8[4-9]|9[0-5])/.test(h.code)) return;
      for (const p of partsHeads) {
        if (p.hi === hi || !refs(p.h.description).has(h.code)) continue;
        const ps = subsByHead[p.hi];
        const named = ps.filter((si) => refs(subs[si].description).has(h.code));
        partsOf.set(hi, named.length ? named : ps);
        return;
      }
      const own = subsByHead[hi].filter((si) => /(^|; )parts\b|\bparts (thereof|of|for)\b/i.test(subs[si].description));
      const cp = chapterParts.get(h.code.slice(0, 2));
      if (own.length) partsOf.set(hi, own);
      else if (cp !== undefined && cp !== hi && !/\bparts\b/i.test(h.description)) partsOf.set(hi, subsByHead[cp]);
    });
  }

  const accSub = new Float32Array(subs.length);
  const accHead = new Float32Array(heads.length);
  const lexSub = new Float32Array(subs.length);
  const lexHead = new Float32Array(heads.length);
  const lexSubBonus = new Float32Array(subs.length);
  const lexRepeat = new Float32Array(heads.length);
  const repeatStarts = new Map<number, number[]>();
  const topS = new Float64Array(RERANK_K);
  const topI = new Int32Array(RERANK_K);

  // ---- account examples
  const accounts = new Map<string, AccountIndex>();
  function exampleVector(text: string): Map<number, number> {
    const q = queryTerms(tokenize(text));
    const vec = new Map<number, number>();
    for (const [t, w] of q) {
      const idf = t < subIndex.idf.length ? subIndex.idf[t] : 0;
      vec.set(t, w * (idf || 3));
    }
    return vec;
  }
  function addExample(ex: LabelledExample): void {
    const code = normalizeHsInput(ex.hsCode);
    if (!code || !subIdx.has(code.slice(0, 6))) return;
    let acc = accounts.get(ex.accountId);
    if (!acc) accounts.set(ex.accountId, (acc = { examples: [], postings: new Map() }));
    // new terms (unknown to the nomenclature) are interned so they can match later queries
    const toks = tokenize(ex.description);
    for (const tk of toks) vocab.get(tk.t);
    const vec = exampleVector(ex.description);
    let norm = 0;
    for (const w of vec.values()) norm += w * w;
    norm = Math.sqrt(norm);
    if (!norm) return;
    const id = acc.examples.length;
    acc.examples.push({ hs6: code.slice(0, 6), code, vec, norm });
    for (const t of vec.keys()) {
      let p = acc.postings.get(t);
      if (!p) acc.postings.set(t, (p = []));
      p.push(id);
    }
  }

  function queryTerms(tokens: Token[]): Map<number, number> {
    const q = new Map<number, number>();
    const n = tokens.length;
    for (let i = 0; i < n; i++) {
      const tk = tokens[i];
      const w = spanWeight(tk, 0.015, 0.45);
      const id = vocab.lookup(tk.t);
      if (id !== undefined) {
        const prev = q.get(id);
        q.set(id, prev === undefined ? w : Math.max(prev, w) + 0.25 * Math.min(prev, w));
      }
      if (i + 1 < n && tokens[i + 1].clause === tk.clause) {
        const bid = vocab.lookup(tk.t + '_' + tokens[i + 1].t);
        if (bid !== undefined) {
          const bw = Math.min(w, tokens[i + 1].purpose ? cfg.PURPOSE_WEIGHT : 1);
          q.set(bid, Math.max(q.get(bid) ?? 0, bw));
        }
      }
    }
    return q;
  }

  interface Scored { i: number; s: number }
  /** A lexicon phrase found in the description; every field is set at creation so all matches share one shape. */
  interface Match { start: number; len: number; entry: number; w: number; mod: boolean; pack: boolean }

  // Scoring runs as a chain of small stages rather than one long function: V8 optimises and,
  // when an unusual description invalidates its assumptions, deoptimises per function, so a
  // rare branch costs a cheap recompile of one stage instead of running the whole scorer
  // unoptimised for a few hundred milliseconds (the first-pass latency tail).

  /** The weight of a word by where it stands: purpose, material and accessory spans count less, later words less, negated words little. */
  function spanWeight(tk: Token, decay: number, floor: number): number {
    let w = tk.purpose ? cfg.PURPOSE_WEIGHT : tk.material ? cfg.MATERIAL_SPAN_WEIGHT : tk.accessory ? cfg.ACCESSORY_WEIGHT : 1;
    w *= Math.max(floor, 1 - decay * tk.pos);
    if (tk.negated) w *= 0.2;
    return w;
  }

  function phraseFits(tokens: Token[], participle: boolean[], i: number, p: LexPhrase): boolean {
    if (i + p.terms.length > tokens.length) return false;
    for (let j = 2; j < p.terms.length; j++) if (tokens[i + j].t !== p.terms[j]) return false;
    // nor across a quantity ("honey 500 g jar" is not a honey jar, "batteries 48 pack" not a battery pack)
    // (a strength inside a name stays: "paracetamol 500 mg tablets")
    if (cfg.QTY_BREAKS_PHRASE) for (let j = 1; j < p.terms.length; j++) if (tokens[i + j].qty && CONTAINER_STEMS.has(tokens[i + j].t)) return false;
    // a participle is an adjective: "bleached fabric" is not bleach, "dyed", "painted",
    // "polished" are not dyes, paints or polishes (unless the phrase says so itself)
    for (let j = 0; j < p.terms.length; j++) if (!p.ed[j] && participle[i + j]) return false;
    // "shorts", "tights", "briefs", "glasses" name goods only in the plural ("short sleeves")
    for (let j = 0; j < p.terms.length; j++) if (PLURAL_ONLY.has(p.raws[j]) && tokens[i + j].raw !== p.raws[j]) return false;
    // a phrase does not run across the start of a "with ..." or "made of ..." span
    // ("drone with a camera" is not a drone camera)
    for (let j = 1; j < p.terms.length; j++) {
      if (tokens[i + j].accessory !== tokens[i].accessory || tokens[i + j].material !== tokens[i].material) return false;
    }
    // the same word, not just the same stem ("magnetic" is not a magnet)
    if (cfg.SAME_WORD) for (let j = 0; j < p.terms.length; j++) if (!sameWord(tokens[i + j].raw, p.raws[j])) return false;
    return true;
  }

  /** Lexicon phrases in the description (contained shorter phrases too; later stages decide). */
  function matchLexicon(tokens: Token[]): Match[] {
    const matches: Match[] = [];
    const participle = tokens.map((t) => PARTICIPLE.test(t.raw));
    const add = (i: number, cands: LexPhrase[] | undefined): void => {
      if (!cands) return;
      for (const p of cands) {
        if (!phraseFits(tokens, participle, i, p)) continue;
        // a phrase and its plural in the same entry ("rivet|rivets") find the same match once
        if (matches.some((x) => x.start === i && x.len === p.terms.length && x.entry === p.entry)) continue;
        matches.push({ start: i, len: p.terms.length, entry: p.entry, w: spanWeight(tokens[i], 0.02, 0.5), mod: false, pack: false });
      }
    };
    for (let i = 0; i < tokens.length; i++) {
      const start = lexByFirst.get(tokens[i].t);
      if (!start) continue;
      add(i, start.single);
      if (i + 1 < tokens.length) add(i, start.bySecond.get(tokens[i + 1].t));
    }
    return matches;
  }

  /** Whether a longer match covers m (and, when given, satisfies `which`). */
  function isContained(matches: Match[], m: Match, which?: (x: Match) => boolean): boolean {
    for (const o of matches) {
      if (o !== m && o.len > m.len && o.start <= m.start && o.start + o.len >= m.start + m.len && (!which || which(o))) return true;
    }
    return false;
  }

  /** A match that is a single material word ("Ceramic", "Leather"): a material of the goods, not goods of its own. */
  function bareMaterial(tokens: Token[], m: Match): boolean {
    return m.len === 1 && !!MATERIAL_WORDS[tokens[m.start].raw];
  }

  /** The last word of a match (the head of an English compound). */
  function lastToken(tokens: Token[], m: Match): Token {
    return tokens[m.start + m.len - 1];
  }

  /**
   * A container noun right after a product ("honey 500 g jar", "candle in glass jar") is
   * packaging: it neither demotes the product nor counts as the product itself.
   */
  function markPackaging(matches: Match[], tokens: Token[]): void {
    for (const m of matches) {
      if (packaging(matches, tokens, m) || (cfg.COUNT_SPEC && countedPart(matches, tokens, m))) {
        m.w *= cfg.PACKAGING_WEIGHT;
        m.pack = true;
      }
    }
    for (const m of matches) {
      if (m.pack) continue;
      for (const o of matches) if (o.pack && m.start >= o.start && m.start + m.len <= o.start + o.len) m.pack = true;
    }
  }

  /** Whether the container m follows goods closely or is measured by a quantity. */
  function packaging(matches: Match[], tokens: Token[], m: Match): boolean {
    if (!CONTAINER_STEMS.has(lastToken(tokens, m).t)) return false;
    // (a word inside a longer name, such as "vacuum" in "vacuum insulated", is not a product)
    const prior = matches.some(
      (o) => o.start + o.len <= m.start && o.start + o.len >= m.start - 3 && !lexModifierOnly[o.entry] &&
        !(cfg.PACK_PRIOR_WHOLE && isContained(matches, o)) &&
        !CONTAINER_STEMS.has(lastToken(tokens, o).t) && tokens[o.start].clause === tokens[m.start].clause &&
        // a material right before a named container is what it is made of ("Low Density
        // Polyethylene Trash Bags", "PVC Coated Polyester Fabric Tool Bag"), not goods packed in it
        !(cfg.MATERIAL_CONTAINER && m.len >= 2 && lexRawLead[o.entry] && o.start + o.len === m.start) &&
        (!cfg.PACK_GAP_PLAIN || plainGap(tokens, o.start + o.len, m.start)),
    );
    return prior || (!!cfg.QTY_PACKAGING && measuredPackaging(matches, tokens, m)) || (!!cfg.IN_PACKAGING && packedIn(matches, tokens, m));
  }

  /** A container named after "in", past other goods ("Acetone, technical grade, in drums"), is their packing. */
  function packedIn(matches: Match[], tokens: Token[], m: Match): boolean {
    if (!tokens[m.start].afterIn || m.start === 0) return false;
    // (also when the goods before it are a name the lexicon lacks: "o-acetylsalicylic acid … in
    // bulk fibre drums", "tart cherry juice … in 200 litre drums")
    if (cfg.IN_PACKAGING_BARE && m.start >= 2) return true;
    return matches.some(
      (o) => o.start + o.len <= m.start && !lexModifierOnly[o.entry] && !isContained(matches, o) && !CONTAINER_STEMS.has(lastToken(tokens, o).t) &&
        !tokens[o.start].purpose && !tokens[o.start].negated && !tokens[o.start].afterIn,
    );
  }

  /** A counted noun after the goods ("Gaming Keyboard 87 Keys", "Ceiling Fan 5 Blades") states how many parts they have. */
  function countedPart(matches: Match[], tokens: Token[], m: Match): boolean {
    const tk = tokens[m.start];
    if (!tk.count || m.start === 0) return false;
    return matches.some((o) => o.start + o.len <= m.start && tokens[o.start].clause === tk.clause && !lexModifierOnly[o.entry] &&
      !isContained(matches, o) && !bareMaterial(tokens, o) && !tokens[o.start].purpose && !tokens[o.start].negated);
  }

  /** Whether the words from i up to j only state quantities or materials ("candle in glass jar", "honey 500 g jar"). */
  function plainGap(tokens: Token[], i: number, j: number): boolean {
    for (let k = i; k < j; k++) if (!tokens[k].qty && !MATERIAL_WORDS[tokens[k].raw]) return false;
    return true;
  }

  /**
   * A container right after a quantity ("Acetone, 99.5%, 160 kg drum", "25kg Bag Citric Acid") is
   * packaging when goods are named before it and no other container is (the goods are not
   * themselves bags or jars), or when the quantity and container open the title ahead of the goods.
   */
  function measuredPackaging(matches: Match[], tokens: Token[], m: Match): boolean {
    let afterQty = false;
    for (let k = Math.max(0, m.start - 2); k <= m.start; k++) if (tokens[k].qty && tokens[k].clause === tokens[m.start].clause) afterQty = true;
    // a count right before the container ("Green Tea 20 bags") measures it too
    if (cfg.PACK_GAP_PLAIN && tokens[m.start].count) afterQty = true;
    if (!afterQty) return false;
    // (a container named as what the goods are for, "Glue for Paper Tube Core Bottle Labeling",
    // is not a second container of the goods)
    const isContainer = (x: Match): boolean => CONTAINER_STEMS.has(lastToken(tokens, x).t) &&
      !(cfg.PACK_PURPOSE_CONTAINER && tokens[x.start].purpose && !tokens[m.start].purpose);
    const goods = (o: Match): boolean => {
      if (o === m || lexModifierOnly[o.entry] || isContained(matches, o) || isContainer(o)) return false;
      const ot = tokens[o.start];
      return !ot.purpose && !ot.negated && !ot.accessory && !ot.material;
    };
    const before = (o: Match): boolean => o.start + o.len <= m.start;
    // a weight right before a container is what it holds ("o-Toluidine 99%, 200kg Drum"), even
    // when the lexicon does not know the goods named before it; a volume may be the container's
    // own size ("5 Gallon Bucket")
    if (cfg.MASS_PACKAGING && tokens[m.start].mass && m.start > 0 &&
      !matches.some((x) => x !== m && before(x) && !isContained(matches, x) && isContainer(x))) return true;
    if (matches.some((o) => before(o) && goods(o))) {
      return !matches.some((x) => x !== m && before(x) && !isContained(matches, x) && isContainer(x));
    }
    return m.start === 0 && matches.some((o) => o.start >= m.start + m.len && goods(o));
  }

  /** Whether the product name o, after m, makes m its modifier (the English head noun comes last). */
  function modifies(matches: Match[], tokens: Token[], m: Match, o: Match): boolean {
    if (o.pack) return false;
    const end = m.start + m.len;
    const tk = tokens[m.start];
    // a bare material word after the noun ("Brake Pads Front Ceramic") does not make it a modifier
    if (bareMaterial(tokens, o)) return false;
    // overlapping names read head-last: "decorative pillow" + "pillow cover" is a cover (unless
    // the later name is a broad one: "PVC resin" + "resin powder")
    const overlapsLater = cfg.OVERLAP_HEAD_LAST && o.start > m.start && o.start < end && o.start + o.len > end && lexCodes[o.entry].length <= 3;
    if (!overlapsLater && (o.start < end || o.start > end + cfg.MODIFIER_GAP)) return false;
    // a component named after the goods with other words between is a spec of the goods ("Charger
    // Foldable Plug", "Keyboard Blue Switches"); right after them it makes a compound ("laptop battery")
    // (a model code between counts as words between: "LiPo Battery XT60 Plug")
    if (cfg.COMPONENT_ADJACENT && !overlapsLater && (o.start > end || tokens[o.start].codeBefore) && COMPONENT_WORDS.has(lastToken(tokens, o).raw)) return false;
    const ot = tokens[o.start];
    if (ot.clause !== tk.clause || ot.purpose !== tk.purpose || ot.seg !== tk.seg) return false;
    // a plural noun names the goods, not a modifier: compounds take the singular ("glove box",
    // not "Gloves Touchscreen"); plural-only nouns ("glasses case") still compound
    // (the first name of its clause only: later plurals in a keyword-stuffed title are still read
    // by the compound rule, "Cup Holder Beverage Boats Phone Stand")
    // (but a holder, stand or box for them still compounds: "Bracelets Display Stand", "Bottles Drying Rack")
    if (cfg.PLURAL_NOT_MOD && !overlapsLater && isPlural(lastToken(tokens, m).raw) && clauseFirst.get(tk.clause) === m.start &&
      !HOLDER_WORDS.has(lastToken(tokens, o).raw) && !CONTAINER_STEMS.has(lastToken(tokens, o).t)) return false;
    // a size or a model code between the names ends the compound: "Ring Light LED 10 inch Tripod"
    // is a ring light with a tripod, "Anderson Plug 50A Connector Battery" a connector
    // (a name that opens with a code word is a specification too: "LiPo Battery XT60")
    if (cfg.QTY_BREAKS_MOD && o.start >= end && (ot.qty || ot.codeBefore || isLexiconDigitWord(ot.raw))) return false;
    // "a mesh of wire", "a broom of twigs": the goods come before "of" (a container or a set
    // before "of" is packing: "a box of chocolates")
    if (cfg.OF_NOT_MOD && o.start >= end && ot.ofBefore && !CONTAINER_STEMS.has(lastToken(tokens, m).t) && !SET_WORDS.has(lastToken(tokens, m).raw)) return false;
    // goods named in a "with ..." or "made of ..." span do not make the goods before a modifier
    if (cfg.SPAN_MODIFIER && (ot.accessory !== tk.accessory || ot.material !== tk.material)) return false;
    if (lexModifierOnly[o.entry]) return false;
    // a word inside a longer name after the goods is read as that name, which is weighed on its own
    if (cfg.CONTAINED_NOT_MOD && isContained(matches, o, (x) => x.start >= end)) return false;
    // nor a word inside a feature phrase ("battery" in "battery powered")
    if (isContained(matches, o, (x) => lexModifierOnly[x.entry])) return false;
    // a raw material or chemical after the goods names what they are made of or contain
    // ("Face Serum Vitamin C", "Scratching Post Sisal"), not the goods
    if (cfg.RAW_NOT_HEAD && lexFinished[m.entry] && lexRawOnly[o.entry]) return false;
    // two product names of several words each are a list of names for the goods ("Smart Watch
    // Fitness Tracker"), not a compound; compounds end in a single noun ("Teddy Bear Magnet")
    // ... unless the first names a material: "Human Hair Lace Front Wig" is a wig of human hair
    if (cfg.MULTI_NOT_MOD && m.len >= 2 && o.len >= 2 && !overlapsLater && !(cfg.RAW_LEAD_MOD && lexRawLead[m.entry])) return false;
    // food ingredients after a named preparation or a cosmetic ("Body Lotion Shea Butter",
    // "Dog Shampoo Oatmeal"); a single ordinary word before a food stays a modifier ("table sauce")
    if (cfg.FOOD_NOT_HEAD && lexFinished[m.entry] && lexIngredient[o.entry] && (m.len >= 2 || lexCosmetic[m.entry])) return false;
    // a prepared food before a basic one names the food and then what it is made from
    // ("Hot Sauce Habanero", "Pasta Durum Wheat"); "tomato sauce" stays a compound
    if (cfg.FOOD_NOT_HEAD && lexPrepared[m.entry] && lexBasicFood[o.entry]) return false;
    // a flavour after a named food or drink ("Greek Yogurt Strawberry", "Protein Bar Peanut
    // Butter", "Green Tea Lemon"); a preparation before another stays a modifier ("Green Tea Ice Cream")
    if (cfg.FLAVOUR_NOT_HEAD && lexFoodPrep[m.entry] && lexFlavour[o.entry]) return false;
    return true;
  }

  /** A name followed by "design", "print", "shaped" … describes the look of goods named later in the clause ("Rivet Design … Bags"). */
  function lookOf(matches: Match[], tokens: Token[], m: Match): boolean {
    const last = lastToken(tokens, m);
    if (!last.deco) return false;
    return matches.some((o) => o.start >= m.start + m.len && tokens[o.start].clause === last.clause && !o.pack && !lexModifierOnly[o.entry] &&
      !bareMaterial(tokens, o) && !tokens[o.start].negated);
  }

  /**
   * A name followed by "grade" states a grade of other goods named in the text ("Metformin
   * Hydrochloride Powder API Pharmaceutical Grade", "PEG 400 Cosmetic Grade", "Bottle Grade PET").
   */
  function gradeOf(matches: Match[], tokens: Token[], m: Match): boolean {
    if (tokens[m.start + m.len]?.raw !== 'grade') return false;
    return matches.some((o) => o !== m && (o.start + o.len <= m.start || o.start >= m.start + m.len) && !o.pack && !lexModifierOnly[o.entry] &&
      !bareMaterial(tokens, o) && !tokens[o.start].negated && !tokens[o.start].purpose);
  }

  /** A match followed closely by another product match in the same clause is a modifier ("Teddy Bear Magnet", "Rivet Design Soft Leather Bags"). */
  function markModifiers(matches: Match[], tokens: Token[]): void {
    clauseFirst = firstStarts(matches, tokens);
    for (const m of matches) {
      if ((cfg.LOOK_MOD && lookOf(matches, tokens, m)) || (cfg.GRADE_MOD && gradeOf(matches, tokens, m)) || matches.some((o) => modifies(matches, tokens, m, o))) {
        m.w *= cfg.MODIFIER_WEIGHT;
        m.mod = true;
      }
    }
    if (cfg.SYN_HEAD && matches.some((m) => m.mod)) {
      const heads = spanHeads(matches);
      for (const m of matches) {
        if (m.mod && namedAgain(matches, tokens, m, heads)) {
          m.w /= cfg.MODIFIER_WEIGHT;
          m.mod = false;
        }
      }
    }
  }

  /** Where the first product match of each clause starts (set by markModifiers for `modifies`). */
  let clauseFirst = new Map<number, number>();
  function firstStarts(matches: Match[], tokens: Token[]): Map<number, number> {
    const out = new Map<number, number>();
    for (const x of matches) {
      if (lexModifierOnly[x.entry]) continue;
      const c = tokens[x.start].clause;
      const cur = out.get(c);
      if (cur === undefined || x.start < cur) out.set(c, x.start);
    }
    return out;
  }

  const spanKey = (m: Match): number => m.start * 1024 + m.len;

  /** The headings the entries read at each span of words lead with, by span. */
  function spanHeads(matches: Match[]): Map<number, string[]> {
    const out = new Map<number, string[]>();
    for (const x of matches) {
      const k = spanKey(x);
      let hs = out.get(k);
      if (!hs) out.set(k, (hs = []));
      for (const h of lexMainHeads[x.entry]) if (!hs.includes(h)) hs.push(h);
    }
    return out;
  }

  /** The normalised words from start over len tokens, as lexicon phrases are keyed. */
  function phraseKey(tokens: Token[], start: number, len: number): string {
    return tokens.slice(start, start + len).map((t) => t.t).join(' ');
  }

  /**
   * Whether the goods that m names, as a modifier of other goods, are named again later by
   * another name: keyword-stuffed titles list synonyms ("Rear Brake Shoes Set Drum Brake Lining",
   * "Gear Stick Knob Shift Boot Gaiter"), so each is not the modifier of the next.
   */
  function namedAgain(matches: Match[], tokens: Token[], m: Match, heads: Map<number, string[]>): boolean {
    const tk = tokens[m.start];
    if (m.pack || tk.purpose || tk.negated || lexModifierOnly[m.entry] || isContained(matches, m) || bareMaterial(tokens, m)) return false;
    const mine = heads.get(spanKey(m))!;
    if (!mine.length) return false;
    const shares = (o: Match): boolean => heads.get(spanKey(o))!.some((h) => mine.includes(h));
    const key = phraseKey(tokens, m.start, m.len);
    return matches.some((o) => {
      if (o.start < m.start + m.len || o.pack || lexModifierOnly[o.entry] || tokens[o.start].purpose || tokens[o.start].negated || !shares(o)) return false;
      // the same words again are a repeated compound ("Cup Holder … Cup Holder"), not another name
      return !isContained(matches, o) && !bareMaterial(tokens, o) && phraseKey(tokens, o.start, o.len) !== key;
    });
  }

  /**
   * The product (head) noun: the first product match outside purpose/negated spans that is not
   * itself a modifier of a following product word; other product matches are context.
   */
  function findHead(matches: Match[], tokens: Token[]): Match | null {
    for (const m of matches) {
      const tk = tokens[m.start];
      if (m.mod || m.pack || tk.purpose || tk.negated || (tk.material && cfg.MATERIAL_SPAN_WEIGHT < 1) || lexModifierOnly[m.entry] || isContained(matches, m)) continue;
      return m;
    }
    return null;
  }

  /**
   * "strap for Huawei watch" is a watch strap, "filter for air conditioner" an air-conditioner
   * filter: the lexicon's compound of the purpose word and the product noun, when it has one,
   * becomes the head.
   */
  function forCompound(matches: Match[], tokens: Token[], head: Match | null): Match | null {
    let hs = -1;
    let hl = 0;
    if (head) [hs, hl] = [head.start, head.len];
    else {
      const firstPurpose = tokens.findIndex((t) => t.purpose);
      for (let i = firstPurpose - 1; i >= 0; i--) {
        if (!tokens[i].material && !tokens[i].negated && !MATERIAL_WORDS[tokens[i].raw]) {
          [hs, hl] = [i, 1];
          break;
        }
      }
    }
    if (hs < 0) return head;
    // the whole product phrase, then its last word ("steel strap" → "strap")
    const heads = [phraseKey(tokens, hs, hl)];
    // (not when the words dropped state a precious metal: "Platinum Wire for Thermocouple" is
    // platinum wire of 7110, not thermocouple wire of 8544)
    if (hl > 1 && !(cfg.FOR_COMPOUND_PRECIOUS && tokens.slice(hs, hs + hl - 1).some((t) => MATERIAL_WORDS[t.raw]?.includes('precious')))) heads.push(tokens[hs + hl - 1].t);
    // the first purpose span that makes a compound; in it the longest compound ("a machine for
    // making paper bags" is a paper bag machine, not a paper machine)
    let found = -1;
    let foundLen = 0;
    let foundSeg = -1;
    for (let i = 0; i < tokens.length; i++) {
      if (!tokens[i].purpose) continue;
      if (foundSeg >= 0 && tokens[i].seg !== foundSeg) break;
      const keys: [string, number][] = [];
      // (a key whose first word starts no lexicon phrase is in no phrase entry: not built, not hashed)
      const pairFirst = i > 0 && tokens[i - 1].purpose && lexByFirst.has(tokens[i - 1].t);
      const oneFirst = lexByFirst.has(tokens[i].t);
      for (const h of heads) {
        if (pairFirst) keys.push([tokens[i - 1].t + ' ' + tokens[i].t + ' ' + h, 2]);
        if (oneFirst) keys.push([tokens[i].t + ' ' + h, 1]);
      }
      for (const [k, len] of keys) {
        const e = phraseEntry.get(k);
        if (e !== undefined && (!head || e !== head.entry) && !lexModifierOnly[e]) {
          if (len > foundLen) (found = e), (foundLen = len), (foundSeg = tokens[i].seg);
          break;
        }
      }
    }
    if (found < 0) return head;
    for (const m of matches) if (m.start === hs && m.len === hl) m.w *= cfg.NONHEAD_WEIGHT;
    // the compound takes the plain reading's weakened weight, so neither outweighs the other and
    // retrieval decides (giving the compound the full weight lost 2.5 points on split A)
    const w = head ? head.w : Math.max(0.5, 1 - 0.02 * tokens[hs].pos);
    const m: Match = { start: hs, len: hl, entry: found, w, mod: false, pack: false };
    matches.push(m);
    return m;
  }

  /**
   * Rulings name the goods before what they are of: "a sheet of polyetheretherketone", "rods of
   * borosilicate glass", "the peel of sweet oranges". The lexicon's compound of the words after
   * "of" and the goods noun ("peek sheet", "borosilicate glass rod", "orange peel"), when it has
   * one, becomes the head, as the "for" compound does.
   */
  function ofCompound(matches: Match[], tokens: Token[], head: Match | null): Match | null {
    // the head's span, then each word before an "of" ("a sheet of …" when "sheet" names nothing,
    // "consists of rods of borosilicate glass")
    const spans: [number, number][] = head ? [[head.start, head.len]] : [];
    tokens.forEach((t, k) => {
      if (t.ofBefore && k > 0 && !tokens[k - 1].negated && !tokens[k - 1].purpose && !OF_QUANTITY.has(tokens[k - 1].raw) && !(head && k === head.start + head.len)) spans.push([k - 1, 1]);
    });
    for (const [hs, hl] of spans) {
      const after = hs + hl;
      // (a container before "of" holds the goods: "a box of chocolates" is no chocolate box)
      if (!tokens[after]?.ofBefore || OF_CONTAINER.has(tokens[after - 1].raw)) continue;
      const heads = [phraseKey(tokens, hs, hl)];
      if (hl > 1) heads.push(tokens[after - 1].t);
      let found = -1;
      let foundLen = 0;
      for (let o = after; o < Math.min(tokens.length, after + 3); o++) {
        for (let n = Math.min(3, after + 3 - o, tokens.length - o); n > foundLen; n--) {
          // (the words run to the end of what follows "of": "a rod of glass fibre" is no glass rod)
          if (!lexByFirst.has(tokens[o].t) || !ofPhraseEnds(tokens, o + n, tokens[after].clause) || tokens.slice(o, o + n).some((t) => t.negated || t.purpose || t.clause !== tokens[after].clause)) continue;
          const words = phraseKey(tokens, o, n);
          const e = heads.map((h) => words + ' ' + h).map((k) => (joinedKeys.has(k) ? undefined : phraseEntry.get(k))).find((x) => x !== undefined && x !== head?.entry && !lexModifierOnly[x]);
          if (e !== undefined) (found = e), (foundLen = n);
        }
      }
      if (found < 0) continue;
      for (const m of matches) if (m.start === hs && m.len === hl) m.w *= cfg.NONHEAD_WEIGHT;
      const m: Match = { start: hs, len: hl, entry: found, w: head ? head.w : Math.max(0.5, 1 - 0.02 * tokens[hs].pos), mod: false, pack: false };
      matches.push(m);
      return m;
    }
    return head;
  }

  /** Whether the phrase after an "of" ends before token k: the clause ends, or a purpose, feature, packing, quantity or another "of" follows. */
  function ofPhraseEnds(tokens: Token[], k: number, clause: number): boolean {
    const t = tokens[k];
    return !t || t.clause !== clause || t.purpose || t.accessory || t.afterIn || t.ofBefore || t.qty || t.count;
  }

  function boostTerms(q: Map<number, number>, tokens: Token[], m: Match, factor: number): void {
    for (let j = m.start; j < m.start + m.len; j++) {
      const id = vocab.lookup(tokens[j].t);
      if (id !== undefined && q.has(id)) q.set(id, q.get(id)! * factor);
    }
  }

  /** The head keeps at least HEAD_MIN_WEIGHT (and its words a boost); other product names count less. */
  function weightAroundHead(matches: Match[], tokens: Token[], head: Match, q: Map<number, number>): void {
    for (const m of matches) {
      if (lexModifierOnly[m.entry]) continue;
      if (m === head) continue;
      if (m.start === head.start && m.len === head.len) {
        m.w = Math.max(m.w, cfg.HEAD_MIN_WEIGHT);
        if (cfg.HEAD_TERM_BOOST !== 1) boostTerms(q, tokens, m, cfg.HEAD_TERM_BOOST);
      } else m.w *= cfg.NONHEAD_WEIGHT;
    }
  }

  /** Lexicon matches into the query (expansion words) and into the per-heading and per-subheading lexicon scores. */
  function applyLexicon(matches: Match[], tokens: Token[], q: Map<number, number>): void {
    lexSub.fill(0);
    lexHead.fill(0);
    lexSubBonus.fill(0);
    lexRepeat.fill(0);
    if (cfg.LEX_TERM_BOOST !== 1) {
      for (const m of matches) if (!lexModifierOnly[m.entry]) boostTerms(q, tokens, m, cfg.LEX_TERM_BOOST);
    }
    for (const m of matches) {
      if (isContained(matches, m)) continue;
      // a broad entry's expansion names many subheadings; it should not pull towards any one
      const expW = lexSubDecides[m.entry] ? cfg.EXPANSION_WEIGHT : cfg.EXPANSION_WEIGHT * cfg.BROAD_EXPANSION_FACTOR;
      const ew = expW * m.w;
      for (const [t] of lexExpansion[m.entry]) if ((q.get(t) ?? 0) < ew) q.set(t, ew);
      for (const c of lexCodes[m.entry]) {
        const v = c.weight * m.w;
        if (c.code.length === 4) {
          const hi = headIdx.get(c.code)!;
          if (v > lexHead[hi]) lexHead[hi] = v;
        } else {
          const si = subIdx.get(c.code)!;
          if (v > lexSub[si]) lexSub[si] = v;
          if (lexSubDecides[m.entry] && v > lexSubBonus[si]) lexSubBonus[si] = v;
        }
      }
    }
    if (cfg.REPEAT) repeatSupport(matches, tokens);
  }

  /**
   * A keyword-stuffed title names its goods several times ("Dent Removal Tools … Dent Puller …
   * Car …"): each further product word that names the same heading lends it support.
   */
  function repeatSupport(matches: Match[], tokens: Token[]): void {
    repeatStarts.clear();
    for (const m of matches) {
      const tk = tokens[m.start];
      if (m.pack || tk.purpose || tk.negated || tk.material || lexModifierOnly[m.entry] || isContained(matches, m)) continue;
      if (bareMaterial(tokens, m)) continue;
      const seen = new Set<number>();
      for (const c of lexCodes[m.entry]) {
        if (c.weight < cfg.REPEAT_MIN_W) continue;
        const hi = headIdx.get(c.code.slice(0, 4));
        if (hi === undefined || seen.has(hi)) continue;
        seen.add(hi);
        let st = repeatStarts.get(hi);
        if (!st) repeatStarts.set(hi, (st = []));
        if (!st.includes(m.start)) st.push(m.start);
      }
    }
    for (const [hi, st] of repeatStarts) if (st.length > 1) lexRepeat[hi] = cfg.REPEAT * Math.min(st.length - 1, 3);
  }

  // the normalisers of the last retrieval and each heading's part of a subheading's score (per
  // query; the classifier is synchronous)
  let maxS = 1e-9;
  let maxH = 1e-9;
  const headPart = new Float64Array(heads.length);

  /** A subheading's score from retrieval and the lexicon alone (before the rules and reranking). */
  function baseScore(si: number): number {
    const hi = subHead[si];
    const lex = Math.max(lexSub[si], hi >= 0 ? lexHead[hi] : 0) + cfg.LEX_SUB_BONUS * lexSubBonus[si] + (hi >= 0 ? lexRepeat[hi] : 0);
    return accSub[si] / maxS + (hi >= 0 ? headPart[hi] : 0) + cfg.SCORE_LEX * lex;
  }

  /** BM25 over subheadings and headings combined with the lexicon scores; the best RERANK_K candidates. */
  function retrieve(q: Map<number, number>): Scored[] {
    accSub.fill(0);
    accHead.fill(0);
    subIndex.accumulate(q, accSub);
    headIndex.accumulate(q, accHead);
    maxS = 1e-9;
    maxH = 1e-9;
    for (let i = 0; i < accSub.length; i++) if (accSub[i] > maxS) maxS = accSub[i];
    for (let i = 0; i < accHead.length; i++) if (accHead[i] > maxH) maxH = accHead[i];
    for (let h = 0; h < accHead.length; h++) headPart[h] = (cfg.SCORE_HEADING * accHead[h]) / maxH;
    // the best RERANK_K, best first, the earlier subheading first on a tie. They are kept in a
    // binary heap whose root is the weakest kept: a long text puts hundreds of subheadings into
    // the running best, and shifting a sorted buffer for each was the largest cost of retrieval
    let n = 0;
    for (let i = 0; i < subs.length; i++) {
      const s = baseScore(i);
      if (s <= 0) continue;
      if (n < RERANK_K) heapUp(n++, s, i);
      // (a tie with the weakest kept keeps it: it is the earlier subheading)
      else if (s > topS[0]) heapDown(n, s, i);
    }
    // popping the weakest first gives them in reverse order
    const top: Scored[] = [];
    for (let m = n; m > 0; m--) {
      top.push({ i: topI[0], s: topS[0] });
      heapDown(m - 1, topS[m - 1], topI[m - 1]);
    }
    top.reverse();
    return top;
  }

  /** Whether (sa, ia) ranks below (sb, ib): a lower score, or on a tie the later subheading. */
  function weaker(sa: number, ia: number, sb: number, ib: number): boolean {
    return sa < sb || (sa === sb && ia > ib);
  }
  /** Places (s, i) at slot j of the candidate heap and lifts it above any stronger parent. */
  function heapUp(j: number, s: number, i: number): void {
    while (j > 0) {
      const p = (j - 1) >> 1;
      if (!weaker(s, i, topS[p], topI[p])) break;
      topS[j] = topS[p];
      topI[j] = topI[p];
      j = p;
    }
    topS[j] = s;
    topI[j] = i;
  }
  /** Puts (s, i) at the root of the first n slots of the candidate heap and sinks it below any weaker child. */
  function heapDown(n: number, s: number, i: number): void {
    let j = 0;
    for (;;) {
      let c = 2 * j + 1;
      if (c >= n) break;
      if (c + 1 < n && weaker(topS[c + 1], topI[c + 1], topS[c], topI[c])) c++;
      if (!weaker(topS[c], topI[c], s, i)) break;
      topS[j] = topS[c];
      topI[j] = topI[c];
      j = c;
    }
    topS[j] = s;
    topI[j] = i;
  }

  // the candidate with the best score so far, and raising a subheading to a score (adding it
  // to the candidates when absent): the rules below move goods between headings with them
  function leader(top: Scored[]): Scored {
    let a = top[0];
    for (const c of top) if (c.s > a.s) a = c;
    return a;
  }
  function raiseTo(top: Scored[], si: number, s: number): void {
    const found = top.find((x) => x.i === si);
    if (found) found.s = Math.max(found.s, s);
    else top.push({ i: si, s });
  }
  /** A subheading's score among the candidates, or its base score when it is not one. */
  function scoreOf(top: Scored[], si: number): number {
    return top.find((x) => x.i === si)?.s ?? baseScore(si);
  }
  /** Of some subheadings, the one scoring best (scoreOf), or -1 when there are none. */
  function bestOf(top: Scored[], sis: Iterable<number>): number {
    let best = -1;
    let bestS = -Infinity;
    for (const si of sis) {
      const sc = scoreOf(top, si);
      if (sc > bestS) (bestS = sc), (best = si);
    }
    return best;
  }
  function addBoost(top: Scored[], si: number, boost: number): void {
    const found = top.find((x) => x.i === si);
    if (found) found.s += boost;
    else top.push({ i: si, s: Math.max(0, baseScore(si)) + boost });
  }

  /**
   * Raises heading h's subheadings so that its best one scores s and the others keep their
   * distance below it (the goods keep their place; their own wording still picks the subheading).
   */
  function moveHeadingTo(top: Scored[], h: string, s: number): void {
    moveGroupTo(top, subsOfHeading(h), s);
  }

  /** Raises a group of subheadings so that its best one scores s and the others keep their distance below it. */
  function moveGroupTo(top: Scored[], members: readonly number[], s: number): void {
    const own = members.map((si) => scoreOf(top, si));
    const maxOwn = Math.max(...own);
    members.forEach((si, k) => raiseTo(top, si, s + (own[k] - maxOwn)));
  }

  /** The subheadings of heading h (none for a heading the nomenclature lacks). */
  function subsOfHeading(h: string): readonly number[] {
    return subsByHead[headIdx.get(h) ?? -1] ?? [];
  }

  /** The subheadings whose code starts with prefix (at least a heading: "61043" is the women's knitted jackets). */
  function subsUnder(prefix: string): readonly number[] {
    return subsOfHeading(prefix.slice(0, 4)).filter((si) => subs[si].code.startsWith(prefix));
  }

  /** Goods named by the lexicon under one material's heading, made of another material. */
  function parallelMaterial(top: Scored[], head: Match, attrs: QueryAttributes, description: string): void {
    let hint = 0;
    let heading = '';
    for (const c of lexCodes[head.entry]) if (c.weight > hint) [hint, heading] = [c.weight, c.code.slice(0, 4)];
    // "zinc plated", "brass plated": a plating is not the material of screws or fittings
    const steelMoves = cfg.STEEL_PARALLELS > 0 && !PLATED.test(foldText(description));
    let par = heading ? parallelHeadings(heading, attrs.materials, 0.6, steelMoves) : null;
    // the lexicon named the goods under the stated material but another member of the family
    // leads ("plastic clothes hangers" led by wooden hangers 4421.10): same move from the leader
    if (!par && top.length) {
      const leadHeading = subs[leader(top).i].code.slice(0, 4);
      if (leadHeading !== heading) {
        const p2 = parallelHeadings(leadHeading, attrs.materials, 0.6, steelMoves);
        if (p2 && p2.targets.includes(heading)) par = p2;
      }
    }
    // garments "of plastics" only when a plastic is named outright: PU or faux leather garments
    // are garments of coated textile fabric (chapters 61, 62), not 3926 or 4203
    if (par && par.targets.includes('3926') && par.others.includes('6101') && !PLAIN_PLASTIC.test(foldText(description))) {
      par = /^6[12]/.test(heading) ? null : { targets: par.others.filter((h) => /^6[12]/.test(h)), others: par.others.filter((h) => !/^6[12]/.test(h)) };
    }
    if (!par) return;
    // where the lexicon itself names the goods under some of the stated material's headings
    // (a belt: 4203, or 6217 of textile), those are the parallel, not the whole family (not the
    // textile garments of 6201–6211 for a cotton belt)
    if (cfg.PARALLEL_LEX_NAMED) {
      const lexNamed = par.targets.filter((t) => lexCodes[head.entry].some((c) => c.code.startsWith(t)));
      if (lexNamed.length) par = { targets: lexNamed, others: par.others };
    }
    // the goods keep their place among the candidates: the parallel heading of the stated
    // material takes the best score of the family's other headings, its subheadings in the
    // order of their own scores
    const other = new Set(par.others.map((h) => headIdx.get(h)));
    let named = -Infinity;
    for (const c of top) if (other.has(subHead[c.i]) && c.s > named) named = c.s;
    if (named === -Infinity) return;
    // garments of leather: the 4203 line of the kind of garment named (a leather tie is a clothing
    // accessory, 4203.40, not gloves), not the 4203 line retrieval likes best
    const kind = cfg.LEATHER_KIND && par.targets.includes('4203') ? leatherKind(heading) : '';
    for (const t of par.targets) {
      if (t === '4203' && kind) moveGroupTo(top, subsUnder(kind), named + cfg.PARALLEL_MATERIAL);
      else moveHeadingTo(top, t, named + cfg.PARALLEL_MATERIAL);
    }
  }

  /** The 4203 line (or lines) for leather goods of a textile garment heading: gloves, clothing accessories or apparel. */
  function leatherKind(heading: string): string {
    if (heading === '6116' || heading === '6216') return '42032';
    if (['6117', '6212', '6213', '6214', '6215', '6217'].includes(heading)) return '420340';
    return /^6[12](0\d|1[0-4])$/.test(heading) ? '420310' : '';
  }

  /** The account's labelled examples: similar earlier descriptions lend their codes a boost. */
  function accountExamples(top: Scored[], accountId: string, description: string): void {
    const acc = accounts.get(accountId);
    if (!acc || !acc.examples.length) return;
    const qv = exampleVector(description);
    let qn = 0;
    for (const w of qv.values()) qn += w * w;
    qn = Math.sqrt(qn);
    const dots = new Map<number, number>();
    for (const [t, w] of qv) {
      const p = acc.postings.get(t);
      if (!p) continue;
      for (const id of p) dots.set(id, (dots.get(id) ?? 0) + w * (acc.examples[id].vec.get(t) ?? 0));
    }
    const bestBySub = new Map<number, number>();
    for (const [id, dot] of dots) {
      const ex = acc.examples[id];
      const sim = dot / (qn * ex.norm || 1);
      if (sim < 0.35) continue;
      const si = subIdx.get(ex.hs6)!;
      if (sim > (bestBySub.get(si) ?? 0)) bestBySub.set(si, sim);
    }
    for (const [si, sim] of bestBySub) addBoost(top, si, cfg.SCORE_EXAMPLE * sim * sim);
  }

  /** A part named for a machine or apparatus ("replacement roller head for electric foot file") goes to that machine's parts subheadings. */
  function partsFor(top: Scored[], matches: Match[], tokens: Token[], head: Match | null): void {
    let cue = !head || PART_GENERIC.has(lastToken(tokens, head).raw);
    for (const tk of tokens) if (!tk.purpose && PART_WORDS.has(tk.raw)) cue = true;
    // "Doorbell Replacement Chime Unit Part For Wireless Door Bell", "Circuit Breaker Arc Chute
    // Replacement Part For MCCB": a machine named before "part(s)" or "spare(s)" is the machine
    // the goods belong to
    // (not "Cycling Parts", "Watch Mod Parts" closing a listing: a shop's category, not the goods)
    // (nor "Replacement Switch … Spare Part": a title that opens with "replacement" names the goods first)
    // ("Spare Parts Kit for …" does say parts)
    const partAt = cfg.MACHINE_BEFORE_PART && !(tokens.length > 1 && (tokens[0].raw === 'replacement' || tokens[0].raw === 'spare') && !PART_NOUNS.has(tokens[1].raw))
      ? tokens.findIndex((tk, k) => !tk.negated && PART_NOUNS.has(tk.raw) && tokens[k + 1]?.clause === tk.clause)
      : -1;
    const before = (m: Match): boolean => partAt >= 0 && m.start + m.len <= partAt && tokens[m.start].clause === tokens[partAt].clause;
    // "a mixing hook, a part of an industrial dough mixer": "part of" opened a purpose span
    const partOf = tokens.some((tk) => tk.partOf);
    if (partAt >= 0 || partOf) cue = true;
    // Section XVI note 2(a): a part that is itself goods of a heading of chapter 84 or 85
    // (a battery, a motor, a switch) stays in that heading
    if (cfg.NOTE_2A && head && !before(head) && !PART_GENERIC.has(lastToken(tokens, head).raw)) {
      // (a dough hook named as parts of food processors, 8509.90, is not such goods)
      const cs = lexCodes[head.entry];
      if (cs.length && cs.every((c) => /^8[45]/.test(c.code) && !PARTS_HEADINGS.has(c.code.slice(0, 4)) && !(c.code.length === 6 && partSub[subIdx.get(c.code)!]))) cue = false;
    }
    if (!cue) return;
    let target = -1;
    let best = 0;
    for (const m of matches) {
      if (!(tokens[m.start].purpose || before(m)) || lexModifierOnly[m.entry] || isContained(matches, m)) continue;
      for (const c of lexCodes[m.entry]) {
        const hi = headIdx.get(c.code.slice(0, 4))!;
        if (!tokens[m.start].purpose && partsHeadings.has(hi)) continue;
        const v = c.weight * m.w;
        if (partsOf.has(hi) && v > best) {
          best = v;
          target = hi;
        }
      }
    }
    if (target < 0 || !top.length) return;
    const parts = partsOf.get(target)!;
    // the text says outright that the goods are a part of a machine: its parts line leads, unless
    // they were read as a part already (a clutch disc, 8708.93) or the goods are parts of general
    // use, which Section XV note 2 keeps in their own headings
    const lead = leader(top);
    const leadHead = subHead[lead.i];
    const general = !!head && lexCodes[head.entry].length > 0 && lexCodes[head.entry].every((c) => GENERAL_USE.has(c.code.slice(0, 4)));
    // ("RC Car Parts … Drive Shaft … RC Truck": a listing's "parts" moves only goods read as the machine)
    const strong = partOf || (partAt >= 0 && leadHead === target);
    if (strong && cfg.PART_OF_MOVE && !general && !partSub[lead.i] && !partsHeadings.has(leadHead) && !parts.includes(lead.i)) {
      raiseTo(top, bestOf(top, parts), lead.s + cfg.PART_OF_MOVE);
    }
    for (const si of parts) addBoost(top, si, cfg.PARTS_BOOST);
  }

  /**
   * Meat, fish, vegetables and fruit go by the state the text gives them (chapters 2, 3, 7, 8
   * and 16): fresh salmon is 0302, frozen 0303, smoked 0305, canned 1604. When the leader's own
   * wording names another state, the best candidate of the same kind of goods that names the
   * stated one takes the lead.
   */
  function foodStateMove(top: Scored[], tokens: Token[]): void {
    const lead = leader(top);
    const have = foodState[lead.i];
    if (!have) return;
    const fam = foodFamily(subs[lead.i].code);
    let want = textFoodState(tokens, subs[lead.i].code);
    // (preparations may be frozen: surimi crab sticks, frozen, stay 1604)
    if (have & FOOD_PREPARED && want === FOOD_FROZEN) want = 0;
    // whole fish (0302, 0303) or fillets and fish meat (0304, 0305.3x)
    const cut = fam === '03' ? textFishCut(tokens) : 0;
    const cutOk = (m: number): boolean => !cut || !(m & (cut === FOOD_WHOLE ? FOOD_MEAT : FOOD_WHOLE));
    if ((!want || have & want) && cutOk(have)) return;
    const state = want || have & FOOD_STATES;
    const ok = foodByFamily.get(fam)!.filter((si) => foodState[si] & state && cutOk(foodState[si]));
    const best = bestOf(top, ok);
    if (best >= 0 && scoreOf(top, best) >= lead.s - cfg.FOOD_STATE_REACH) raiseTo(top, best, lead.s + cfg.FOOD_STATE);
  }

  /**
   * Vegetables, fruit and nuts roasted, fried, salted, candied … are preparations of chapter 20
   * (chapter 7 and 8 notes): the goods keep their score under 2004/2005 or 2006/2008.
   */
  function preparedFood(top: Scored[], tokens: Token[]): void {
    const lead = leader(top);
    const ch = subs[lead.i].code.slice(0, 2);
    if (ch !== '07' && ch !== '08') return;
    // (or put up in a medium: "peaches in light syrup", "tomatoes in olive oil")
    // ("dried yam chips" are dried slices, "oil coated" raisins coated to keep them apart)
    const driedOnly = statesWord(tokens, DRIED_WORDS) && !statesWord(tokens, FRIED_WORDS);
    const prepared = (t: Token, k: number): boolean =>
      PREPARED_WORDS.has(t.raw) && !(driedOnly && (t.raw === 'chips' || t.raw === 'crisps')) && !(t.raw === 'coated' && tokens[k - 1]?.raw === 'oil');
    const states = (t: Token, k: number): boolean => !t.purpose && !t.negated && (prepared(t, k) || (t.material && MEDIA.has(t.raw)));
    if (!tokens.some(states)) return;
    // a text that denies a preparation before it states one ("have not been cooked, roasted or
    // peeled": the list after the comma is still denied) is about the goods unprepared;
    // "roasted, not salted" is roasted
    const denied = tokens.findIndex((t) => t.negated && (PREPARED_WORDS.has(t.raw) || t.raw === 'prepared'));
    if (denied >= 0 && !tokens.slice(0, denied).some(states)) return;
    // goods provisionally preserved (in brine, in sulphur dioxide water) stay in 0711 and 0812
    if (tokens.some((t, k) => t.raw === 'provisionally' && tokens[k + 1]?.raw === 'preserved')) return;
    // tomatoes and mushrooms have headings of their own (2002, 2003)
    const code = subs[lead.i].code;
    const own = code.startsWith('0702') ? '2002' : /^07(095|1231|1232|1233|1234|1239)/.test(code) ? '2003' : '';
    // (vegetables and fruit prepared or preserved by vinegar are 2001)
    const vinegar = tokens.some((t) => !t.negated && (t.raw === 'vinegar' || t.raw === 'pickled'));
    const targets = vinegar ? ['2001'] : own ? [own] : ch === '07' ? ['2004', '2005'] : ['2008', '2006'];
    const frozen = tokens.some((t) => t.raw === 'frozen');
    // (the best of the prepared lines leads; the others keep a tenth of their distance to it)
    const best = Math.max(...targets.flatMap(subsOfHeading).map((si) => baseScore(si)));
    targets.forEach((h, k) => {
      const hi = headIdx.get(h);
      if (hi === undefined) return;
      // 2004 is frozen, 2005 not; 2008 takes nuts and most fruit, 2006 candied fruit
      const pref = ch === '07' ? (frozen === (h === '2004') ? 0 : -0.1) : k === 0 ? 0 : -0.1;
      for (const si of subsByHead[hi]) raiseTo(top, si, lead.s + cfg.PREPARED_FOOD + pref + (baseScore(si) - best) * 0.1);
    });
  }

  /**
   * Babies' garments and clothing accessories go to 6111 (knitted) or 6209 (not knitted)
   * whatever the garment (chapter 61 note 6, chapter 62 note 4).
   */
  function babyGarments(top: Scored[]): void {
    const lead = leader(top);
    const ch = subs[lead.i].code.slice(0, 2);
    if ((ch !== '61' && ch !== '62') || BABY_HEADINGS.has(subs[lead.i].code.slice(0, 4))) return;
    for (const h of BABY_HEADINGS) {
      const hi = headIdx.get(h);
      if (hi === undefined) continue;
      for (const si of subsByHead[hi]) {
        const found = top.find((x) => x.i === si);
        raiseTo(top, si, Math.max(found?.s ?? lead.s, lead.s) + cfg.BABY_BOOST);
      }
    }
  }

  /**
   * A garment the text says is woven (or knitted) goes from its chapter 61 heading to the chapter
   * 62 heading for the same garment (or back): the chapters split the same goods by knitting.
   */
  function knitParallel(top: Scored[], knit: 'knit' | 'woven'): void {
    const lead = leader(top);
    const h = subs[lead.i].code.slice(0, 4);
    const targets = knit === 'woven' ? KNIT_TO_WOVEN[h] : WOVEN_TO_KNIT[h];
    if (!targets) return;
    // (two parallel headings, 6211 → 6112 track and ski suits and 6114 other garments, move as one
    // group: the one that scored better so far stays ahead)
    moveGroupTo(top, targets.flatMap(subsOfHeading), lead.s + cfg.KNIT_PARALLEL);
  }

  /**
   * A garment of fabric coated or laminated with plastics or rubber (headings 5903, 5906, 5907)
   * goes to 6113 when knitted and to 6210 when not (chapter 61 and 62 headings; "a jacket of
   * knitted polyester coated with polyurethane"). Knitted gloves so coated are 6116.10.
   */
  function coatedGarment(top: Scored[], tokens: Token[]): void {
    if (!statesWord(tokens, COATED_WORDS) || !statesWord(tokens, COATING_MATERIALS)) return;
    const lead = leader(top);
    const h = subs[lead.i].code.slice(0, 4);
    // (garments only: hosiery, gloves, shawls, ties and other clothing accessories are not
    // garments of 61.13 or 62.10)
    const garments = cfg.COATED_NOT_ACCESSORY ? [/^61(0[1-9]|1[024])$/, /^62(0[1-8]|1[12])$/] : [/^61(0[1-9]|1[02-7])$/, /^62(0[1-8]|1[1-7])$/];
    const target = garments[0].test(h) ? '6113' : garments[1].test(h) ? '6210' : '';
    if (target) moveHeadingTo(top, target, lead.s + cfg.COATED_GARMENT);
    else if (cfg.COATED_NOT_ACCESSORY && h === '6116' && subs[lead.i].code !== '611610') raiseTo(top, subIdx.get('611610')!, lead.s + cfg.COATED_GARMENT);
  }

  /**
   * Made-up textiles and garments (chapters 56–63) split by fibre: when the stated shares make one
   * fibre more than half and the leader names another, its sibling of that fibre leads
   * ("gloves knitted of 80 percent wool and 20 percent nylon" are 6116.91, not .93).
   */
  function fibreSibling(top: Scored[], measures: Measures, main: (typeof FIBRE_CLASSES)[number]): void {
    const lead = leader(top);
    const hi = subHead[lead.i];
    if (hi < 0 || !/^(5[6-9]|6[0-3])/.test(subs[lead.i].code)) return;
    const synthetic = (measures.get('share:synthetic')?.[0] ?? 0) >= (measures.get('share:artificial')?.[0] ?? 0);
    const want: Material[] = main === 'manmade' ? ['manmade', synthetic ? 'synthetic' : 'artificial'] : [main === 'flax' ? 'vegtextile' : main];
    const fibres = (si: number): Material[] => [...tags[si].materials].filter((m) => TEXTILE_MATERIALS.has(m) && m !== 'textile');
    const mine = fibres(lead.i);
    if (!mine.length || mine.some((m) => want.includes(m))) return;
    // the same goods of that fibre: a sibling whose wording, fibres aside, is the leader's
    // (not the cotton track suits of 6112.11 for cotton swimwear)
    const wording = signedWords(lead.i, FIBRE_STEMS);
    const same = subsByHead[hi].filter((si) => fibres(si).some((m) => want.includes(m)) && jaccard(signedWords(si, FIBRE_STEMS), wording) >= 0.6);
    const best = bestOf(top, same);
    if (best >= 0) raiseTo(top, best, lead.s + cfg.FIBRE_SIBLING);
  }

  /**
   * Subheadings split by a measured quantity the text states: within the headings of the best
   * candidates, those whose bounds hold gain and those whose bounds fail lose ("Cold-rolled
   * stainless steel sheets, 0.8 mm thick, 1219 mm wide" is 7219.34, not .35).
   */
  function measuredBounds(top: Scored[], description: string, tokens: Token[]): void {
    const measures = readMeasures(description);
    if (!measures.size) return;
    // textile materials of chapters 50–55 in a mixture go by the fibre that predominates (Section
    // XI note 2): "65% polyester 35% cotton" woven fabric is chapter 55, not 52
    const chapters = cfg.FIBRE_PREDOMINANT ? predominantChapters(measures) : null;
    // the fibre class the stated shares make more than half, if any
    const main = FIBRE_CLASSES.find((f) => (measures.get(`share:${f}`)?.[0] ?? 0) > 50);
    if (chapters) {
      for (const c of top) {
        const ch = subs[c.i].code.slice(0, 2);
        if (ch >= '50' && ch <= '55' && !chapters.includes(ch)) c.s -= cfg.FIBRE_PREDOMINANT;
      }
      // a leader that still names the fibre the composition says does not predominate gives way
      // to the best candidate of the predominant fibre's chapters
      // (only when the stated shares show that fibre is more than half: "wool blended with 35% acrylic" states one share)
      if (cfg.FIBRE_MOVE && main) {
        const lead = leader(top);
        const lch = subs[lead.i].code.slice(0, 2);
        if (lch >= '50' && lch <= '55' && !chapters.includes(lch)) {
          const best = bestOf(top, top.filter((c) => chapters.includes(subs[c.i].code.slice(0, 2))).map((c) => c.i));
          if (best >= 0) raiseTo(top, best, lead.s + cfg.FIBRE_MOVE);
        }
      }
    }
    if (cfg.FIBRE_SIBLING && main) fibreSibling(top, measures, main);
    const ranked = [...top].sort((a, b) => b.s - a.s);
    const lead = ranked[0];
    const leadScore = lead.s;
    const lh = subHead[lead.i];
    // whether the leader fails its bounds while no member of its heading fits them
    let leadHeadingFails = false;
    const seen = new Set<number>();
    for (const c of ranked) {
      const hi = subHead[c.i];
      if (hi < 0 || seen.has(hi)) continue;
      seen.add(hi);
      if (seen.size > MEASURE_HEADINGS) break;
      const fits = subsByHead[hi].map((si) => (bounds[si].length ? fitBounds(bounds[si], measures) : 0));
      if (hi === lh) leadHeadingFails = fits[subsByHead[hi].indexOf(lead.i)] < 0 && !fits.includes(1);
      if (!fits.includes(-1)) continue;
      // a member is raised only where the stated values tell the members apart
      const apart = fits.includes(1);
      subsByHead[hi].forEach((si, k) => {
        if (fits[k] > 0 && apart) addBoost(top, si, cfg.MEASURE_FIT);
        else if (fits[k] < 0) {
          const found = top.find((x) => x.i === si);
          if (found) found.s -= cfg.MEASURE_MISS;
        }
      });
    }
    // the leader fails its bounds while a sibling fits them: the stated value decides the split
    // ("Three Phase Motor 0.75KW" is 8501.51 however strongly the lexicon named 8501.52)
    // (the same goods of another size: a sibling whose wording is the leader's but for the bounds,
    // not the universal AC/DC motors of 8501.20 for a DC motor of 500 kW)
    if (cfg.MEASURE_SIBLING && !leadHeadingFails && lh >= 0 && bounds[lead.i].length && fitBounds(bounds[lead.i], measures) < 0) {
      const similar = (si: number): boolean => jaccard(ownPos[si], ownPos[lead.i]) >= MEASURE_SIBLING_SIMILAR;
      // (nor one that denies what the text states: "not frozen" for frozen concentrated orange juice)
      const stated = new Set(tokens.filter((t) => !t.negated && !t.purpose).map((t) => t.t));
      const denies = (si: number): boolean => [...ownNeg[si]].some((t) => stated.has(t) && !ownPos[si].has(t));
      const best = bestOf(top, subsByHead[lh].filter((si) => bounds[si].length && fitBounds(bounds[si], measures) > 0 && similar(si) && !denies(si)));
      if (best >= 0 && scoreOf(top, best) >= leader(top).s - cfg.MEASURE_SIBLING_REACH) raiseTo(top, best, leader(top).s + cfg.MEASURE_SIBLING);
    }
    // the leader's whole heading fails: the chapter's heading for the stated size takes its place
    // (sawn wood "4 mm thick" is 4408, not 4407; cotton fabric "250 g/m2" is 5209, not 5208)
    if (cfg.MEASURE_MOVE && leadHeadingFails) {
      const fitting = (boundedByChapter.get(subs[lead.i].code.slice(0, 2)) ?? []).filter((si) => subHead[si] !== lh && fitBounds(bounds[si], measures) > 0);
      const best = bestOf(top, fitting);
      if (best >= 0) raiseTo(top, best, leadScore);
    }
  }

  /** Hats of straw, raffia, seagrass … are plaited or made of strips (6504), not of textile fabric (6505). */
  function plaitedHeadgear(top: Scored[], tokens: Token[]): void {
    const h = subs[leader(top).i].code.slice(0, 4);
    if (h !== '6505' && h !== '6506') return;
    if (!statesWord(tokens, PLAITING_WORDS)) return;
    moveHeadingTo(top, '6504', leader(top).s + cfg.PLAITED_HEADGEAR);
  }

  /**
   * Yarn in skeins or balls for hand knitting and crochet is "put up for retail sale" (Section XI
   * note 4): cotton 5205/5206 → 5207, wool 5106–5108 → 5109, staple fibres 5509/5510 → 5511,
   * filament 5402/5403 → 5406, silk 5004/5005 → 5006.
   */
  function retailYarn(top: Scored[], tokens: Token[]): void {
    const lead = leader(top);
    const target = RETAIL_YARN_HEADING[subs[lead.i].code.slice(0, 4)];
    if (!target || !namesWord(tokens, RETAIL_YARN_WORDS)) return;
    moveHeadingTo(top, target, lead.s + cfg.RETAIL_YARN);
  }

  /**
   * A lexicon entry that names the subheading of one material ("awning" → 6306.12, of synthetic
   * fibres) says what such goods are usually made of; a material the text states decides instead
   * ("cotton canvas awning" is 6306.19), when a sibling subheading is of that material.
   */
  function statedMaterial(top: Scored[], attrs: QueryAttributes): void {
    const lead = leader(top);
    const hi = subHead[lead.i];
    if (hi < 0 || lexSub[lead.i] <= lexHead[hi]) return;
    // a specific material the text states with weight ("textile" or "metal" alone decides nothing)
    // ("acrylic" and "polyethylene" are plastics, but in the textile chapters they are synthetic fibres)
    const textiles = /^(5\d|6[0-3])/.test(subs[lead.i].code);
    const stated = [...attrs.materials].filter(([m]) => m !== 'textile' && m !== 'basemetal' && !(textiles && m === 'plastic')).map(([m]) => m);
    const has = (si: number): boolean =>
      stated.some((m) => tags[si].materials.has(m) || tags[si].otherThan.has(m) || (STATED_METALS.has(m) && tags[si].materials.has('basemetal')));
    if (!stated.length || has(lead.i) || materialAgreement(attrs.materials, tags[lead.i].materials) >= 0) return;
    const agreeing = subsByHead[hi].filter((si) => si !== lead.i && has(si));
    const best = bestOf(top, agreeing);
    if (best >= 0) raiseTo(top, best, lead.s + cfg.STATED_MATERIAL);
  }

  /**
   * An ensemble (chapter 61 note 3(b), chapter 62 note 3(b)) is a set of garments of identical
   * fabric put up for retail sale: one for the upper body and one or two for the lower ("Two
   * Piece Set Crop Top and Wide Leg Pants", "co-ord set"). Its group of the heading for the
   * gender and the knitting leads; the attributes then choose the fibre. Suits (a suit coat or
   * blazer), sleepwear and babies' sets keep their own headings.
   */
  function ensemble(top: Scored[], description: string, attrs: QueryAttributes): void {
    const lead = leader(top);
    const h = subs[lead.i].code.slice(0, 4);
    if (!ENSEMBLE_FROM.has(h) || attrs.gender === 'baby') return;
    const folded = foldText(description);
    if (!ENSEMBLE_CUE.test(folded) || NOT_ENSEMBLE.test(folded)) return;
    const man = attrs.gender ? attrs.gender === 'man' : MENS_HEADINGS.has(h);
    const target = `${h.slice(0, 2)}0${man ? '3' : '4'}2`;
    // (the score is fixed before the raise: the leader may be one of the group)
    moveGroupTo(top, subsUnder(target), lead.s + cfg.ENSEMBLE);
  }

  /**
   * Chapter 29 note 1: a separate chemically defined compound stays in chapters 28–29 whatever
   * its use. A text that trades it in bulk (a CAS number, "API", "pharmaceutical intermediate")
   * and names no dose or preparation is the compound, not the medicament, sweetener, perfume or
   * insecticide its use words point to; the best candidate of chapters 28–29 within reach leads.
   */
  function bulkChemical(top: Scored[], description: string): void {
    const lead = leader(top);
    const ch = subs[lead.i].code.slice(0, 2);
    if (ch === '28' || ch === '29' || !PREPARATION_CHAPTERS.test(subs[lead.i].code)) return;
    const folded = foldText(description);
    if (!BULK_CHEMICAL_CUE.test(folded) || DOSE_CUE.test(folded)) return;
    const best = bestOf(top, top.filter((c) => /^2[89]/.test(subs[c.i].code)).map((c) => c.i));
    if (best >= 0 && scoreOf(top, best) >= lead.s - cfg.BULK_CHEMICAL_REACH) raiseTo(top, best, lead.s + cfg.BULK_CHEMICAL);
  }

  /**
   * Blazers, sport coats and tailored jackets with lapels are the "jackets and blazers" of the
   * suit headings (6103.3x, 6104.3x, 6203.3x, 6204.3x), not the anoraks and wind-jackets of
   * 6101, 6102, 6201 and 6202 that a bare "jacket" leads to.
   */
  function tailoredJacket(top: Scored[], description: string, attrs: QueryAttributes): void {
    const lead = leader(top);
    const h = subs[lead.i].code.slice(0, 4);
    if (!COAT_HEADINGS.has(h) || attrs.gender === 'baby') return;
    // (overcoats have lapels too: the tailoring alone says jacket only when no coat is named)
    const folded = foldText(description);
    if (!BLAZER_CUE.test(folded) && !(TAILORED_CUE.test(folded) && !OVERCOAT_CUE.test(folded))) return;
    const man = attrs.gender ? attrs.gender === 'man' : h === '6101' || h === '6201';
    const target = `${h.slice(0, 2)}0${man ? '3' : '4'}3`;
    moveGroupTo(top, subsUnder(target), lead.s + cfg.TAILORED_JACKET);
  }

  /**
   * Headings 6103, 6104, 6203 and 6204 group their subheadings by garment (suits, ensembles,
   * jackets, dresses, skirts, trousers) and then by fibre; the fibre must not carry the goods
   * into another garment's group ("a women's knitted skirt of rayon" has no artificial-fibre
   * skirt line and is 6104.59, not the rayon dresses of 6104.44). A suit needs a suit jacket or
   * blazer and the text's own word "suit"; the other groups follow the head noun.
   */
  function garmentGroup(top: Scored[], description: string, tokens: Token[], head: Match | null): void {
    const lead = leader(top);
    const code = subs[lead.i].code;
    const h = code.slice(0, 4);
    if (!SUIT_HEADINGS.has(h)) return;
    const women = h === '6104' || h === '6204';
    const folded = foldText(description);
    let group = '';
    // (a text that calls the set an ensemble, or says it is not a suit, is left to the ensemble rule)
    if (SUIT_WORD.test(folded) && SUIT_JACKET.test(folded) && (LOWER_GARMENT.test(folded) || PIECES.test(folded)) && !/\bensembles?\b|\bnot (?:a )?suits?\b/.test(folded)) group = '1';
    // (an ensemble the text describes as a set stays one)
    else if ((code[4] === '2' && ENSEMBLE_CUE.test(folded)) || !head) return;
    else {
      const noun = lastToken(tokens, head).raw;
      if (/^(jackets?|blazers?|coats?)$/.test(noun)) group = '3';
      else if (women && /^(dress|dresses|gowns?|sundress(?:es)?)$/.test(noun)) group = '4';
      else if (women && /^skirts?$/.test(noun)) group = '5';
      else if (/^(trousers|pants|slacks|jeans|shorts|breeches|overalls|dungarees|culottes)$/.test(noun)) group = women ? '6' : '4';
    }
    if (!group || code[4] === group) return;
    moveGroupTo(top, subsUnder(h + group), lead.s + cfg.GARMENT_GROUP);
  }

  /**
   * Garment headings come in pairs, men's or boys' and women's or girls' (6101/6102 … 6207/6208):
   * a text that names one gender only, led by the other gender's heading (a shared lexicon entry
   * or the knitted/woven move chose it), goes to its own gender's heading.
   */
  function genderPair(top: Scored[], description: string, attrs: QueryAttributes): void {
    if (attrs.gender !== 'man' && attrs.gender !== 'woman') return;
    const lead = leader(top);
    const h = subs[lead.i].code.slice(0, 4);
    const pair = GENDER_PAIRS[h];
    if (!pair || pair.gender === attrs.gender) return;
    const folded = foldText(description);
    if (MALE_WORDS.test(folded) && FEMALE_WORDS.test(folded)) return;
    moveGroupTo(top, subsOfHeading(pair.other), lead.s + cfg.GENDER_PAIR);
  }

  /**
   * Machine-tools of 8456–8463 split into numerically controlled and other lines ("Lathes,
   * horizontal, numerically controlled" / "other than numerically controlled"). A text that says
   * CNC (or manual) goes to the sibling on its side whose wording otherwise matches the leader's.
   */
  function numericalControl(top: Scored[], description: string): void {
    const lead = leader(top);
    if (!/^84(5[6-9]|6[0-3])/.test(subs[lead.i].code)) return;
    const folded = foldText(description);
    const want = NOT_NC_CUE.test(folded) ? -1 : NC_CUE.test(folded) ? 1 : 0;
    if (want) sideMove(top, NC_STEM, want, NC_WORDS, cfg.NC_MOVE, true);
  }

  /**
   * Made-up textile articles of 6301–6304 split by knitted or not within their heading
   * ("Bed linen, knitted or crocheted" 6302.10): a text that says knitted (jersey) goes to the
   * knitted sibling whose wording otherwise matches the leader's.
   */
  function knitSibling(top: Scored[]): void {
    const lead = leader(top);
    // (mosquito nets of 6304.20 are knitted or not)
    if (!/^630[1-4]/.test(subs[lead.i].code) || subs[lead.i].code === '630420') return;
    sideMove(top, KNIT_STEM, 1, KNIT_WORDS, cfg.KNIT_SIBLING);
  }

  /**
   * A qualifier the text states ("printed", "embroidered", "bleached", "of tropical wood")
   * that the leader's wording does not, while a sibling's does: the sibling on that side whose
   * wording otherwise matches the leader's leads ("Printed Microfiber Bed Sheet Set" 6302.32).
   */
  function statedQualifier(top: Scored[], tokens: Token[]): void {
    const lead = leader(top);
    const hi = subHead[lead.i];
    // (textiles and wood, where these words split siblings; elsewhere "printed" names other goods:
    // self-recording paper; and stainless steel in chapters 72 and 73)
    const textiles = /^(44|5\d|6[0-3])/.test(subs[lead.i].code);
    const steel = /^7[23]/.test(subs[lead.i].code);
    if (hi < 0 || !(textiles || steel)) return;
    for (const t of tokens) {
      if (t.negated || t.purpose || !(textiles ? STATED_QUALIFIERS : STEEL_QUALIFIERS).has(t.raw) || ownPos[lead.i].has(t.t)) continue;
      if (!subsByHead[hi].some((si) => ownPos[si].has(t.t))) continue;
      // (stainless: only from a line that excludes stainless steel; a scourer of 7323.10 or the
      // sanitary ware of 7324.90 is not a line "other than of stainless steel")
      sideMove(top, t.t, 1, QUALIFIER_STEMS, cfg.STATED_QUALIFIER, steel);
      return;
    }
  }

  /** A subheading's wording as "+stem" for what it states and "-stem" for what it excludes, without the stems ignored. */
  function signedWords(si: number, ignore: Set<string>): Set<string> {
    return new Set([...[...ownPos[si]].map((t) => `+${t}`), ...[...ownNeg[si]].map((t) => `-${t}`)].filter((t) => !ignore.has(t.slice(1))));
  }

  /**
   * Of the leader's siblings, those whose wording states (want 1) or excludes (want -1) the word
   * stem: when the leader is on the other side, the one whose wording otherwise matches the
   * leader's best (stated and excluded words compared apart) takes the leader's score plus lift.
   */
  function sideMove(top: Scored[], stem: string, want: number, ignore: Set<string>, lift: number, strict = false): void {
    const lead = leader(top);
    const hi = subHead[lead.i];
    if (hi < 0) return;
    const side = (si: number): number => (ownPos[si].has(stem) ? 1 : ownNeg[si].has(stem) ? -1 : 0);
    // (strict: only a leader on the other side moves; else a silent one too, "Bed linen, printed" for knitted sheets)
    if (side(lead.i) === want || (strict && side(lead.i) !== -want)) return;
    const mine = signedWords(lead.i, ignore);
    let best = -1;
    let bestSim = -1;
    for (const si of subsByHead[hi]) {
      if (side(si) !== want) continue;
      const sim = jaccard(signedWords(si, ignore), mine);
      if (sim > bestSim || (sim === bestSim && scoreOf(top, si) > scoreOf(top, best))) (best = si), (bestSim = sim);
    }
    if (best >= 0) raiseTo(top, best, lead.s + lift);
  }

  /**
   * A set of hand tools of two or more of headings 8202–8205 is 8206 ("Hand Tool Set … Pliers …
   * Screwdrivers … Adjustable Wrench"); one of several subheadings of 8205 only is 8205.90.
   */
  function toolSet(top: Scored[], matches: Match[], tokens: Token[]): void {
    if (!statesWord(tokens, TOOL_SET_WORDS)) return;
    const heads = new Set<string>();
    const subs8205 = new Set<string>();
    for (const m of matches) {
      const tk = tokens[m.start];
      // (not "Hand Tools", "Garage Tools" closing a listing)
      if (m.pack || tk.purpose || tk.negated || lexModifierOnly[m.entry] || isContained(matches, m) || TOOL_WORDS.has(lastToken(tokens, m).raw)) continue;
      const c = lexCodes[m.entry][0];
      if (!c || c.weight < 0.8 || !/^820[2-5]/.test(c.code)) continue;
      heads.add(c.code.slice(0, 4));
      if (c.code.startsWith('8205') && c.code.length === 6 && c.code !== '820590') subs8205.add(c.code);
    }
    const target = heads.size >= 2 ? '820600' : heads.size === 1 && subs8205.size >= 2 ? '820590' : '';
    const si = target ? subIdx.get(target) : undefined;
    if (si !== undefined) raiseTo(top, si, leader(top).s + cfg.TOOL_SET);
  }

  /**
   * Base metal clad with precious metal ("Silver Clad Copper Strip", "copper clad with a layer of
   * fine silver") is a precious-metal semi-manufacture of chapter 71 (7107, 7109, 7111), not the
   * base metal's strip or wire: the clad line takes the lead from a base-metal semi-manufacture.
   */
  function preciousClad(top: Scored[], description: string): void {
    const lead = leader(top);
    // (a base-metal semi-manufacture, or a wire read as insulated wire: a tray of Sheffield plate
    // is an article, 7114.20)
    const code = subs[lead.i].code;
    if (!(code.startsWith('81') || code.startsWith('8544') || (/^(7[2-9]|80)/.test(code) && isRawHeading(code.slice(0, 4))))) return;
    const m = PRECIOUS_CLAD_RE.exec(foldText(description));
    const metal = m?.[1] ?? m?.[2];
    const si = metal ? subIdx.get(metal === 'silver' ? '710700' : metal === 'gold' ? '710900' : '711100') : undefined;
    if (si !== undefined) raiseTo(top, si, lead.s + cfg.PRECIOUS_CLAD);
  }

  /**
   * Goods the text calls scrap or waste ("PVC Window Profile Scrap", "Scrap Lithium Ion
   * Batteries", "waste of expanded polystyrene") are the waste-and-scrap line of their material,
   * not the article they came from: the best candidate whose wording names waste or scrap leads.
   */
  function scrapState(top: Scored[], tokens: Token[]): void {
    if (!tokens.some((t, k) => !t.negated && !t.purpose && SCRAP_WORDS.has(t.raw) && !NOT_SCRAP_AFTER.has(tokens[k + 1]?.raw ?? '') && !NOT_SCRAP_BEFORE.has(tokens[k - 1]?.raw ?? ''))) return;
    const lead = leader(top);
    if (scrapSub[lead.i]) return;
    const best = bestOf(top, top.filter((c) => scrapSub[c.i]).map((c) => c.i));
    if (best >= 0 && lead.s - scoreOf(top, best) <= cfg.SCRAP_STATE_REACH) raiseTo(top, best, lead.s + cfg.SCRAP_STATE);
  }

  /**
   * A polymer named with the form the goods take ("PET film", "a monofilament of polylactic acid",
   * "LDPE scrap") is not the polymer in primary forms (3901–3914, chapter 39 note 6): the best
   * candidate of 3915–3926 whose wording names that form leads.
   */
  function plasticForm(top: Scored[], tokens: Token[]): void {
    const lead = leader(top);
    if (!/^39(0\d|1[0-4])/.test(subs[lead.i].code)) return;
    // ("Film Grade" granules, "pellets for film extrusion": still primary forms)
    if (statesWord(tokens, PRIMARY_FORM_WORDS)) return;
    const forms = tokens.filter((t, k) => !t.negated && !t.purpose && PLASTIC_FORM_WORDS.has(t.raw) && tokens[k + 1]?.raw !== 'grade').map((t) => t.t);
    if (!forms.length) return;
    const best = bestOf(top, plasticFormSubs.filter((si) => forms.some((f) => ownPos[si].has(f))));
    if (best >= 0 && scoreOf(top, best) >= lead.s - cfg.PLASTIC_FORM_REACH) raiseTo(top, best, lead.s + cfg.PLASTIC_FORM);
  }

  /**
   * Spices of 0904–0910 split "neither crushed nor ground" from "crushed or ground": a text that
   * says ground, powder or crushed takes the ground sibling, one that says whole the other.
   */
  function groundSpice(top: Scored[], tokens: Token[]): void {
    if (!subs[leader(top).i].code.startsWith('09')) return;
    if (statesWord(tokens, GROUND_WORDS)) sideMove(top, GROUND_STEM, 1, GROUND_STEMS, cfg.GROUND_SPICE, true);
    else if (statesWord(tokens, WHOLE_WORDS)) sideMove(top, GROUND_STEM, -1, GROUND_STEMS, cfg.GROUND_SPICE, true);
  }

  /**
   * Heading 7307 puts cast fittings first (7307.11 of non-malleable cast iron, 7307.19 other
   * cast), whatever the fitting or steel; the flanges, elbows and sleeves of 7307.2 and 7307.9
   * are the ones not cast ("cast carbon steel fittings … two flanges" is 7307.19).
   */
  function castFitting(top: Scored[], tokens: Token[]): void {
    const lead = leader(top);
    const code = subs[lead.i].code;
    if (!code.startsWith('7307') || code.startsWith('73071')) return;
    // (the goods' own words: not "for cast iron pipes")
    const own = (t: Token): boolean => !t.negated && !t.purpose;
    if (!tokens.some((t) => own(t) && /^cast(?:ing|ings)?$/.test(t.raw))) return;
    const malleable = tokens.some((t) => own(t) && /^(malleable|ductile)$/.test(t.raw));
    const castIron = tokens.some((t, k) => own(t) && t.raw === 'cast' && tokens[k + 1]?.raw === 'iron');
    const si = subIdx.get(castIron && !malleable ? '730711' : '730719');
    if (si !== undefined) raiseTo(top, si, lead.s + cfg.CAST_FITTING);
  }

  /**
   * Goods a subheading names "powered by an electric motor" (hoists and winches 8425, works trucks
   * 8427, hand tools 8467, vacuum cleaners 8508) have a sibling for the same goods driven
   * otherwise; a text that states an engine, or hand operation, and no electric drive goes there
   * ("Gas Powered Hedge Trimmer 26cc" 8467.89, "forklifts powered by internal combustion
   * engines" 8427.20, "hand winch" 8425.39).
   */
  function notElectric(top: Scored[], description: string, tokens: Token[]): void {
    const lead = leader(top);
    const siblings = nonElectricSiblings.get(lead.i);
    if (!siblings) return;
    const folded = foldText(description);
    if (!(ENGINE_CUE.test(folded) || (MANUAL_CUE.test(folded) && subs[lead.i].code.startsWith('8425'))) || ELECTRIC_CUE.test(folded)) return;
    // of 8467.81 and .89, chain saws (said, not negated) go to .81
    const chainSaw = tokens.some((t, k) => !t.negated && (/^chainsaws?$/.test(t.raw) || (t.raw === 'chain' && /^saws?$/.test(tokens[k + 1]?.raw ?? ''))));
    const pick = siblings.length > 1 ? siblings.filter((si) => /chain saws/i.test(subs[si].description) === chainSaw) : siblings;
    const best = bestOf(top, pick.length ? pick : siblings);
    if (best >= 0) raiseTo(top, best, lead.s + cfg.NOT_ELECTRIC);
  }

  /**
   * Within a heading whose subheadings name different goods ("Briefs and panties", "Nightdresses
   * and pyjamas", "Negligees, bathrobes …" of 6108), the goods the text names ("Cotton Panties")
   * choose the subheadings that name them; their material then chooses among those. (Only for
   * underwear, sleepwear, bathrobes, track suits, swimwear and hosiery, whose lexicon entries mix those garments: applied to
   * every heading the rule cost 190 of the written descriptions.)
   */
  function kindInWording(top: Scored[], tokens: Token[], head: Match): void {
    const lead = leader(top);
    const hi = subHead[lead.i];
    if (hi < 0 || !KIND_HEADINGS.has(subs[lead.i].code.slice(0, 4))) return;
    const sibs = subsByHead[hi];
    // (the kind of garment, not its fibre: "cotton pajama set" names pyjamas, which the cotton bathrobes do not)
    const own = (t: Token): boolean => !t.negated && !(cfg.KIND_NOT_FIBRE && MATERIAL_WORDS[t.raw]);
    let terms = tokens.slice(head.start, head.start + head.len).filter(own).map((t) => t.t);
    const distinct = (si: number): boolean => terms.some((t) => ownPos[si].has(t) && !sibs.every((o) => ownPos[o].has(t)));
    if (distinct(lead.i)) return;
    let named = sibs.filter((si) => si !== lead.i && distinct(si));
    // a head the wordings do not name ("underwear", "lingerie"): the garment words elsewhere in
    // the text ("… Briefs … Panties"), when they name the leader's siblings and not the leader
    if (!named.length && cfg.KIND_ANYWHERE) {
      // (garment words only: "women's" names the wearer, which 6115.30 also names; a "bathing suit" is no track suit)
      terms = tokens.filter((t) => own(t) && !t.purpose && !GENDER_WORDS.has(t.raw) && !LOOSE_KIND_WORDS.has(t.raw)).map((t) => t.t);
      if (distinct(lead.i)) return;
      named = sibs.filter((si) => si !== lead.i && distinct(si));
    }
    if (!named.length) return;
    const best = bestOf(top, named);
    if (best >= 0) raiseTo(top, best, lead.s + cfg.KIND_IN_WORDING);
  }

  /**
   * A text that negates what the leader's own wording states ("liquid egg albumin, not dried"
   * against 3502.11 "Egg albumin; dried"; "not specially designed for use in sports") goes to a
   * sibling in the same heading whose wording negates it too (3502.19 "other than dried").
   */
  function negatedMove(top: Scored[], tokens: Token[]): void {
    // (a word the text also states outright is not negated: "flat washer …, not a spring washer")
    const affirmed = new Set(tokens.filter((t) => !t.negated).map((t) => t.t));
    const negated = new Set(tokens.filter((t) => t.negated && !affirmed.has(t.t)).map((t) => t.t));
    if (!negated.size) return;
    const lead = leader(top);
    const hi = subHead[lead.i];
    if (hi < 0) return;
    const hit = [...negated].filter((t) => ownPos[lead.i].has(t));
    if (!hit.length) return;
    const opposite = subsByHead[hi].filter((si) => si !== lead.i && !hit.some((t) => ownPos[si].has(t)) && hit.some((t) => ownNeg[si].has(t)));
    const best = bestOf(top, opposite);
    if (best >= 0) raiseTo(top, best, lead.s + cfg.NEGATED_MOVE);
  }

  /**
   * A luminaire that takes bulbs in a lampholder (E27, B22, GU10 …, "bulb not included"), or
   * incandescent, halogen or fluorescent lamps, is not "designed for use solely with LED light
   * sources", even when an LED bulb comes with it: 9405.21 → 9405.29.
   */
  function lampholder(top: Scored[], description: string, tokens: Token[]): void {
    const lead = leader(top);
    // a luminaire powered by a solar panel is photovoltaic (9405.41, LED), not 9405.42 or .49
    if (/^94054[29]$/.test(subs[lead.i].code) && tokens.some((t) => !t.negated && (t.raw === 'solar' || t.raw === 'photovoltaic'))) {
      const pv = subIdx.get('940541');
      if (pv !== undefined) raiseTo(top, pv, lead.s + cfg.LAMPHOLDER);
      return;
    }
    const sib = nonLedSibling.get(lead.i);
    const folded = foldText(description);
    // (unless the text says it is: "a socket for an E27 LED bulb, designed for use solely with LEDs")
    // (incandescent, halogen and fluorescent lamps as the light source, not as what an LED
    // luminaire replaces: "replaces 50W halogen", "halogen equivalent")
    const otherSource = OTHER_SOURCE.test(folded) && !SOURCE_COMPARED.test(folded);
    if (sib === undefined || !(LAMPHOLDER_CUE.test(folded) || otherSource) || /(?<!other than (?:for )?(?:use )?)solely (?:with |for )?(?:led|light-emitting)/.test(folded)) return;
    raiseTo(top, sib, lead.s + cfg.LAMPHOLDER);
  }

  /**
   * "Bracelet Men Stainless Steel Chain": a chain named with a bracelet, necklace, anklet or
   * pendant is the jewellery's style, not a chain of 7315; the jewellery rules then choose
   * between 7113, 7116 and 7117.
   */
  function jewelleryChain(top: Scored[], tokens: Token[]): void {
    const lead = leader(top);
    if (!subs[lead.i].code.startsWith('7315')) return;
    if (!statesWord(tokens, JEWELLERY_NOUNS)) return;
    moveHeadingTo(top, '7117', lead.s + cfg.JEWELLERY_CHAIN);
  }

  /**
   * Heading 8708 is for parts of the motor vehicles of 8701–8705; parts of motorcycles and of
   * bicycles are 8714 ("rear shock absorber for a motorcycle" is 8714.10, not 8708.80).
   */
  function cycleParts(top: Scored[], tokens: Token[]): void {
    const lead = leader(top);
    if (!subs[lead.i].code.startsWith('8708')) return;
    if (namesWord(tokens, CAR_WORDS)) return;
    let target: readonly number[] = [];
    if (namesWord(tokens, MOTORCYCLE_WORDS)) target = [subIdx.get('871410') ?? -1];
    else if (namesWord(tokens, BICYCLE_WORDS)) target = subsUnder('87149');
    const best = bestOf(top, target.filter((si) => si >= 0));
    if (best >= 0) raiseTo(top, best, lead.s + cfg.CYCLE_PARTS);
  }

  /**
   * Toys for dogs, cats and other pets are not toys of heading 9503, which is for the amusement of
   * people; they go by their material: textile (plush) 6307.90, rope 5609, rubber 4016.99, wood
   * 4421.99, else plastics 3926.90 ("Squeaky Dog Toys Plush Puppy Chew Toy").
   */
  function petToy(top: Scored[], tokens: Token[], attrs: QueryAttributes): void {
    const lead = leader(top);
    if (!subs[lead.i].code.startsWith('9503')) return;
    // a toy for the pet ("Dog Toys", "Puppy Chew Toy", "toy for cats"), not a toy dog for children
    const forPet = tokens.some(
      (t, k) => !t.negated && PET_WORDS.has(t.raw) && (t.purpose || tokens.slice(k + 1, k + 3).some((n) => n.raw === 'toy' || n.raw === 'toys')),
    );
    if (!forPet || tokens.some((t) => PEOPLE_WORDS.has(t.raw))) return;
    const weight = (m: Material[]): number => Math.max(0, ...m.map((x) => attrs.materials.get(x) ?? 0));
    const textile = Math.max(weight([...TEXTILE_MATERIALS]), namesWord(tokens, PLUSH_WORDS) ? 0.7 : 0);
    const options: [string, number][] = [
      ['630790', textile],
      ['560900', namesWord(tokens, ROPE_WORDS) ? 0.8 : 0],
      ['401699', weight(['rubber'])],
      ['442199', weight(['wood'])],
      ['392690', Math.max(weight(['plastic']), 0.01)],
    ];
    options.sort((a, b) => b[1] - a[1]);
    const si = subIdx.get(options[0][0]);
    if (si !== undefined) raiseTo(top, si, lead.s + cfg.PET_TOY);
  }

  /**
   * Chapter 95 note 1 excludes lighting sets of heading 9405: Christmas or party lights that the
   * occasion words sent to 9505 or 9503 go to the 9405 line the lexicon named for them.
   */
  function festiveLights(top: Scored[], matches: Match[], tokens: Token[]): void {
    const lead = leader(top);
    if (!/^950[35]/.test(subs[lead.i].code)) return;
    const named = new Set<number>();
    for (const m of matches) {
      if (m.mod || m.pack || tokens[m.start].purpose || tokens[m.start].negated || !LIGHT_WORDS.has(lastToken(tokens, m).raw)) continue;
      for (const c of lexCodes[m.entry]) if (c.code.startsWith('9405') && c.weight >= 0.5 && c.code.length === 6) named.add(subIdx.get(c.code) ?? -1);
    }
    named.delete(-1);
    const best = bestOf(top, named);
    if (best >= 0) raiseTo(top, best, lead.s + cfg.FESTIVE_LIGHTS);
  }

  function score(description: string, accountId: string | undefined, tokens: Token[] = tokenize(description)): Scored[] {
    const q = queryTerms(tokens);
    const matches = matchLexicon(tokens);
    markPackaging(matches, tokens);
    // the words of a packing count less in retrieval too ("eau de parfum in a glass spray bottle")
    if (cfg.PACK_TERM_WEIGHT !== 1) for (const m of matches) if (m.pack && tokens[m.start].afterIn) boostTerms(q, tokens, m, cfg.PACK_TERM_WEIGHT);
    markModifiers(matches, tokens);
    let head = findHead(matches, tokens);
    if (cfg.FOR_COMPOUND) head = forCompound(matches, tokens, head);
    if (cfg.OF_COMPOUND) head = ofCompound(matches, tokens, head);
    if (head) weightAroundHead(matches, tokens, head, q);
    applyLexicon(matches, tokens, q);
    const top = retrieve(q);

    const attrs = extractQueryAttributes(description, tokens, cfg.ELASTANE_MINOR);
    if (cfg.PARALLEL_MATERIAL && head && !lexModifierOnly[head.entry]) parallelMaterial(top, head, attrs, description);
    if (accountId) accountExamples(top, accountId, description);
    // a finished-article head noun: material words do not choose a raw-material heading
    if (head && cfg.RAW_PENALTY && lexFinished[head.entry] && !lexModifierOnly[head.entry]) {
      for (const c of top) {
        const hi = subHead[c.i];
        if (hi >= 0 && rawOrFoodHead[hi]) c.s -= cfg.RAW_PENALTY;
      }
    }
    if (cfg.PARTS_BOOST) partsFor(top, matches, tokens, head);
    // a text that names no part is about the goods, not their parts subheading ("night vision
    // monoculars" are not 9005.90), unless the lexicon named that subheading itself
    if (cfg.PARTS_PENALTY && !tokens.some((t) => !t.purpose && (PART_WORDS.has(t.raw) || PART_CUE_EXTRA.has(t.raw))) &&
      !(head && PART_GENERIC.has(lastToken(tokens, head).raw))) {
      for (const c of top) if (partSub[c.i] && !lexSubBonus[c.i]) c.s -= cfg.PARTS_PENALTY;
    }
    if (cfg.NEGATED_CONFLICT) {
      const negated = tokens.filter((t) => t.negated).map((t) => t.t);
      if (negated.length) for (const c of top) if (negated.some((t) => ownPos[c.i].has(t))) c.s -= cfg.NEGATED_CONFLICT;
    }
    if (cfg.QUALIFIER_UNSTATED) {
      const said = new Set(tokens.filter((t) => !t.negated).map((t) => t.t));
      for (const c of top) {
        const q = qualifiers[c.i];
        // (unless the lexicon named that subheading outright: "bamboo steamer")
        if (q.length && lexSub[c.i] < 0.6 && !q.some((t) => said.has(t))) c.s -= cfg.QUALIFIER_UNSTATED;
      }
    }
    if ((cfg.MEASURE_FIT || cfg.MEASURE_MISS) && top.length) measuredBounds(top, description, tokens);
    if (cfg.PREPARED_FOOD && top.length) preparedFood(top, tokens);
    if (cfg.FOOD_STATE && top.length) foodStateMove(top, tokens);
    if (cfg.BABY_BOOST && attrs.gender === 'baby' && top.length) babyGarments(top);
    if (cfg.KNIT_PARALLEL && attrs.knit && top.length) knitParallel(top, attrs.knit);
    // (before the attributes, which then choose the retail heading's subheading by fibre)
    if (cfg.RETAIL_YARN && top.length) retailYarn(top, tokens);

    // rerank with attributes
    for (const c of top) c.s += attributeScore(attrs, c.i);
    // (after the attributes: 6113 and 6210 name no gender or fibre, the garment heading did)
    if (cfg.COATED_GARMENT && top.length) coatedGarment(top, tokens);
    if (cfg.PLAITED_HEADGEAR && top.length) plaitedHeadgear(top, tokens);
    if (cfg.PET_TOY && top.length) petToy(top, tokens, attrs);
    if (cfg.FESTIVE_LIGHTS && top.length) festiveLights(top, matches, tokens);
    if (cfg.CYCLE_PARTS && top.length) cycleParts(top, tokens);
    if (cfg.JEWELLERY_CHAIN && top.length) jewelleryChain(top, tokens);
    if (cfg.LAMPHOLDER && top.length) lampholder(top, description, tokens);
    if (cfg.GENDER_PAIR && top.length) genderPair(top, description, attrs);
    if (cfg.NEGATED_MOVE && top.length) negatedMove(top, tokens);
    if (cfg.KIND_IN_WORDING && head && top.length) kindInWording(top, tokens, head);
    if (cfg.NOT_ELECTRIC && top.length) notElectric(top, description, tokens);
    if (cfg.CAST_FITTING && top.length) castFitting(top, tokens);
    if (cfg.NC_MOVE && top.length) numericalControl(top, description);
    // (knitted only: the woven side of these splits is a residual the fibre already chose)
    if (cfg.KNIT_SIBLING && attrs.knit === 'knit' && top.length) knitSibling(top);
    if (cfg.STATED_QUALIFIER && top.length) statedQualifier(top, tokens);
    if (cfg.GROUND_SPICE && top.length) groundSpice(top, tokens);
    if (cfg.PLASTIC_FORM && top.length) plasticForm(top, tokens);
    if (cfg.TOOL_SET && top.length) toolSet(top, matches, tokens);
    if (cfg.SCRAP_STATE && top.length) scrapState(top, tokens);
    if (cfg.PRECIOUS_CLAD && top.length) preciousClad(top, description);
    if (cfg.BULK_CHEMICAL && top.length) bulkChemical(top, description);
    // (after the attributes, which have ordered the ensembles by fibre)
    if (cfg.ENSEMBLE && top.length) ensemble(top, description, attrs);
    if (cfg.TAILORED_JACKET && top.length) tailoredJacket(top, description, attrs);
    if (cfg.GARMENT_GROUP && top.length) garmentGroup(top, description, tokens, head);
    if (cfg.STATED_MATERIAL && attrs.materials.size && top.length) statedMaterial(top, attrs);
    // precious metal is a fact the text must state: a subheading "of" or "plated with precious
    // metal" is not chosen for goods whose text names none ("Cake Server" is 8215.99, not .91);
    // chapter 71 has its own rules for precious metal (decide.ts)
    if (cfg.PRECIOUS_UNSTATED && !attrs.materials.has('precious')) {
      for (const c of top) if (preciousOutside71[c.i]) c.s -= cfg.PRECIOUS_UNSTATED;
    }
    // likewise a set: "sets of assorted articles" and goods "in sets" need the text to say set or kit
    if (cfg.SET_UNSTATED && !tokens.some((t) => SET_WORDS.has(t.raw))) {
      for (const c of top) if (setSub[c.i]) c.s -= cfg.SET_UNSTATED;
    }
    // (the footwear and jewellery cues are read only when a candidate is of those families)
    if (cfg.FAMILY_RULES && top.some((c) => familyMember[c.i])) applyFamilyRules(top, familyCues(foldText(description), attrs));
    top.sort((a, b) => b.s - a.s);
    return top;
  }

  /**
   * Within a family (footwear 6401–6405, jewellery 7113/7116/7117) the members' scores are
   * handed out again in the order of the family rules' preference, so the family keeps its
   * place among the candidates and its best score while the rules pick the subheading.
   */
  function applyFamilyRules(top: Scored[], cues: ReturnType<typeof familyCues>): void {
    const fams = new Map<string, { c: Scored; pref: number }[]>();
    for (const c of top) {
      if (!familyMember[c.i]) continue;
      const fp = familyPreference(subs[c.i].code, cues);
      if (!fp) continue;
      let g = fams.get(fp.family);
      if (!g) fams.set(fp.family, (g = []));
      g.push({ c, pref: fp.pref });
    }
    // the subheading the jewellery rules want joins a family that retrieval found without it
    const want = cfg.FAMILY_WANTED ? jewelleryWanted(cues.jewellery) : null;
    const jg = fams.get('71');
    if (want && jg && subIdx.has(want) && !jg.some((x) => subs[x.c.i].code === want)) {
      const c = { i: subIdx.get(want)!, s: Math.min(...jg.map((x) => x.c.s)) };
      top.push(c);
      jg.push({ c, pref: familyPreference(want, cues)!.pref });
    }
    for (const g of fams.values()) {
      if (g.length < 2) continue;
      const scores = g.map((x) => x.c.s).sort((a, b) => b - a);
      g.sort((a, b) => b.pref - a.pref || b.c.s - a.c.s);
      g.forEach((x, k) => (x.c.s = scores[k]));
    }
  }

  function attributeScore(a: QueryAttributes, si: number): number {
    const t = tags[si];
    // (a subheading that names no material agrees with none: its tags' set is not read)
    let s = materialTagged[si] ? cfg.SCORE_MATERIAL * materialAgreement(a.materials, t.materials) : 0;
    s += cfg.SCORE_POLYMER * polymerAgreement(a.polymers, t.polymers);
    if (a.knit && t.knit) s += a.knit === t.knit ? cfg.SCORE_KNIT : -cfg.SCORE_KNIT;
    else if (a.knitGuess && t.knit) s += a.knitGuess === t.knit ? cfg.SCORE_KNIT_GUESS : -cfg.SCORE_KNIT_GUESS;
    if (a.gender && t.gender.size) {
      if (t.gender.has(a.gender)) s += cfg.SCORE_GENDER;
      else if (a.gender === 'baby' && !t.gender.has('baby')) s -= cfg.SCORE_GENDER * 0.5;
      else s -= cfg.SCORE_GENDER;
    }
    return s;
  }

  /** The text's words as national-line terms, each at its best weight (shared by the import and export lines). */
  function nationalWords(tokens: Token[]): Map<number, number> {
    const qset = new Map<number, number>();
    for (const tk of tokens) {
      const id = vocab.lookup(tk.t);
      if (id === undefined) continue;
      const w = (tk.purpose ? cfg.PURPOSE_WEIGHT : 1) * (id < subIndex.idf.length ? subIndex.idf[id] || 1 : 1);
      qset.set(id, Math.max(qset.get(id) ?? 0, w));
    }
    return qset;
  }

  function nationalFor(tariff: string | null, hs6: string, qset: Map<number, number>, preferred?: string, measures?: Measures): { code: string; readable?: string } {
    if (!tariff) return { code: hs6 };
    const leaves = natBySub.get(tariff)?.get(hs6);
    if (!leaves || !leaves.length) return { code: hs6 };
    if (preferred) {
      const exact = leaves.find((l) => l.code === preferred);
      if (exact) return { code: exact.code, readable: exact.readable };
    }
    const pool = preferred ? leaves.filter((l) => l.code.startsWith(preferred)) : leaves;
    const cands = pool.length ? pool : leaves;
    let best: NatLeaf | null = null;
    let bestS = -Infinity;
    for (const l of cands) {
      let s = 0;
      for (const [t, w] of qset) if (l.terms.has(t)) s += w;
      // a line whose bounds hold for the stated sizes, over one whose bounds fail
      if (measures?.size) s += NAT_MEASURE * fitBounds(l.bounds, measures);
      if (s > bestS + 1e-6 || (Math.abs(s - bestS) <= 1e-6 && l.residual && !(best?.residual))) {
        best = l;
        bestS = s;
      }
    }
    return { code: best!.code, readable: best!.readable };
  }

  /**
   * The next three candidates. When fewer than three scored at all (a narrow lexicon entry such
   * as "sunglasses" leaves only its heading), the chosen code's siblings in its heading and then
   * its chapter fill the list with confidence 0, so the contract's three alternatives are there.
   */
  function alternativesFor(ranked: Scored[], probs: number[]): Alternative[] {
    const out: Alternative[] = ranked.slice(1, 4).map((r, k) => ({
      hs_code: subs[r.i].code,
      description: subReadable[r.i],
      confidence: round3(probs[k + 1] ?? 0),
    }));
    if (out.length >= 3) return out;
    const taken = new Set(ranked.slice(0, 4).map((r) => r.i));
    const best = ranked[0].i;
    const chapter = subs[best].code.slice(0, 2);
    const add = (i: number): void => {
      if (out.length >= 3 || taken.has(i)) return;
      taken.add(i);
      out.push({ hs_code: subs[i].code, description: subReadable[i], confidence: 0 });
    };
    if (subHead[best] >= 0) subsByHead[subHead[best]].forEach(add);
    for (let i = 0; i < subs.length && out.length < 3; i++) if (subs[i].code.startsWith(chapter)) add(i);
    return out;
  }

  function toClassification(ranked: Scored[], input: ClassifyInput, tokens: Token[]): Classification {
    if (!ranked.length) {
      // nothing matched at all: the most generic residual subheading
      ranked = [{ i: subIdx.get('392690') ?? 0, s: 0 }];
    }
    const m = ranked[0].s;
    const exps = ranked.slice(0, 10).map((r) => Math.exp((r.s - m) / cfg.SOFTMAX_T));
    const z = exps.reduce((a, b) => a + b, 0);
    const probs = exps.map((e) => e / z);
    const best = subs[ranked[0].i];
    const ti = tariffIdForCountry(input.destinationCountry ?? '');
    const to = tariffIdForCountry(input.originCountry ?? '');
    const measures = readMeasures(input.description);
    const words = nationalWords(tokens);
    const imp = nationalFor(ti, best.code, words, undefined, measures);
    const exp = nationalFor(to, best.code, words, undefined, measures);
    const conf = ranked[0].s <= 0 ? 0.01 : probs[0];
    return {
      hs_code: best.code,
      hs_code_import: imp.code,
      hs_code_export: exp.code,
      description_resolved: subReadable[ranked[0].i],
      confidence: round3(conf),
      alternatives: alternativesFor(ranked, probs),
      ...(imp.readable ? { description_import: imp.readable } : {}),
      tariff_import: ti,
      tariff_export: to,
    };
  }

  for (const ex of knowledge.examples ?? []) addExample(ex);

  const api: Classifier = {
    classify(input) {
      const text = clip(input.description);
      const tokens = tokenize(text);
      const ranked = score(text, input.accountId, tokens);
      return toClassification(ranked, { ...input, description: text }, tokens);
    },
    rank(input, k = 10) {
      return score(clip(input.description), input.accountId)
        .slice(0, k)
        .map((r) => ({ hs_code: subs[r.i].code, score: r.s }));
    },
    resolveSupplied(input) {
      const code = normalizeHsInput(input.hsCode);
      if (!code) {
        return {
          error: 'INVALID_FORMAT',
          message: `hs_code "${input.hsCode}" is not a valid HS code: expected 6 to 10 digits (dots and spaces allowed)`,
        };
      }
      const hs6 = code.slice(0, 6);
      const row = byCode.get(hs6);
      if (!row || row.level !== 6) {
        return {
          error: 'UNKNOWN_HS_CODE',
          message: `hs_code "${input.hsCode}" is unknown: ${hs6.slice(0, 4)}.${hs6.slice(4)} is not an HS 2022 subheading`,
        };
      }
      const words = nationalWords(tokenize(clip(input.description)));
      const measures = readMeasures(clip(input.description));
      const ti = tariffIdForCountry(input.destinationCountry ?? '');
      const to = tariffIdForCountry(input.originCountry ?? '');
      const notes: string[] = [];
      const resolve = (tariff: 'US' | 'GB' | 'EU' | null, kind: string) => {
        if (code.length > 6 && tariff) {
          const leaves = natBySub.get(tariff)?.get(hs6) ?? [];
          if (leaves.some((l) => l.code.startsWith(code) || code.startsWith(l.code))) {
            const exact = leaves.find((l) => code.startsWith(l.code) && l.code.length <= code.length);
            if (exact && exact.code.length === code.length) return { code: exact.code, readable: exact.readable };
            return nationalFor(tariff, hs6, words, code, measures);
          }
          if (leaves.length) notes.push(`${kind}: ${code} is not a line of the ${tariff} tariff; resolved from ${hs6}`);
        }
        if (code.length > 6 && !tariff) return { code };
        return nationalFor(tariff, hs6, words, undefined, measures);
      };
      const imp = resolve(ti, 'import');
      const exp = resolve(to, 'export');
      return {
        hs_code: hs6,
        hs_code_import: imp.code,
        hs_code_export: exp.code,
        description_resolved: readable(row.description),
        confidence: 1,
        alternatives: [],
        ...(imp.readable ? { description_import: imp.readable } : {}),
        tariff_import: ti,
        tariff_export: to,
        ...(notes.length ? { notes } : {}),
      };
    },
    addExample,
    stats() {
      let examples = 0;
      for (const a of accounts.values()) examples += a.examples.length;
      return {
        subheadings: subs.length,
        headings: heads.length,
        terms: vocab.ids.size,
        nationalLines: natCounts,
        lexiconEntries: lexicon.length,
        examples,
      };
    },
  };
  // Warm-up: a few classifications at build time compile the hot paths (tokeniser, stemmer,
  // lexicon matching, BM25 accumulation, reranking, national-line choice) so that the first
  // real requests are as fast as later ones. Results are discarded; no state is kept.
  if (cfg.WARMUP_ROUNDS > 0) {
    for (let r = 0; r < cfg.WARMUP_ROUNDS; r++) {
      for (const description of WARMUP_TEXTS) {
        api.classify({ description, destinationCountry: 'US', originCountry: 'GB' });
        api.classify({ description, destinationCountry: 'DE', originCountry: 'CN' });
      }
    }
    // Every lexicon phrase once, alone and inside a longer sentence: this reaches the lexicon
    // matches, regexes and scoring branches that the fixed texts miss, so a cold process answers
    // its first requests at warm speed (first-pass p99 6 ms → under 2 ms on the dev bench).
    const phrases = lexicon.map((e) => e.phrases[0]).filter(Boolean);
    for (let i = 0; i < phrases.length; i++) {
      api.classify({ description: phrases[i], destinationCountry: 'US', originCountry: 'GB' });
      api.classify({
        description: i % 2
          ? `${phrases[i]} made of ${phrases[(i * 7 + 3) % phrases.length]} for ${phrases[(i * 13 + 5) % phrases.length]}, 100% cotton, 2 pcs`
          : `${phrases[(i * 11 + 1) % phrases.length]} design ${phrases[i]} 3 ${phrases[(i * 5 + 2) % phrases.length]}, not ${phrases[(i * 3 + 4) % phrases.length]}`,
        destinationCountry: 'DE',
        originCountry: 'CN',
      });
    }
  }
  return api;
}

/** Garment and goods names whose singular is another word ("short", "tight", "brief", "glass"). */
const PLURAL_ONLY = new Set(['shorts', 'tights', 'briefs', 'glasses', 'trunks', 'goods', 'arms', 'spirits', 'staples']);

/** Past participles used as adjectives ("bleached", "printed", "dyed"); not "bed", "red", "seed". */
const PARTICIPLE = /^(?!knitted$|crocheted$)(?:[a-z]{3,}[^e]ed|[a-z]{2,}ied|[a-z]{3,}[^aeiou]ed)$/;

const BABY_HEADINGS = new Set(['6111', '6209']);
/** headings of preparations a compound's use words point to: medicaments, food preparations, dyes, perfumes, soaps, pesticides, other chemical products */
const PREPARATION_CHAPTERS = /^(?:30|2106|32|33|34|3808|3824)/;
const BULK_CHEMICAL_CUE = /\bcas\b|\b\d{2,7}-\d{2}-\d\b|\bapis?\b|active pharmaceutical ingredient|\bintermediates?\b|\bpurity\b/;
const DOSE_CUE = /\b(?:tablets?|capsules?|caplets?|softgels?|pills?|gummies|dose[sd]?|dosage|doses|injections?|injectable|syrups?|ointments?|creams?|lotions?|gels?|serums?|drops|sprays?|vials?|ampoules?|ampuls?|sachets?|blisters?|retail|formulat\w*|mixtures?|blend|\d+\s*mg)\b/;
const FIBRE_CLASSES = ['silk', 'wool', 'cotton', 'flax', 'manmade'] as const;
/** Stems of the fibre words the textile subheadings are split by. */
const FIBRE_STEMS = new Set(tokenize('wool fine animal hair cotton synthetic artificial manmade man-made fibres silk flax linen textile materials other than').map((t) => t.t));
const PLATED = /\b(?:plated|plating|galvani[sz]ed|coated)\b/;
const PLAIN_PLASTIC = /\b(pvc|vinyl|plastic|plastics|polyethylene|peva|tpu film|latex free plastic)\b/;
/** Words that say vegetables, fruit or nuts are prepared beyond chapters 7 and 8. */
const PREPARED_WORDS = new Set(['roasted', 'salted', 'fried', 'candied', 'caramelized', 'caramelised', 'glazed', 'honey',
  'seasoned', 'flavored', 'flavoured', 'coated', 'pickled', 'marinated', 'crisps', 'chips', 'puree', 'jam', 'canned',
  'sugared', 'spiced', 'smoked', 'baked', 'cooked', 'syrup', 'vinegar']);

const DRIED_WORDS = new Set(['dried', 'dehydrated', 'sun', 'freeze']);
const FRIED_WORDS = new Set(['fried', 'roasted', 'baked', 'salted', 'seasoned']);

/** Whether the text states one of the words outside purpose and negated spans. */
function statesWord(tokens: Token[], words: Set<string>): boolean {
  return tokens.some((t) => !t.purpose && !t.negated && words.has(t.raw));
}

/** The share of two word sets' union that both hold (Jaccard); 0 for two empty sets. */
function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let inter = 0;
  for (const t of a) if (b.has(t)) inter++;
  return inter / (a.size + b.size - inter || 1);
}

/** Whether the text names one of the words anywhere but in a negation ("for bicycles" counts). */
function namesWord(tokens: Token[], words: Set<string>): boolean {
  return tokens.some((t) => !t.negated && words.has(t.raw));
}

/** preserving media ("in syrup", "in brine") */
const MEDIA = new Set(['oil', 'syrup', 'brine', 'vinegar', 'juice', 'sauce', 'water', 'jelly', 'alcohol', 'brandy', 'rum', 'wine']);
/**
 * Stems of finishes and special materials a seller states when the goods have them (printed,
 * enamelled, of bamboo, of lead crystal, glass-ceramics, plated, stainless …); the qualifier rule
 * uses only these (materials, knitting and gender have their own attribute rules).
 */
const QUALIFIER_STEMS = new Set(tokenize('printed enamelled bamboo lead ceramics tropical plated clad gilt lacquered impregnated coated laminated embroidered dyed bleached unbleached stainless').map((t) => t.t));
/** qualifiers a text states plainly, as written (not "dyed", which "yarn-dyed" also says, nor "coated", whose coating decides) */
const STATED_QUALIFIERS = new Set(['printed', 'embroidered', 'bleached', 'unbleached', 'tropical']);
/** ... and the one chapters 72 and 73 split by */
const STEEL_QUALIFIERS = new Set(['stainless']);
/** how much of a sibling's wording must be the leader's for the measure to move the goods to it */
const MEASURE_SIBLING_SIMILAR = 0.4;
/** words that say the goods are a set, and the generic tool words that name no tool of a set */
const TOOL_SET_WORDS = new Set(['set', 'sets', 'kit', 'kits', 'toolkit', 'pieces', 'pcs', 'piece']);
const TOOL_WORDS = new Set(['tool', 'tools', 'toolkit', 'kit', 'set']);
/** "silver clad", "clad with a layer of fine silver": the precious metal a base metal is clad with */
const PRECIOUS_CLAD_RE = /\b(silver|gold|platinum|palladium|rhodium|iridium)[\s-]+clad\b|\bclad (?:with )?(?:an? )?(?:(?:thin |thick )?layers? of )?(?:fine |pure |\d+k )?(silver|gold|platinum|palladium|rhodium|iridium)\b/;
/** words before "of" that count or group the goods, or say what they consist of ("a pair of", "a mixture of", "consists of") */
const OF_QUANTITY = new Set(['pair', 'pairs', 'set', 'sets', 'mixture', 'mixtures', 'kind', 'kinds', 'type', 'types', 'range', 'number', 'lot', 'lots', 'assortment', 'collection', 'series', 'piece', 'pieces', 'consisting', 'consists', 'consist', 'composed', 'comprised', 'comprising', 'made', 'form', 'forms', 'shape', 'part', 'parts', 'upper', 'uppers', 'sole', 'soles', 'frame', 'case', 'shell', 'body', 'cover', 'lining', 'handle', 'blend', 'combination']);
/** containers that hold the goods named after "of" ("a box of chocolates"); not "tubes of glass", which are goods */
const OF_CONTAINER = new Set(['box', 'boxes', 'bag', 'bags', 'jar', 'jars', 'bottle', 'bottles', 'can', 'cans', 'tin', 'tins', 'carton', 'cartons', 'pack', 'packs', 'packet', 'packets', 'bucket', 'buckets', 'sachet', 'sachets', 'pouch', 'pouches', 'tub', 'tubs', 'crate', 'crates', 'basket', 'baskets', 'drum', 'drums', 'sack', 'sacks', 'bundle', 'bundles']);
/** words saying goods are scrap or waste, and the neighbours that make them something else ("waste bin", "zero waste") */
const SCRAP_WORDS = new Set(['scrap', 'scraps', 'waste', 'wastes']);
const NOT_SCRAP_AFTER = new Set(['bin', 'bins', 'basket', 'baskets', 'can', 'cans', 'container', 'containers', 'bag', 'bags', 'disposer', 'disposal', 'management', 'water', 'pipe', 'pipes', 'trap', 'paper', 'collection', 'storage', 'sorting', 'treatment', 'recycling', 'gate', 'valve', 'vent', 'incinerator', 'incinerators']);
const NOT_SCRAP_BEFORE = new Set(['zero', 'less', 'low', 'no', 'anti', 'reduce', 'reduces', 'reducing']);
/** forms of plastics of 3915–3926, and the primary forms of 3901–3914 (chapter 39 note 6) */
const PLASTIC_FORM_WORDS = new Set(['film', 'films', 'sheet', 'sheets', 'sheeting', 'foil', 'strip', 'strips', 'tube', 'tubes', 'tubing',
  'pipe', 'pipes', 'hose', 'hoses', 'profile', 'profiles', 'rod', 'rods', 'monofilament', 'scrap', 'waste', 'parings']);
const PRIMARY_FORM_WORDS = new Set(['granules', 'granule', 'pellets', 'pellet', 'powder', 'chips', 'resin', 'resins', 'flakes', 'beads', 'emulsion', 'dispersion', 'liquid']);
/** spices crushed or ground, and whole */
const GROUND_WORDS = new Set(['ground', 'powder', 'powdered', 'crushed', 'milled', 'pulverized', 'pulverised', 'flakes', 'flaked']);
const WHOLE_WORDS = new Set(['whole']);
const GROUND_STEMS = new Set(tokenize('crushed ground').map((t) => t.t));
const GROUND_STEM = tokenize('ground')[0].t;
/** animals kept as pets, whose toys are not toys of chapter 95 */
const PET_WORDS = new Set(['pet', 'pets', 'dog', 'dogs', 'doggy', 'doggie', 'puppy', 'puppies', 'cat', 'cats', 'kitten', 'kittens', 'kitty', 'parrot', 'parrots', 'hamster', 'hamsters']);
/** articles of jewellery a chain may be the style of */
const JEWELLERY_NOUNS = new Set(['bracelet', 'bracelets', 'necklace', 'necklaces', 'anklet', 'anklets', 'choker', 'chokers', 'pendant', 'pendants', 'bangle', 'bangles']);
/** yarn headings and their "put up for retail sale" counterparts, and the words that say so */
const RETAIL_YARN_HEADING: Record<string, string> = {
  '5205': '5207', '5206': '5207', '5106': '5109', '5107': '5109', '5108': '5109', '5509': '5511', '5510': '5511',
  '5402': '5406', '5403': '5406', '5004': '5006', '5005': '5006',
};
/** underwear, sleepwear and bathrobes, track suits and swimwear, hosiery: headings whose subheadings name different garments before their fibre */
const KIND_HEADINGS = new Set(['6107', '6108', '6207', '6208', '6112', '6115']);
const OTHER_SOURCE = /\b(incandescent|halogen|fluorescent|cfl)\b/;
const SOURCE_COMPARED = /\b(?:replac\w*|equivalent|vs|than|instead of|upgrade from)\b[^,.;]{0,30}\b(?:incandescent|halogen|fluorescent|cfl)\b|\b(?:incandescent|halogen|fluorescent|cfl)\b[^,.;]{0,12}\bequivalent\b/;
const STATED_METALS = new Set<Material>(['steel', 'aluminum', 'copper', 'zinc']);
/** garment headings a set of pieces may first be read as, and the men's ones among them */
const ENSEMBLE_FROM = new Set(['6103', '6104', '6105', '6106', '6109', '6110', '6114', '6203', '6204', '6205', '6206', '6211']);
const MENS_HEADINGS = new Set(['6103', '6105', '6203', '6205']);
const COAT_HEADINGS = new Set(['6101', '6102', '6201', '6202']);
const LIGHT_WORDS = new Set(['light', 'lights', 'lighting', 'lamp', 'lamps', 'lantern', 'lanterns', 'bulbs', 'garland', 'garlands', 'luminaire']);
const NC_CUE = /\b(cnc|nc|numerically controlled|numerical control|computer numerical)\b/;
const NOT_NC_CUE = /\b(manual|manually|conventional|non[\s-]?c?nc|not c?nc|not numerically|other than numerically)\b/;
const NC_STEM = tokenize('numerically')[0].t;
const NC_WORDS = new Set(tokenize('numerically controlled other than not').map((t) => t.t));
const KNIT_STEM = tokenize('knitted')[0].t;
const KNIT_WORDS = new Set(tokenize('knitted crocheted other than not').map((t) => t.t));
/** each gendered garment heading, the gender it is for and its other-gender twin */
const GENDER_PAIRS: Record<string, { gender: 'man' | 'woman'; other: string }> = Object.fromEntries(
  [['6101', '6102'], ['6103', '6104'], ['6105', '6106'], ['6107', '6108'], ['6201', '6202'], ['6203', '6204'], ['6205', '6206'], ['6207', '6208']]
    .flatMap(([m, w]) => [[m, { gender: 'man', other: w }], [w, { gender: 'woman', other: m }]]),
);
const GENDER_WORDS = new Set(['men', 'mens', 'man', 'boy', 'boys', 'male', 'women', 'womens', 'woman', 'ladies', 'lady', 'girl', 'girls', 'female', 'kids', 'kid',
  'children', 'childrens', 'child', 'baby', 'babies', 'infant', 'infants', 'toddler', 'toddlers', 'unisex', 'adult', 'adults']);
/** words of a garment's wording that a title uses for other things ("bathing suit", "crew length socks") */
const LOOSE_KIND_WORDS = new Set(['suit', 'suits', 'length', 'set', 'sets', 'piece', 'pieces', 'other']);
const MALE_WORDS = /\b(men|mens|man|boys?|male|gents?|gentlemen|his)\b/;
const FEMALE_WORDS = /\b(women|womens|woman|ladies|lady|girls?|female|her|womans)\b/;
const SUIT_HEADINGS = new Set(['6103', '6104', '6203', '6204']);
/** "suit", not a swimsuit, track suit, ski suit or jumpsuit */
const SUIT_WORD = /(?<!\b(?:swim|track|sweat|ski|snow|body|wet|boiler|flight|bathing|play|jump|sauna|jogging|running|training|rain|dry|diving|space|cat|birthday|zoot|lounge|sleep|romper|union|onesie|bunny|costume|halloween|cosplay|animal|mascot|hazmat|protective|ppe|welding)[\s-])\bsuits?\b/;
const SUIT_JACKET = /\b(jackets?|blazers?|sports? coats?|tuxedos?|suit coats?)\b/;
const LOWER_GARMENT = /\b(trousers|pants|slacks|skirts?|shorts|breeches)\b/;
const PIECES = /\b(?:two|2|three|3)[\s-]?(?:piece|pieces|pcs?)\b/;
const BLAZER_CUE = /\b(blazers?|sports? coats?|suit jackets?|dinner jackets?|tuxedo)\b/;
const TAILORED_CUE = /\b(tailored|lapels?|notch(?:ed)? collar)\b/;
const OVERCOAT_CUE = /\b(overcoats?|(?<!sports? )coats?|trench|parkas?|raincoats?|windbreakers?|anoraks?|peacoats?|puffer|capes?|cloaks?)\b/;
const ENSEMBLE_CUE = new RegExp(
  String.raw`\b(?:two|2|three|3)[\s-]?(?:piece|pieces|pcs?)\s+(?:[a-z]+\s+){0,2}?(?:sets?|outfits?|suits?)\b|\bco[\s-]?ords?\b|\bmatching (?:sets?|outfits?)\b` +
    String.raw`|\b(?:tops?|tshirts?|shirts?|blouses?|croptops?|tanktops?|camis?|camisoles?|hoodies?|sweatshirts?|sweaters?|cardigans?|vests?)\s+(?:and|&|\+|with)\s+(?:[a-z]+\s+){0,3}?(?:pants|trousers|skirts?|shorts|leggings|joggers)\b(?=.*\b(?:sets?|outfits?)\b)`,
);
/** a suit (with a suit coat or blazer), sleepwear or swimwear is not an ensemble */
const NOT_ENSEMBLE = /\b(blazers?|tuxedos?|suit jackets?|business suits?|pajamas?|pyjamas?|sleepwear|nightwear|nightgowns?|bikinis?|swimsuits?|swimwear|tracksuits?|sweatsuits?)\b/;
/** an engine, not an electric motor, drives the goods */
// ("1500cc" alone may be a dust cup: a cylinder capacity counts with an engine word)
const ENGINE_CUE = /\b(gas[\s-]?powered|gasoline|petrol|diesel|lpg|propane|internal combustion|(?:2|4|two|four)[\s-]?stroke|engine[\s-]?(?:driven|powered))\b/;
/** a hoist or winch worked by hand */
const MANUAL_CUE = /\b(manual|manually|hand[\s-]?(?:operated|powered|cranked|crank|winch|hoist)|chain blocks?|lever hoists?)\b/;
const ELECTRIC_CUE = /\b(electric|electrically|cordless|battery|corded|brushless|\d+(?:\.\d+)?\s*v|\d+(?:\.\d+)?\s*w|watts?)\b/;
/** lampholders for bulbs: the luminaire is not designed solely for LEDs */
const LAMPHOLDER_CUE =
  /\b(e(?:10|11|12|14|17|26|27|39|40)|b15|b22|gu10|gu5\.?3|g4|g9|mr16|lamp ?holders?|bulb (?:sockets?|holders?)|(?:light )?bulbs? (?:is |are )?not included|without (?:light )?bulbs?|edison bulbs?)\b/;
const RETAIL_YARN_WORDS = new Set(['skein', 'skeins', 'crochet', 'crocheting', 'amigurumi', 'retail', 'hank', 'hanks', 'knitting']);
/** vehicles whose parts are 8714 rather than 8708, and the ones that keep them in 8708 */
const MOTORCYCLE_WORDS = new Set(['motorcycle', 'motorcycles', 'motorbike', 'motorbikes', 'moped', 'mopeds', 'dirtbike', 'dirt', 'motocross', 'scooter', 'scooters']);
const BICYCLE_WORDS = new Set(['bicycle', 'bicycles', 'bike', 'bikes', 'mtb', 'bmx', 'cycling', 'ebike']);
const CAR_WORDS = new Set(['car', 'cars', 'truck', 'trucks', 'suv', 'sedan', 'van', 'pickup', 'automobile', 'automotive', 'atv', 'tractor', 'forklift', 'vehicle', 'vehicles']);
/** what a pet toy of textile or of rope says it is */
const PLUSH_WORDS = new Set(['plush', 'stuffed', 'fleece', 'felt']);
const ROPE_WORDS = new Set(['rope', 'ropes']);
/** people a toy may be for */
const PEOPLE_WORDS = new Set(['kid', 'kids', 'child', 'children', 'childrens', 'baby', 'babies', 'toddler', 'toddlers', 'boy', 'boys', 'girl', 'girls', 'infant', 'infants']);
const PLAITING_WORDS = new Set(['straw', 'raffia', 'seagrass', 'panama', 'toquilla', 'plaited', 'braided', 'palm', 'rattan', 'wicker']);
const COATED_WORDS = new Set(['coated', 'laminated', 'rubberised', 'rubberized', 'bonded']);
const COATING_MATERIALS = new Set(['polyurethane', 'pu', 'pvc', 'plastic', 'plastics', 'rubber', 'vinyl', 'tpu', 'silicone', 'polyvinyl', 'neoprene']);

/** Stems of container nouns (packaging when they follow the product noun). */
const CONTAINER_STEMS = new Set(
  ['jar', 'jars', 'bottle', 'bottles', 'bag', 'bags', 'box', 'boxes', 'can', 'cans', 'tin', 'tins', 'pouch', 'pouches',
    'cylinder', 'cylinders', 'keg', 'kegs', 'sack', 'sacks',
    'carton', 'cartons', 'sachet', 'sachets', 'packet', 'packets', 'tube', 'tubes', 'container', 'containers', 'drum',
    'drums', 'crate', 'crates', 'bucket', 'pail', 'tub', 'tubs', 'canister', 'canisters', 'blister', 'vial', 'vials', 'aerosol can']
    .map((w) => tokenize(w)[0]?.t ?? w),
);

/** The same garment knitted (chapter 61) and not knitted (chapter 62). */
const KNIT_TO_WOVEN: Record<string, string[]> = {
  '6101': ['6201'], '6102': ['6202'], '6103': ['6203'], '6104': ['6204'], '6105': ['6205'], '6106': ['6206'],
  '6107': ['6207'], '6108': ['6208'], '6111': ['6209'], '6112': ['6211'], '6113': ['6210'], '6114': ['6211'],
  '6116': ['6216'], '6117': ['6217'],
};
const WOVEN_TO_KNIT: Record<string, string[]> = {
  '6201': ['6101'], '6202': ['6102'], '6203': ['6103'], '6204': ['6104'], '6205': ['6105'], '6206': ['6106'],
  '6207': ['6107'], '6208': ['6108'], '6209': ['6111'], '6210': ['6113'], '6211': ['6112', '6114'],
  '6216': ['6116'], '6217': ['6117'],
};

/** What a national line's bounds holding (or failing) for the stated sizes weighs against its words' idf. */
const NAT_MEASURE = 4;

/** How many of the best candidates' headings the measured bounds are checked in. */
const MEASURE_HEADINGS = 3;

/** Headings of chapters 84 and 85 that hold parts (Section XVI note 2(b) and (c)). */
const PARTS_HEADINGS = new Set(['8409', '8431', '8448', '8466', '8473', '8487', '8503', '8522', '8529', '8538', '8548']);

/** Words that say the goods are a part of something. */
const PART_WORDS = new Set(['part', 'parts', 'spare', 'spares', 'replacement', 'component', 'components', 'repair', 'assembly', 'assemblies']);
const FOOD_LIVE = 1;
const FOOD_FRESH = 2;
const FOOD_FROZEN = 4;
const FOOD_CURED = 8;
const FOOD_PREPARED = 16;
const FOOD_PROVISIONAL = 32;
const FOOD_STATES = 63;
/** whole fish (0302, 0303) and fish fillets or meat (0304, "Fish fillets; dried, salted …") */
const FOOD_WHOLE = 64;
const FOOD_MEAT = 128;
/** Meat, fish, vegetables, fruit and their preparations of chapter 16. */
const FOOD_STATE_CODES = /^(0[2378]|160[1-5])/;
/**
 * The kind of goods: meat (2, 1601–1602); fish (0301–0305, 1604), crustaceans (0306, 1605.1–.4),
 * molluscs (0307, 1605.5) and other aquatic invertebrates (0308, 1605.6); vegetables; fruit.
 */
function foodFamily(code: string): string {
  if (code.startsWith('1605')) return code < '160550' ? '0306' : code < '160560' ? '0307' : '0308';
  if (code.startsWith('03')) return code < '0306' ? '03' : code.slice(0, 4);
  return code.startsWith('160') ? (code < '1603' ? '02' : '03') : code.slice(0, 2);
}
/** The states a subheading's wording names, ignoring those it negates ("not smoked", "not frozen"). */
function foodStateOfWording(text: string): number {
  const t = text.toLowerCase().replace(/\b(?:not|other than|excluding)\s+(?:(?:frozen|dried|smoked|salted|in brine),?\s+(?:or\s+)?)*(?:frozen|dried|smoked|salted|in brine)\b/g, ' ');
  let m = 0;
  if (/\blive\b/.test(t)) m |= FOOD_LIVE;
  if (/\b(fresh|chilled)\b/.test(t)) m |= FOOD_FRESH;
  if (/\bfrozen\b/.test(t)) m |= FOOD_FROZEN;
  if (/\b(dried|salted|in brine|smoked)\b/.test(t)) m |= FOOD_CURED;
  if (/^fish (fillets|meat)\b/.test(t)) m |= FOOD_MEAT;
  if (/\bprovisionally preserved\b/.test(t)) m |= FOOD_PROVISIONAL;
  else if (/\bprepared or preserved\b|\bpreparations\b/.test(t)) m |= FOOD_PREPARED;
  return m;
}
const TEXT_LIVE = new Set(['live', 'alive', 'living']);
const TEXT_FRESH = new Set(['fresh', 'chilled', 'iced']);
const TEXT_FROZEN = new Set(['frozen', 'iqf']);
const TEXT_CURED = new Set(['dried', 'dehydrated', 'desiccated', 'salted', 'smoked', 'cured', 'brined', 'brine']);
const TEXT_PREPARED = new Set(['canned', 'tinned', 'cooked', 'precooked', 'fried', 'breaded', 'battered', 'marinated',
  'prepared', 'pickled', 'seasoned', 'roasted', 'baked', 'preserved', 'sauce', 'oil', 'cans', 'hermetically', 'airtight', 'retort']);
/**
 * The one state the text gives the goods, the most processed first: canned smoked fish is
 * prepared, frozen smoked salmon is smoked. Vegetables and fruit that are prepared are left to
 * the chapter 20 rule.
 */
function textFoodState(tokens: Token[], code: string): number {
  let m = 0;
  let provisional = false;
  for (const t of tokens) {
    if (t.negated || t.purpose) continue;
    if (t.raw === 'provisionally') provisional = true;
    // (a sauce or oil only as the medium: "in tomato sauce", "in olive oil")
    if (TEXT_PREPARED.has(t.raw) && ((t.raw !== 'sauce' && t.raw !== 'oil') || t.material)) m |= FOOD_PREPARED;
    else if (TEXT_CURED.has(t.raw)) m |= FOOD_CURED;
    else if (TEXT_FROZEN.has(t.raw)) m |= FOOD_FROZEN;
    else if (TEXT_FRESH.has(t.raw)) m |= FOOD_FRESH;
    else if (TEXT_LIVE.has(t.raw)) m |= FOOD_LIVE;
  }
  // "provisionally preserved" (in sulphur dioxide water, in brine) for transport: 0711, 0812
  if (provisional) return FOOD_PROVISIONAL;
  if (m & FOOD_PREPARED) return /^0[78]/.test(code) ? 0 : FOOD_PREPARED;
  for (const s of [FOOD_CURED, FOOD_FROZEN, FOOD_FRESH, FOOD_LIVE]) if (m & s) return s;
  return 0;
}

const WHOLE_FISH = new Set(['whole', 'gutted', 'ungutted', 'dressed', 'headed']);
const FISH_MEAT = new Set(['fillet', 'fillets', 'loin', 'loins', 'steak', 'steaks', 'minced', 'meat', 'portions', 'slices', 'sliced']);
/** Whole fish ("whole", "gutted", "head-on") or fillets and fish meat, when the text says which. */
function textFishCut(tokens: Token[]): number {
  return statesWord(tokens, FISH_MEAT) ? FOOD_MEAT : statesWord(tokens, WHOLE_FISH) ? FOOD_WHOLE : 0;
}

/** Things that hold, store or show other goods ("Rings Holder", "Hats Rack"): named after those goods, they are the goods. */
const HOLDER_WORDS = new Set(['holder', 'holders', 'stand', 'stands', 'rack', 'racks', 'organizer', 'organizers', 'organiser', 'organisers',
  'hanger', 'hangers', 'tray', 'trays', 'display', 'storage', 'case', 'cases', 'hook', 'hooks', 'rest', 'dispenser', 'dispensers',
  'cover', 'covers', 'mat', 'mats', 'shelf', 'shelves', 'cabinet', 'basket', 'baskets', 'bin', 'bins', 'drainer', 'rail', 'caddy', 'pad']);
/** Nouns used in the plural only, or whose plural form makes compounds ("glasses case", "sports bag"). */
const PLURAL_COMPOUNDS = new Set(['glasses', 'sunglasses', 'eyeglasses', 'goggles', 'scissors', 'pants', 'trousers', 'jeans', 'shorts',
  'tights', 'leggings', 'pliers', 'tongs', 'tweezers', 'binoculars', 'headphones', 'earphones', 'earbuds', 'clothes', 'sports',
  'series', 'news', 'arts', 'crafts', 'kids', 'mens', 'womens', 'nails', 'lashes', 'dishes', 'shoes', 'boots', 'socks',
  'keys', 'cards', 'tools', 'parts', 'supplies', 'accessories', 'beads', 'coins', 'cosmetics', 'toys', 'pets', 'plants', 'flowers', 'books',
  // singular nouns ending in s
  'lens', 'canvas', 'christmas', 'asbestos', 'gas', 'bus', 'species', 'chassis', 'atlas', 'bias', 'iris', 'yes']);
function isPlural(raw: string): boolean {
  return raw.length > 3 && raw.endsWith('s') && !/(ss|us|is|ics)$/.test(raw) && !PLURAL_COMPOUNDS.has(raw) && !PLURAL_ONLY.has(raw);
}

/**
 * The longest description read, in characters. The API takes at most 1,000; rulings run to about
 * 1,100. Cost grows faster than the length (phrase matching and the title rules compare matches
 * pairwise), so core callers with longer texts get their first 4,000 characters read.
 */
const MAX_DESCRIPTION = 4000;
function clip(text: string | undefined): string {
  return (text ?? '').slice(0, MAX_DESCRIPTION);
}

/** The chapters whose headings of parts serve other headings (machinery, vehicles, instruments, clocks, arms, toys: 84–95). */
const MACHINE_CHAPTERS = /^(8[4-9]|9[0-5])/;
/** Parts of general use (Section XV note 2): screws, springs, chain, locks, fittings stay in their headings. */
const GENERAL_USE = new Set(['7307', '7312', '7315', '7317', '7318', '7320', '8301', '8302', '8308', '8310', '7415', '7616']);
/** Nouns that say the goods are parts of a machine named before them ("Decanter Centrifuge Replacement Part"). */
const PART_NOUNS = new Set(['part', 'parts', 'spare', 'spares']);
/** Words that say the goods are a set. */
const SET_WORDS = new Set(['set', 'sets', 'kit', 'kits', 'assorted', 'assortment', 'pieces', 'piece']);
/** Further words that say the goods are a part or accessory of something. */
const PART_CUE_EXTRA = new Set(['accessory', 'accessories', 'attachment', 'attachments', 'kit', 'kits', 'refill', 'refills', 'spare', 'fitting', 'fittings']);
/** Component nouns that titles list as specifications of the goods. */
const COMPONENT_WORDS = new Set(['switch', 'switches', 'plug', 'plugs', 'valve', 'valves', 'frame', 'frames', 'pin', 'pins', 'ram',
  'battery', 'batteries', 'screen', 'screens', 'display', 'motor', 'motors', 'cable', 'cables', 'bulb', 'bulbs', 'lens', 'lenses',
  'chip', 'chips', 'bearing', 'bearings', 'blade', 'blades', 'handle', 'handles', 'strap', 'straps', 'lid', 'lids',
  'sensor', 'sensors', 'port', 'ports', 'charger', 'adapter', 'remote', 'light', 'lights', 'led', 'speaker', 'camera', 'fan',
  'pump', 'filter', 'hose', 'nozzle', 'wheel', 'wheels', 'tire', 'tires', 'chain', 'lock', 'hook', 'hooks', 'clip', 'clips',
  'buckle', 'zipper', 'button', 'buttons', 'spring', 'springs']);
/** Head nouns that name a part only generically (the machine it is for decides the heading). */
const PART_GENERIC = new Set(['blade', 'blades', 'cover', 'covers', 'housing', 'housings', 'shell', 'roller', 'rollers',
  'head', 'heads', 'lever', 'levers', 'knob', 'knobs', 'bracket', 'brackets', 'panel', 'panels', 'lid', 'lids', 'tray',
  'holder', 'mount', 'base', 'plate', 'plates', 'assembly', 'assemblies', 'kit', 'attachment', 'attachments', 'accessory',
  'accessories', 'ring', 'spacer']);

const WARMUP_TEXTS = [
  "men's 100% cotton knitted T-shirt",
  'Silicone Beads For Jewelry Making 10Pcs',
  'stainless steel kitchen knife set with wooden block',
  'wireless bluetooth earbuds with charging case',
  'a women\'s jacket made of 80% polyester and 20% nylon woven fabric, with a hood',
  'For iPhone 15 Pro Max TPU phone case shockproof cover',
  'hydraulic relief valves for industrial pumps',
  'frozen uncooked shrimp, peeled, packed in 2 lb bags',
  'Citric acid monohydrate (CAS 5949-29-1) in bulk',
  'LED ceiling light with remote control, 24W',
  'plush teddy bear toy 30 cm',
  'leather handbag for women with shoulder strap',
  'car brake pads ceramic front set',
  'printed children\'s picture book',
  'ceramic coffee mug 350 ml',
  'polyethylene plastic bags without handles',
  // footwear and jewellery family rules, material before a finished article, parts for a
  // machine, a ruling-style sentence with composition and negation: every scoring path runs
  'Women Winter Ankle Boots PU Leather Platform Lace Up Shoes',
  'S925 Sterling Silver Zircon Stud Earrings for Women',
  'Stainless Steel Cuban Link Chain Necklace for Men Gold Color',
  'Replacement Roller Head for Electric Foot File, 4 pcs',
  'plastic covers for an electric motor controller',
  'the product is a woman\'s pullover made of 60% cotton and 40% acrylic knit fabric, not lined, with long sleeves',
  'Arduino UNO R3 development board ATmega328P with USB cable',
  'a steel wall mounted pegboard for storing tools in workshops and garages',
  // the fifth-pass rules: audience and accessory spans, polymer, parallel materials (tableware,
  // garments), compounds across "for", ingredients after the goods, prepared foods, babies'
  // garments, overlapping names, feature phrases
  'Gift For Women Sterling Silver Bracelet with Pendant',
  'clear polyethylene plastic bags without handles, packaging: cartons',
  'stainless steel coffee mug with bamboo lid',
  'PVC raincoat for adults; women\'s PU leather jacket',
  'Stainless Steel Strap for Huawei Watch GT 3',
  'Moisturizing Body Lotion Shea Butter Coconut Oil containing vitamin E',
  'roasted and salted cashew nuts in retail packages',
  'baby girl cotton knitted dress made from 100% cotton',
  'a decorative pillow cover made of 100% polyester woven fabric with a zipper closure',
  'Cordless Leaf Blower Battery Powered, Kids Rain Boots Waterproof Rubber',
  // the seventh-pass rules: looks, counts, model codes, repeated names, negated and finish
  // qualifiers, coated garments, plaited hats, preserving media, padded alternatives
  'Vintage Rivet Decor Soft PU Crossbody Bags, Skull Print T-Shirt, Mechanical Gaming Keyboard 87 Keys',
  'Suction Cup Table Vise Rotating Bench Vise Clamp Mini Vise, LiPo Battery XT60 Plug, Green Tea 20 bags',
  "men's jacket of knitted polyester fabric coated with polyurethane; Cowboy Hat Straw; sunglasses",
  'sun-dried tomatoes in olive oil, a forklift truck powered by an internal combustion engine',
  'a manual chain block, not power operated; a shoe that does not cover the ankle; silver plated ring',
  'Glass Food Storage Containers Borosilicate, enamelled cast iron casserole, zip-up case, tank top',
  // the tenth-pass rules: parts of a machine, states of meat and fish, words with digits, plurals
  // that open a title, a material before a container
  'The merchandise is a mast assembly, a part of a forklift truck; Smoke Alarm Replacement Sensor Chamber Part For Fire Alarm',
  'Frozen whole Atlantic cod, gutted; fresh salmon fillets, never frozen; canned squid in olive oil',
  'LiFePO4 12V 100Ah Deep Cycle Battery; Womens Leather Gloves Touchscreen; Low Density Polyethylene Garbage Bags',
  // the eleventh-pass rules: lampholders, negations, garments named in the wording, engines,
  // cast fittings, ensembles, stated materials, soles, prepared fruit, yarn counts
  'Ceramic Table Lamp E27 Bulb Not Included; liquid egg albumin, not dried; Hanes Women\'s Hi-Cut Panties, Cotton',
  'Gas Powered Hedge Trimmer 26cc 2 Stroke; cast stainless steel elbow; Women Two Piece Set Crop Top and Wide Leg Pants',
  'cotton canvas awning; Leather Clogs With Wooden Sole; Mandarin Oranges in Light Syrup; cotton yarn Ne 30/1 single, on cones',
  // the twelfth-pass rules: bulk chemicals and weights before containers, blends by ratio,
  // tailored jackets and suit groups, gender pairs, CNC splits, knitted linen, stated qualifiers,
  // festive lights, used tyres
  'pseudoephedrine sulphate, active pharmaceutical ingredient, 25 kg drums; o-Toluidine 99%, 200kg Drum; Polyester cotton 65/35 woven fabric',
  "Mens Knitted Cotton Blazer Jacket; Women's 2 Piece Pant Suit Set Blazer Trousers; Men's Cotton Poplin Pyjama Set; CNC Lathe Horizontal",
  'Jersey Knit Fitted Sheet Cotton; Printed Cotton Canvas Fabric; Christmas Tree LED String Lights; Used Tires Part Worn Tyres; Gold Filled Necklace',
  // the thirteenth-pass rules: measured sizes, stainless steel, grades, tropical woods, tool sets,
  // plastic forms, ground spices, fibre shares, parts solely for a machine, colour words, watches
  'Three Phase Asynchronous Motor 0.75KW 380V; Stainless Steel Seamless Line Pipe 316L; Metformin Hydrochloride API Pharmaceutical Grade 99%',
  'Teak Wood Salad Bowl; Electrician Hand Tool Set Pliers Screwdrivers Adjustable Wrench; Polyethylene terephthalate film 12 micron in rolls',
  'Star Anise Powder Ground; gloves knitted of 80 percent wool and 20 percent nylon; membrane designed solely for use in a pneumatic wine press',
  'Orange Juice not from concentrate 1L; Black and White TV 5 Inch; 18K Gold Automatic Watch Sapphire Crystal; silk spandex knit top',
  // the fourteenth-pass rules: "of" compounds, scrap and waste, clad metals, precious wire for a
  // use, leather garments, soles, toe-caps, packing after "in", viscosity numbers, track suits
  'The product consists of rods of borosilicate glass; PVC Window Profile Scrap Bales; Silver Clad Copper Strip; Rhodium Wire for Thermocouple',
  "Men's Necktie Genuine Leather; a belt of full-grain cowhide leather; Canvas Ballet Shoes Split Leather Sole; Work Boots No Steel Toe",
  'aspirin of pharmacopoeial grade in bulk fibre drums; PET chips with a viscosity number of 65 ml/g; Men Tracksuit Knitted; NC Shearing Machine',
];

/**
 * A lexicon phrase is usable when normalisation keeps its first and last words: a phrase that
 * lost an edge word to stop-word removal ("tank top" -> "tank") or a digit/one-letter word
 * ("e liquid", "dot 4 fluid") would over-match, while an interior stop word is harmless
 * ("hook and loop" -> "hook loop", as the query is normalised the same way).
 */
export function phraseUsable(phrase: string, terms: string[]): boolean {
  if (!terms.length) return false;
  const words = joinPrefixes(foldText(phrase)).trim().split(/[\s-]+/);
  if (words.length === terms.length) return true;
  const kept = tokenize(phrase, { keepStop: true });
  if (kept.length !== words.length) return false; // a digit or one-letter word was dropped
  const first = tokenize(words[0]);
  const last = tokenize(words[words.length - 1]);
  return first.length === 1 && last.length === 1 && first[0].t === terms[0] && last[0].t === terms[terms.length - 1];
}

function saturateHead(bag: Map<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [t, tf] of bag) out.set(t, tf <= 3 ? tf : 3 + Math.log(tf - 2));
  return out;
}

/** FNV-1a hash: the fixed lexicon hold-out here and the dev-set split of bench:classify. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function round3(x: number): number {
  return Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
}
