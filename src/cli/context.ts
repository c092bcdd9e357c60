import pino from 'pino';
import { loadConfig, type Config } from '../config.js';
import type { Orm } from '../db/orm.js';
import { openDatabase, prepareDatabase } from '../runtime.js';

export interface CliContext {
  config: Config;
  orm: Orm;
  url: string;
}

/** Opens the database (DATABASE_URL, a running server's embedded one, or a fresh embedded start), migrated. */
export async function withDatabase<T>(fn: (ctx: CliContext) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const { url, embedded } = await openDatabase(config, (m) => log.info(m));
  let orm: Orm | null = null;
  try {
    orm = await prepareDatabase(url);
    return await fn({ config, orm, url });
  } finally {
    if (orm) await orm.close();
    if (embedded) await embedded.stop();
  }
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
