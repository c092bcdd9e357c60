import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { prepareDatabase } from '../../src/runtime.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run. Migrations (ours and graphile-worker's) are applied once
 * to a template database; each test file clones it (CREATE DATABASE … TEMPLATE), which takes
 * milliseconds and isolates files from each other.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'landed-test-'));
  const db = await startEmbeddedPostgres(dir, { persistent: false, unsafeFast: true });
  const adminUrl = db.url.replace(/\/landed$/, '/postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('create database landed_template');
  await admin.end();
  const orm = await prepareDatabase(db.url.replace(/\/landed$/, '/landed_template'));
  await orm.close();
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
