import { resolve } from 'node:path';

/** Process configuration, read once from the environment. Every knob has a default that works on a fresh machine. */
export interface Config {
  databaseUrl: string | undefined;
  landedHome: string;
  port: number;
  host: string;
  payUrl: string | undefined;
  /** Public base URL of this server, for links; defaults to http://HOST:PORT. */
  publicUrl: string | undefined;
  adminToken: string | undefined;
  dataDir: string | undefined;
  workerConcurrency: number;
  logLevel: string;
  /** Data retention: test data TEST_DATA_RETENTION_DAYS (90), live data LIVE_DATA_RETENTION_YEARS (7). */
  retention: { testDays: number; liveYears: number };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    landedHome: resolve(env.LANDED_HOME || '.landed'),
    port: env.PORT ? Number(env.PORT) : 3000,
    host: env.HOST || '127.0.0.1',
    payUrl: env.PAY_URL || undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    adminToken: env.LANDED_ADMIN_TOKEN || undefined,
    dataDir: env.LANDED_DATA_DIR || undefined,
    workerConcurrency: env.WORKER_CONCURRENCY ? Number(env.WORKER_CONCURRENCY) : 4,
    logLevel: env.LOG_LEVEL || 'info',
    retention: {
      testDays: env.TEST_DATA_RETENTION_DAYS ? Number(env.TEST_DATA_RETENTION_DAYS) : 90,
      liveYears: env.LIVE_DATA_RETENTION_YEARS ? Number(env.LIVE_DATA_RETENTION_YEARS) : 7,
    },
  };
}
