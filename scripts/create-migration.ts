/**
 * Developer tool: diffs the entities against a fresh database that has every existing migration
 * applied, and writes the difference as a new migration file. Usage: tsx scripts/create-migration.ts <name>
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { createOrm, migrate, ormOptions } from '../src/db/orm.js';
import { migrationsList } from '../src/db/migrations/index.js';
import { runGraphileMigrations } from '../src/workers/graphile.js';

const name = process.argv[2];
if (!name) throw new Error('usage: create-migration <name>');
const dir = mkdtempSync(join(tmpdir(), 'landed-mig-'));
const db = await startEmbeddedPostgres(dir, { persistent: false, unsafeFast: true });
try {
  await runGraphileMigrations(db.url);
  const base = ormOptions(db.url).migrations;
  const orm = await createOrm(db.url, { migrations: { ...base, path: 'src/db/migrations', pathTs: 'src/db/migrations', emit: 'ts' } });
  if (migrationsList.length > 0) await migrate(orm);
  const result = await orm.migrator.create('src/db/migrations', false, false, name);
  console.log(result.fileName ? `wrote ${result.fileName}` : 'no changes');
  await orm.close();
} finally {
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
