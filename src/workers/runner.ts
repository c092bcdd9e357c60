import { run, type Runner } from 'graphile-worker';
import pg from 'pg';
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


/** Waits for a promise, but no longer than ms (a pool that never reports back must not hang start-up or shutdown). */
function atMost(p: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([p, new Promise((r) => setTimeout(r, ms).unref())]);
}

/** Starts a graphile-worker runner in this process. Signals are handled by our own shutdown. */
export async function startWorker(services: AppServices, opts: WorkerOptions): Promise<Runner> {
  // Lets a restarted worker pick up the jobs a killed one held (see webhook-crash-recovery.ts).
  const liveness = trackPoolLiveness(opts.connectionString, services.logger);
  // Our own pool rather than one graphile-worker makes: its stop() removes that pool's error
  // handlers and then ends it without waiting, so a job fetch still in flight met the database's
  // shutdown with no handler and crashed the process. This pool keeps its handlers, and stop()
  // waits for it to close before the caller stops the database.
  const pgPool = new pg.Pool({ connectionString: opts.connectionString, max: 10, application_name: 'landed-worker-jobs' });
  const onError = (err: Error) => services.logger.warn({ err }, 'worker database connection error');
  pgPool.on('error', onError);
  pgPool.on('connect', (client) => client.on('error', onError));
  const runner = await run({
    pgPool,
    concurrency: opts.concurrency,
    noHandleSignals: true,
    pollInterval: opts.pollInterval ?? 1000,
    taskList: buildTaskList(services),
    crontab: [opts.crontab ?? '', ...crontabLines()].filter(Boolean).join('\n'),
    logger: quietLogger(),
    events: liveness.events,
  });
  await atMost(liveness.ready, 10_000);
  const stopRunner = runner.stop.bind(runner);
  // Stopping the worker includes closing its liveness connection, so that callers can stop the
  // database right after (the bound keeps a pool that never reports its release from hanging shutdown).
  runner.stop = async (...args: Parameters<Runner['stop']>) => {
    await stopRunner(...args);
    await atMost(pgPool.end(), 5_000);
    await atMost(liveness.closed, 5_000);
  };
  return runner;
}
