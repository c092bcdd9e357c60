import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createOrm, type Orm } from '../../src/db/orm.js';

export interface TestDatabase {
  url: string;
  orm: Orm;
  drop(): Promise<void>;
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, fully migrated database cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name} template landed_template`));
  const url = inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`);
  const orm = await createOrm(url);
  return {
    url,
    orm,
    drop: async () => {
      await orm.close(true);
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
