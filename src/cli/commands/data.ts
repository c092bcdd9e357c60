import type { EntityManager } from '@mikro-orm/postgresql';
import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { importDataDir, type ImportProgress } from '../../db/import/index.js';
import { REFRESH_TASK } from '../../workers/refresh-data.js';
import { printJson, withDatabase } from '../context.js';

/** A cli-progress bar per file: rows inserted out of rows parsed. */
function progressReporter(): { onProgress: (p: ImportProgress) => void; stop: () => void } {
  const bars = new cliProgress.MultiBar({ format: ' {bar} {percentage}% | {value}/{total} rows | {file}', hideCursor: true, clearOnComplete: false, noTTYOutput: true, notTTYSchedule: 2000 }, cliProgress.Presets.shades_classic);
  const perFile = new Map<string, cliProgress.SingleBar>();
  return {
    onProgress: (p) => {
      if (p.phase === 'skip') return;
      let bar = perFile.get(p.file);
      if (!bar) {
        bar = bars.create(Math.max(p.total, 1), 0, { file: p.file });
        perFile.set(p.file, bar);
      }
      bar.setTotal(Math.max(p.total, 1));
      bar.update(p.done, { file: `${p.file}${p.phase === 'done' ? ' ✓' : ''}` });
    },
    stop: () => bars.stop(),
  };
}

export function registerDataCommands(program: Command): void {
  const data = program.command('data').description('Tariff, VAT and exchange-rate datasets');
  data
    .command('import')
    .argument('<dir>', 'a directory of published files (HS nomenclature CSV, USITC HTS CSV, UK tariff CSV, ibericode VAT JSON, ECB CSV/XML)')
    .description('Import every recognised file; files already imported (same checksum) are skipped')
    .action((dir: string) =>
      withDatabase(async ({ orm }) => {
        const progress = progressReporter();
        const results = await importDataDir(orm.em.fork() as EntityManager, dir, progress.onProgress);
        progress.stop();
        printJson(results.map((r) => ({ file: r.file, kind: r.kind, status: r.status, rows: r.rows, seconds: Number((r.ms / 1000).toFixed(2)) })));
      }),
    );
  data
    .command('refresh')
    .option('--all', 'tariffs, nomenclature and VAT too (default: exchange rates only)')
    .description('Queue the refresh job that re-reads LANDED_DATA_DIR and LANDED_FX_URLS (a running worker picks it up)')
    .action((o: { all?: boolean }) =>
      withDatabase(async ({ orm }) => {
        await orm.em.fork().execute('select graphile_worker.add_job(?, ?::json)', [REFRESH_TASK, JSON.stringify({ scope: o.all ? 'all' : 'fx' })]);
        process.stdout.write(`queued ${REFRESH_TASK} (${o.all ? 'all' : 'fx'})\n`);
      }),
    );
}
