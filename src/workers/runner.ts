import { run, type Runner } from 'graphile-worker';
import type { AppServices } from '../server/services.js';
import { quietLogger } from './graphile.js';
import { buildTaskList, crontabLines } from './tasks.js';

import { trackPoolLiveness } from './webhook-crash-recovery.js';
import './register-all.js';

export interface WorkerOptions {
  connectionString: string;
  concurrency: number;
  /** graphile-worker crontab lines (see each module's cron registration). */
  crontab?: string;
  pollInterval?: number;
}


/** Starts a graphile-worker runner in this process. Signals are handled by our own shutdown. */
export async function startWorker(services: AppServices, opts: WorkerOptions): Promise<Runner> {
  // Lets a restarted worker pick up the jobs a killed one held (see webhook-crash-recovery.ts).
  const liveness = trackPoolLiveness(opts.connectionString, services.logger);
  const runner = await run({
    connectionString: opts.connectionString,
    concurrency: opts.concurrency,
    noHandleSignals: true,
    pollInterval: opts.pollInterval ?? 1000,
    taskList: buildTaskList(services),
    crontab: [opts.crontab ?? '', ...crontabLines()].filter(Boolean).join('\n'),
    logger: quietLogger(),
    events: liveness.events,
  });
  await Promise.race([liveness.ready, new Promise((r) => setTimeout(r, 10_000).unref())]);
  const stopRunner = runner.stop.bind(runner);
  // Stopping the worker includes closing its liveness connection, so that callers can stop the
  // database right after (the bound keeps a pool that never reports its release from hanging shutdown).
  runner.stop = async (...args: Parameters<Runner['stop']>) => {
    await stopRunner(...args);
    await Promise.race([liveness.closed, new Promise((r) => setTimeout(r, 5_000).unref())]);
  };
  return runner;
}
