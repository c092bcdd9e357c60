import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../db/orm.js';
import { DbLandedCostDataSource } from '../db/landed-cost-source.js';
import { buildClassifier, type Classifier, type ClassifierKnowledge, type HsRow, type LabelledExample, type NationalLine } from '../core/classify/index.js';
import { DEMO_EU, DEMO_GB, DEMO_GOODS, DEMO_US } from '../core/landed-cost/demo-data.js';
import type { LandedCostDataSource, TariffLine } from '../core/landed-cost/index.js';

/** Classification and landed-cost knowledge of one process. The classifier is swapped atomically on reload. */
export interface Knowledge {
  classifier(): Classifier;
  landedCost: LandedCostDataSource;
  /** 'database' once an HS nomenclature is imported; 'demo' for the project's own small dataset. */
  source(): 'database' | 'demo';
  /** Rebuilds the classifier from the database (after an import). */
  reload(): Promise<void>;
  /** Rebuilds only when datasets changed since the last build (cheap; polled by every process). */
  refreshIfChanged(): Promise<boolean>;
  stop(): void;
}

function nationalLines(lines: TariffLine[]): NationalLine[] {
  return lines.map((l) => ({ code: l.code, description: l.description }));
}

/**
 * The demo nomenclature: only the demo goods, worded from the project's own demo tariff lines, so a
 * fresh `npm start` classifies everyday goods without any imported data.
 */
export function demoClassifierKnowledge(): ClassifierKnowledge {
  const rows = new Map<string, HsRow>();
  for (const hs6 of Object.keys(DEMO_GOODS)) {
    const ch = hs6.slice(0, 2);
    const h4 = hs6.slice(0, 4);
    const eu = DEMO_EU.find((l) => l.code.startsWith(hs6));
    if (!rows.has(ch)) rows.set(ch, { code: ch, description: DEMO_GOODS[hs6], parent: null, level: 2, section: '' });
    if (!rows.has(h4)) rows.set(h4, { code: h4, description: DEMO_GOODS[hs6], parent: ch, level: 4, section: '' });
    rows.set(hs6, { code: hs6, description: eu?.description ?? DEMO_GOODS[hs6], parent: h4, level: 6, section: '' });
  }
  return { hs: [...rows.values()], national: { US: nationalLines(DEMO_US), EU: nationalLines(DEMO_EU), GB: nationalLines(DEMO_GB) } };
}

/**
 * Classifier knowledge from imported datasets: the latest HS nomenclature, and the national lines of
 * the latest imported US, GB and EU tariffs (US lines with their indent context). Null without an
 * imported nomenclature.
 */
export async function databaseClassifierKnowledge(em: EntityManager): Promise<ClassifierKnowledge | null> {
  const hsSet = (await em.execute("select id from datasets where kind = 'hs' order by valid_from desc, imported_at desc limit 1")) as { id: string }[];
  if (!hsSet.length) return null;
  const hs = (await em.execute('select code, description, parent, level, section from hs_nomenclature where dataset_id = ?', [hsSet[0].id])) as HsRow[];
  const rows = (await em.execute(
    `select distinct on (t.tariff, t.code) t.tariff, t.code, t.description, t.context
       from tariff_lines t join datasets d on d.id = t.dataset_id
      where d.kind = 'tariff' and t.tariff in ('US', 'GB', 'EU')
        and ((t.tariff = 'US' and length(t.code) >= 8) or t.tariff = 'GB' or (t.tariff = 'EU' and length(t.code) = 8))
      order by t.tariff, t.code, d.valid_from desc, d.imported_at desc`,
  )) as { tariff: string; code: string; description: string; context: string | null }[];
  const national: Record<string, NationalLine[]> = { US: [], GB: [], EU: [] };
  for (const r of rows) national[r.tariff].push({ code: r.code, description: r.description, ...(r.context ? { context: r.context } : {}) });
  return { hs: hs.map((h) => ({ ...h, level: Number(h.level) as HsRow['level'] })), national };
}

/** Client-supplied codes of earlier shipments: labelled examples per account and mode. */
async function loadExamples(em: EntityManager): Promise<LabelledExample[]> {
  const rows = (await em.execute(
    `select s.account_id, s.is_test, i.description, i.hs_code_resolved
       from shipment_items i join shipments s on s.id = i.shipment_id
      where i.hs_code is not null
      order by s.created_at desc limit 200000`,
  )) as { account_id: string; is_test: boolean; description: string; hs_code_resolved: string }[];
  return rows.map((r) => ({ accountId: `${r.account_id}:${r.is_test ? 'test' : 'live'}`, description: r.description, hsCode: r.hs_code_resolved }));
}

async function datasetsVersion(em: EntityManager): Promise<string> {
  const rows = (await em.execute("select count(*)::text || ':' || coalesce(max(imported_at)::text, '') as v from datasets where kind = 'hs' or tariff in ('US', 'GB', 'EU', 'GB+EU')")) as { v: string }[];
  return rows[0]?.v ?? '';
}

export async function loadKnowledge(orm: Orm, log: (m: string) => void = () => {}, opts: { pollMs?: number } = {}): Promise<Knowledge> {
  let classifier!: Classifier;
  let source: 'database' | 'demo' = 'demo';
  let version = '';
  const landedCost = new DbLandedCostDataSource(() => orm.em.fork() as EntityManager);
  const build = async () => {
    const em = orm.em.fork() as EntityManager;
    const v = await datasetsVersion(em);
    const t0 = performance.now();
    const fromDb = await databaseClassifierKnowledge(em);
    const examples = await loadExamples(em);
    classifier = buildClassifier({ ...(fromDb ?? demoClassifierKnowledge()), examples });
    source = fromDb ? 'database' : 'demo';
    version = v;
    log(`classifier ready from ${source} knowledge in ${Math.round(performance.now() - t0)} ms (${examples.length} labelled examples)`);
  };
  await build();
  const refreshIfChanged = async () => {
    if ((await datasetsVersion(orm.em.fork() as EntityManager)) === version) return false;
    await build();
    return true;
  };
  // Imports may run in another process (CLI, a worker); every process notices within a minute.
  const timer = setInterval(() => void refreshIfChanged().catch((err) => log(`knowledge refresh failed: ${String(err)}`)), opts.pollMs ?? 60_000);
  timer.unref();
  return { classifier: () => classifier, landedCost, source: () => source, reload: build, refreshIfChanged, stop: () => clearInterval(timer) };
}
