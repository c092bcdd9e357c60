import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Orm } from '../db/orm.js';
import { buildClassifier, type Classifier, type ClassifierKnowledge, type HsRow, type LabelledExample, type NationalLine } from '../core/classify/index.js';
import { DEMO_EU, DEMO_GB, DEMO_GOODS, DEMO_US, demoData } from '../core/landed-cost/demo-data.js';
import type { LandedCostDataSource, TariffLine } from '../core/landed-cost/index.js';

/** Classification and landed-cost knowledge of one process, swapped atomically on reload. */
export interface Knowledge {
  classifier(): Classifier;
  landedCost: LandedCostDataSource;
  /** 'database' once real tariff data is imported; 'demo' for the project's own small dataset. */
  source(): 'database' | 'demo';
  reload(): Promise<void>;
}

function nationalLines(lines: TariffLine[]): NationalLine[] {
  return lines.map((l) => ({ code: l.code, description: l.description }));
}

/**
 * The demo nomenclature: only the demo goods, worded from the project's own demo tariff lines,
 * so a fresh `npm start` classifies everyday goods without any imported data.
 */
export function demoClassifierKnowledge(): ClassifierKnowledge {
  const rows = new Map<string, HsRow>();
  const wording = (hs6: string) =>
    [DEMO_GOODS[hs6], ...[...DEMO_EU, ...DEMO_GB, ...DEMO_US].filter((l) => l.code.startsWith(hs6)).map((l) => l.description)].join('; ');
  for (const hs6 of Object.keys(DEMO_GOODS)) {
    const ch = hs6.slice(0, 2);
    const h4 = hs6.slice(0, 4);
    if (!rows.has(ch)) rows.set(ch, { code: ch, description: DEMO_GOODS[hs6], parent: null, level: 2, section: '' });
    if (!rows.has(h4)) rows.set(h4, { code: h4, description: DEMO_GOODS[hs6], parent: ch, level: 4, section: '' });
    rows.set(hs6, { code: hs6, description: wording(hs6), parent: h4, level: 6, section: '' });
  }
  return { hs: [...rows.values()], national: { US: nationalLines(DEMO_US), EU: nationalLines(DEMO_EU), GB: nationalLines(DEMO_GB) } };
}

/** Client-supplied codes of earlier shipments: labelled examples per account and mode. */
async function loadExamples(orm: Orm): Promise<LabelledExample[]> {
  const rows = (await orm.em.fork().execute(
    `select s.account_id, s.is_test, i.description, i.hs_code_resolved
       from shipment_items i join shipments s on s.id = i.shipment_id
      where i.hs_code is not null
      order by s.created_at desc limit 200000`,
  )) as { account_id: string; is_test: boolean; description: string; hs_code_resolved: string }[];
  return rows.map((r) => ({ accountId: `${r.account_id}:${r.is_test ? 'test' : 'live'}`, description: r.description, hsCode: r.hs_code_resolved }));
}

export async function loadKnowledge(orm: Orm, _config: Config, log: (m: string) => void = () => {}): Promise<Knowledge> {
  let classifier: Classifier;
  let source: 'database' | 'demo' = 'demo';
  const data = demoData();
  const landedCost: LandedCostDataSource = { load: async () => data };
  const build = async () => {
    const examples = await loadExamples(orm);
    classifier = buildClassifier({ ...demoClassifierKnowledge(), examples });
    source = 'demo';
    log(`classifier ready (${source} knowledge, ${examples.length} labelled examples)`);
  };
  await build();
  return { classifier: () => classifier, landedCost, source: () => source, reload: build };
}

export type { Logger };
