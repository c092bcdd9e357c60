import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Runner } from 'graphile-worker';
import pino from 'pino';
import { loadConfig } from '../../src/config.js';
import { seedDemo, type DemoCredentials } from '../../src/core/accounts/demo-seed.js';
import { freePort } from '../../src/db/embedded.js';
import { buildServices } from '../../src/runtime.js';
import { buildServer } from '../../src/server/app.js';
import { serverPlugins } from '../../src/server/modules.js';
import type { AppServices } from '../../src/server/services.js';
import { startWorker } from '../../src/workers/runner.js';
import { createTestDatabase, type TestDatabase } from './db.js';

export const TEST_ADMIN_TOKEN = 'adm_test_0123456789abcdef0123456789';

export interface TestApp {
  baseUrl: string;
  services: AppServices;
  demo: DemoCredentials;
  db: TestDatabase;
  app: FastifyInstance;
  worker: Runner | null;
  close(): Promise<void>;
}

/** A real server on a loopback port, over a fresh database with the demo account seeded. */
export async function startTestApp(opts: { worker?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    LANDED_HOME: mkdtempSync(join(tmpdir(), 'landed-home-')),
    LANDED_ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    ...opts.env,
    DATABASE_URL: db.url,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const services = await buildServices(db.orm, config, pino({ level: 'silent' }));
  const demo = await seedDemo(db.orm.em.fork());
  if (!demo) throw new Error('fresh test database unexpectedly had an account');
  const app = await buildServer(services, { plugins: serverPlugins });
  await app.listen({ port, host: '127.0.0.1' });
  const worker = opts.worker ? await startWorker(services, { connectionString: db.url, concurrency: 2, pollInterval: 100 }) : null;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    services,
    demo,
    db,
    app,
    worker,
    close: async () => {
      await app.close();
      if (worker) await worker.stop();
      services.knowledge.stop();
      await db.drop();
    },
  };
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A JSON call against the REST API. */
export async function api<T = any>(
  baseUrl: string,
  path: string,
  opts: { method?: string; key?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.key) headers['x-api-key'] = opts.key;
  if (opts.body !== undefined || opts.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method: opts.method ?? (opts.body !== undefined || opts.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body: body as T };
}
