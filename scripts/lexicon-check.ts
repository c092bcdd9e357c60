/**
 * Checks a lexicon module before it joins the shipped lexicon:
 *   npx tsx scripts/lexicon-check.ts src/core/classify/lexicon/<file>.ts [path to harmonized-system.csv]
 * Reports codes that are not HS 2022 headings/subheadings, phrases the matcher cannot use,
 * phrases that already exist in the shipped lexicon (with the codes they map to there), and
 * malformed lines. Exit code 1 when there are unknown codes or malformed lines.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseLexicon, LEXICON_SOURCE } from '../src/core/classify/lexicon.js';
import { parseHsNomenclature } from '../src/core/data/hs-nomenclature.js';
import { tokenize } from '../src/core/classify/text.js';
import { phraseUsable } from '../src/core/classify/index.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/lexicon-check.ts <lexicon module .ts> [harmonized-system.csv]');
  process.exit(2);
}
const hsPath = process.argv[3] ?? resolve(process.env.LANDED_SHARED_DATA ?? '../shared/data', 'hs/harmonized-system.csv');
const hs = parseHsNomenclature(readFileSync(hsPath, 'utf8'));
const codes = new Set(hs.filter((r) => r.level === 4 || r.level === 6).map((r) => r.code));

const mod = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
const sources = Object.values(mod).filter((v): v is string => typeof v === 'string');
if (!sources.length) {
  console.error('the module exports no string');
  process.exit(2);
}
const src = sources.join('\n');
const key = (p: string) => tokenize(p).map((t) => t.t).join(' ');
const existing = new Map<string, string>();
const others = LEXICON_SOURCE.includes(src) ? LEXICON_SOURCE.replace(src, '') : LEXICON_SOURCE;
for (const e of parseLexicon(others)) for (const p of e.phrases) if (!existing.has(key(p))) existing.set(key(p), e.codes.map((c) => c.code).join(' '));

let bad = 0;
let entries = 0;
let phrases = 0;
const seen = new Set<string>();
src.split('\n').forEach((raw, i) => {
  const line = raw.trim();
  if (!line || line.startsWith('#')) return;
  if (!line.includes(' =>')) {
    console.log(`line ${i + 1}: malformed (no " =>"): ${line.slice(0, 80)}`);
    bad++;
    return;
  }
  const [e] = parseLexicon(line);
  entries++;
  for (const c of e.codes) {
    if (!/^\d{4}(\d{2})?$/.test(c.code) || !codes.has(c.code)) {
      console.log(`line ${i + 1}: unknown code ${c.code}`);
      bad++;
    }
    if (!(c.weight > 0 && c.weight <= 1)) {
      console.log(`line ${i + 1}: weight out of (0, 1]: ${c.code}:${c.weight}`);
      bad++;
    }
  }
  for (const p of e.phrases) {
    phrases++;
    const terms = tokenize(p).map((t) => t.t);
    if (!phraseUsable(p, terms)) console.log(`line ${i + 1}: phrase "${p}" is unusable (an edge word is a stop word, a number or one letter)`);
    const k = terms.join(' ');
    if (existing.has(k)) console.log(`line ${i + 1}: phrase "${p}" already in the lexicon → ${existing.get(k)}`);
    if (seen.has(k)) console.log(`line ${i + 1}: phrase "${p}" repeated in this file`);
    seen.add(k);
  }
});
console.log(`${entries} entries, ${phrases} phrases, ${bad} errors`);
process.exit(bad ? 1 : 0);
