/**
 * Loads ClassifierKnowledge from the published data files (HS nomenclature CSV, USITC HTS
 * CSV, UK Global Tariff CSV) in a directory laid out like ../shared/data. The files are read
 * at run time; nothing derived from them is stored in the repository.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseHsNomenclature } from '../data/hs-nomenclature.js';
import { parseHts, buildHtsContext, cleanHtsDescription } from '../data/hts.js';
import { parseUkTariffLines } from '../data/uk-tariff-lines.js';
import type { ClassifierKnowledge, NationalLine } from './index.js';

export function usNationalLines(htsCsv: string): NationalLine[] {
  const lines = parseHts(htsCsv);
  const ctx = buildHtsContext(lines);
  const out: NationalLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (l.code.length < 8) continue;
    out.push({
      code: l.code,
      description: cleanHtsDescription(l.description),
      context: ctx[i].map(cleanHtsDescription).filter(Boolean).join('; '),
    });
  }
  return out;
}

export function ukNationalLines(ukCsv: string): { GB: NationalLine[]; EU: NationalLine[] } {
  const lines = parseUkTariffLines(ukCsv);
  const GB = lines.map((l) => ({ code: l.code, description: l.description }));
  const EU = lines.filter((l) => l.code.length === 8).map((l) => ({ code: l.code, description: l.description }));
  return { GB, EU };
}

export function loadKnowledgeFromDir(dir: string): ClassifierKnowledge {
  const hs = parseHsNomenclature(readFileSync(join(dir, 'hs/harmonized-system.csv'), 'utf8'));
  const national: Record<string, NationalLine[]> = {};
  const htsPath = join(dir, 'tariff/hts_2026_revision_4.csv');
  if (existsSync(htsPath)) national.US = usNationalLines(readFileSync(htsPath, 'utf8'));
  const ukPath = join(dir, 'tariff/global-uk-tariff.csv');
  if (existsSync(ukPath)) Object.assign(national, ukNationalLines(readFileSync(ukPath, 'utf8')));
  return { hs, national };
}
