import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Runner } from 'graphile-worker';
import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import { seedDemo, type DemoCredentials } from './core/accounts/demo-seed.js';
import { buildConsigneeJourney } from './core/payments/journey.js';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { importDataDir, seedDemoTariffData } from './db/import/index.js';
import { createOrm, migrate, type Orm } from './db/orm.js';
import { buildServer, type ServerOptions } from './server/app.js';
import { loadKnowledge } from './server/knowledge.js';
import { serverPlugins, shipmentHooks } from './server/modules.js';
import type { AppServices } from './server/services.js';
import { runGraphileMigrations } from './workers/graphile.js';
import { startWorker } from './workers/runner.js';

export interface Runtime {
  services: AppServices;
  app: FastifyInstance | null;
  worker: Runner | null;
  databaseUrl: string;
  demo: DemoCredentials | null;
  stop(): Promise<void>;
}

export interface RuntimeOptions {
  http?: boolean;
  worker?: boolean;
  seed?: boolean;
  logger?: ServerOptions['logger'];
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL under LANDED_HOME. */
export async function openDatabase(config: Config, log: (m: string) => void = () => {}): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: null };
  const running = runningEmbeddedUrl(join(config.landedHome, 'postgres'));
  if (running) return { url: running, embedded: null };
  log(`starting embedded PostgreSQL in ${join(config.landedHome, 'postgres')}`);
  const embedded = await startEmbeddedPostgres(join(config.landedHome, 'postgres'));
  return { url: embedded.url, embedded };
}

/** Schema for both our tables and graphile-worker's queue. Safe to run on every start. */
export async function prepareDatabase(url: string): Promise<Orm> {
  await runGraphileMigrations(url);
  const orm = await createOrm(url);
  await migrate(orm);
  // The project's own tariff tables (CA/AU/CH/NO), demo lines and sales-tax VAT, as datasets.
  await seedDemoTariffData(orm.em.fork() as EntityManager);
  return orm;
}

/** Imports LANDED_DATA_DIR at start-up; files already imported (by checksum) are skipped. */
export async function importConfiguredData(orm: Orm, config: Config, logger: Logger): Promise<void> {
  if (!config.dataDir) return;
  const t0 = performance.now();
  const results = await importDataDir(orm.em.fork() as EntityManager, config.dataDir, (p) => {
    if (p.phase === 'done') logger.info(`imported ${p.file} (${p.total} rows)`);
  });
  const imported = results.filter((r) => r.status === 'imported').length;
  logger.info(`LANDED_DATA_DIR ${config.dataDir}: ${imported} imported, ${results.length - imported} unchanged or unrecognised, ${Math.round(performance.now() - t0)} ms`);
}

function adminToken(config: Config): string {
  if (config.adminToken) return config.adminToken;
  const file = join(config.landedHome, 'admin-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.landedHome, { recursive: true });
  const token = `adm_${randomBytes(24).toString('base64url')}`;
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** Everything a request or job needs, for one process. */
export async function buildServices(orm: Orm, config: Config, logger: Logger): Promise<AppServices> {
  const knowledge = await loadKnowledge(orm, (m) => logger.info(m));
  const baseUrl = config.publicUrl ?? `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
  const payUrl = config.payUrl ?? `${baseUrl}/p`;
  const token = adminToken(config);
  return {
    orm,
    config,
    baseUrl,
    adminToken: token,
    shipments: { classifier: knowledge.classifier, landedCost: knowledge.landedCost, payUrl },
    shipmentHooks,
    knowledge,
    logger,
    consigneeJourney: buildConsigneeJourney(config, logger, payUrl, token),
  };
}

export async function startRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = pino({ level: config.logLevel });
  const { url, embedded } = await openDatabase(config, (m) => logger.info(m));
  let orm: Orm | null = null;
  let app: FastifyInstance | null = null;
  let worker: Runner | null = null;
  let runtimeServices: AppServices | null = null;
  const stop = async () => {
    // Order matters: stop taking requests (and drain in-flight ones), stop the worker, then the database.
    if (app) await app.close();
    if (worker) await worker.stop();
    runtimeServices?.knowledge.stop();
    if (orm) await orm.close();
    if (embedded) await embedded.stop();
  };
  try {
    orm = await prepareDatabase(url);
    await importConfiguredData(orm, config, logger);
    const services = await buildServices(orm, config, logger);
    runtimeServices = services;
    let demo: DemoCredentials | null = null;
    if (options.seed) {
      demo = await seedDemo(orm.em.fork());
      const file = join(config.landedHome, 'demo.json');
      if (demo && !existsSync(file)) {
        mkdirSync(config.landedHome, { recursive: true });
        writeFileSync(file, `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
      }
    }
    if (options.worker) worker = await startWorker(services, { connectionString: url, concurrency: config.workerConcurrency });
    if (options.http) {
      app = await buildServer(services, { logger: options.logger ?? { level: config.logLevel }, plugins: serverPlugins });
      await app.listen({ port: config.port, host: config.host });
    }
    return { services, app, worker, databaseUrl: url, demo, stop };
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }
}
