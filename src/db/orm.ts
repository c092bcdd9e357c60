import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { allEntities } from './entities/index.js';
import { migrationsList } from './migrations/index.js';

export type Orm = MikroORM;

export function ormOptions(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return {
    clientUrl: databaseUrl,
    entities: allEntities,
    extensions: [Migrator],
    // Entities are defined with defineEntity, so no reflection or discovery cache is needed.
    metadataCache: { enabled: false },
    debug: false,
    pool: { min: 0, max: 20 },
    // graphile-worker owns its schema; the schema tools must neither diff nor drop it.
    schemaGenerator: { ignoreSchema: ['graphile_worker'] },
    migrations: {
      migrationsList,
      snapshot: false,
      silent: true,
      transactional: true,
      allOrNothing: true,
      tableName: 'landed_migrations',
    },
    ...overrides,
  };
}

export async function createOrm(databaseUrl: string, overrides: Partial<Options> = {}): Promise<Orm> {
  return MikroORM.init(ormOptions(databaseUrl, overrides));
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}
