import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUserCommands } from '../../src/cli/commands/user-create.js';
import { verifyCredentials } from '../../src/core/users/users.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';

let db: TestDatabase;
let accountId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  accountId = '7b0c4a1e-2f59-4c1a-9d33-5a0e8f6b2c11';
  await db.orm.em.fork().execute("insert into accounts (id, name, created_at) values (?, 'CLI account', now())", [accountId]);
  process.env.DATABASE_URL = db.url;
});
afterAll(async () => {
  delete process.env.DATABASE_URL;
  await db?.drop();
});

async function run(...args: string[]): Promise<Record<string, string>> {
  const program = new Command('landed').exitOverride();
  registerUserCommands(program);
  const out: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
  try {
    await program.parseAsync(['node', 'landed', ...args]);
  } finally {
    spy.mockRestore();
  }
  return JSON.parse(out.join(''));
}

describe('landed user create', () => {
  it('creates the first user of the only account and prints a generated password once', async () => {
    const created = await run('user', 'create', '--email', 'Owner@Example.com');
    expect(created).toMatchObject({ account_id: accountId, email: 'owner@example.com' });
    expect(created.password).toMatch(/^[A-Za-z0-9]{20}$/);
    const user = await verifyCredentials(db.orm.em.fork(), 'owner@example.com', created.password);
    expect(user.id).toBe(created.id);
    await expect(verifyCredentials(db.orm.em.fork(), 'owner@example.com', 'not-the-password')).rejects.toThrow('Email or password is incorrect');
  });

  it('takes a given password (not echoed), and refuses a short one or a duplicate email', async () => {
    const created = await run('user', 'create', '--email', 'second@example.com', '--account', accountId, '--password', 'correct horse battery');
    expect(created.password).toBeUndefined();
    await verifyCredentials(db.orm.em.fork(), 'second@example.com', 'correct horse battery');
    await expect(run('user', 'create', '--email', 'third@example.com', '--password', 'short')).rejects.toThrow('password: must be at least 12 characters');
    await expect(run('user', 'create', '--email', 'SECOND@example.com', '--password', 'another long password')).rejects.toThrow('already exists');
  });
});
