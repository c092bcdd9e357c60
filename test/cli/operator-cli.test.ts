import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateApiKey } from '../../src/core/auth/authenticate.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';

const exec = promisify(execFile);
let db: TestDatabase;

/** The installed binary (`bin/landed.js`), as an operator runs it. */
async function landed(...args: string[]): Promise<any> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'warn' };
  const { stdout } = await exec(process.execPath, ['bin/landed.js', ...args], { env, timeout: 60_000 });
  return JSON.parse(stdout);
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('landed CLI against DATABASE_URL', () => {
  it('creates an account, a brand with a fee schedule, and keys it can list, roll and revoke', async () => {
    const account = await landed('account', 'create', 'Acme Parcels');
    expect(account.id).toMatch(/^[0-9a-f-]{36}$/);
    const fees = JSON.stringify([{ fee_type: 'CONSTANT', display_name: 'Clearance', amount: '5.00', currency: 'EUR', is_visible: true }]);
    const brand = await landed('brand', 'create', '--account', account.id, '--name', 'Acme EU', '--slug', 'acme-eu', '--fee-schedule', fees, '--channels', 'email,sms');
    expect(brand).toMatchObject({ slug: 'acme-eu', notification_channels: ['email', 'sms'] });
    expect(brand.fee_schedule[0]).toMatchObject({ fee_type: 'CONSTANT', amount: '5.00' });

    const key = await landed('keys', 'create', '--account', account.id, '--mode', 'live', '--label', 'Checkout', '--brand', 'acme-eu');
    expect(key.key).toMatch(/^svc_live_[A-Za-z0-9]{39}$/);
    expect(key.brand_slug).toBe('acme-eu');
    const listed = await landed('keys', 'list', '--account', account.id);
    expect(listed.map((k: any) => k.prefix)).toEqual([key.prefix]);
    expect(JSON.stringify(listed)).not.toContain(key.key);

    const rolled = await landed('keys', 'roll', key.id, '--account', account.id);
    await expect(authenticateApiKey(db.orm.em.fork() as never, key.key)).rejects.toThrow('Invalid API key');
    expect((await authenticateApiKey(db.orm.em.fork() as never, rolled.key)).brandId).toBe(brand.id);
    await landed('keys', 'revoke', rolled.id, '--account', account.id);
    await expect(authenticateApiKey(db.orm.em.fork() as never, rolled.key)).rejects.toThrow('Invalid API key');
    expect(await landed('keys', 'list', '--account', account.id)).toEqual([]);
  }, 120_000);

  it('refuses an invalid brand with the field at fault and a non-zero exit', async () => {
    const account = await landed('account', 'create', 'Other');
    const err = await exec(process.execPath, ['bin/landed.js', 'brand', 'create', '--account', account.id, '--name', 'X', '--slug', 'Not A Slug'], {
      env: { ...process.env, DATABASE_URL: db.url },
    }).catch((e) => e);
    expect(err.code).not.toBe(0);
    expect(String(err.stderr)).toMatch(/^error: slug: lowercase letters, digits and dashes/);
    expect(String(err.stderr)).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);
});
