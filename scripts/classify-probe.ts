/**
 * Runs the classifier over a probe file and lists the answers that miss, for lexicon writers:
 *   npx tsx scripts/classify-probe.ts probes.txt [--all]
 * Each probe line is "<expected 4- or 6-digit code> | <description>" ('#' starts a comment). The
 * classifier is built from the tariff files in LANDED_SHARED_DATA (default ../shared/data) and the
 * shipped lexicon. Prints one line per miss (expected, answer, the two alternatives, confidence,
 * description), then the hit rate at the probes' own precision.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildClassifier } from '../src/core/classify/index.js';
import { loadKnowledgeFromDir } from '../src/core/classify/knowledge-files.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/classify-probe.ts <probes.txt> [--all]');
  process.exit(2);
}
const all = process.argv.includes('--all');
const dataDir = resolve(process.env.LANDED_SHARED_DATA ?? '../shared/data');
const clf = buildClassifier(loadKnowledgeFromDir(dataDir), { WARMUP_ROUNDS: 0 });
const probes = readFileSync(file, 'utf8')
  .split('\n')
  .map((l) => l.replace(/#.*$/, '').trim())
  .filter((l) => l.includes('|'))
  .map((l) => {
    const i = l.indexOf('|');
    return { code: l.slice(0, i).trim().replace(/\./g, ''), description: l.slice(i + 1).trim() };
  });
let hits = 0;
for (const p of probes) {
  const c = clf.classify({ description: p.description, destinationCountry: 'US' });
  const ok = c.hs_code.startsWith(p.code);
  if (ok) hits++;
  if (!ok || all) {
    const alts = c.alternatives.slice(0, 2).map((a) => a.hs_code).join(',');
    console.log(`${ok ? 'ok  ' : 'MISS'} ${p.code.padEnd(6)} ${c.hs_code} [${alts}] ${c.confidence.toFixed(2)} | ${p.description}`);
  }
}
console.log(`${hits}/${probes.length} hit (${((100 * hits) / Math.max(1, probes.length)).toFixed(1)}%)`);
