import { runMigrations } from 'graphile-worker';

/** Creates or upgrades the graphile_worker schema. Idempotent. */
export async function runGraphileMigrations(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, logger: quietLogger() });
}

import { Logger } from 'graphile-worker';
export function quietLogger(): Logger {
  return new Logger(() => () => {});
}
