import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.js';
import { shipmentBody } from '../helpers/shipment-fixtures.js';

/** The real `landed serve` process, as `npm start` runs it, with the embedded PostgreSQL. */
function serve(home: string, port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let out = '';
  const env: NodeJS.ProcessEnv = { ...process.env, LANDED_HOME: home, PORT: String(port), LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitHealthy(port: number, output: () => string, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${output().slice(-3000)}`);
}

const home = mkdtempSync(join(tmpdir(), 'landed-proc-'));
afterAll(() => {
  // A 0700 temp folder makes a root run keep the cluster under /var/lib/landed (see embedded.ts).
  const moved = join(home, 'postgres', 'pgdata-location');
  if (existsSync(moved)) rmSync(readFileSync(moved, 'utf8').trim(), { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

describe('npm start on a fresh machine', () => {
  it('starts PostgreSQL, migrates, seeds once, serves, and shuts down in order on SIGTERM', async () => {
    const port = await freePort();
    const first = serve(home, port);
    await waitHealthy(port, first.output);
    const demoFile = join(home, 'demo.json');
    const demo = JSON.parse(readFileSync(demoFile, 'utf8'));
    expect(Object.keys(demo.keys).sort()).toEqual(['brand_live', 'brand_test', 'live', 'test']);
    expect(demo.brands).toHaveLength(2);
    expect(demo.brand_key_brand).toBe(demo.brands[1].slug);
    expect(statSync(demoFile).mode & 0o077).toBe(0);
    expect(first.output()).toContain('Try it:');
    expect(first.output()).toContain(`-H 'X-API-Key: ${demo.keys.test}'`);

    const created = await fetch(`http://127.0.0.1:${port}/api/shipments/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': demo.keys.live },
      body: JSON.stringify(shipmentBody({ brand_id: demo.brands[0].slug })),
    });
    expect(created.status).toBe(201);
    const shipment = await created.json();

    // A request in flight when SIGTERM arrives still completes: the HTTP server drains first.
    const inflight = fetch(`http://127.0.0.1:${port}/api/shipments/${shipment.id}?inflight=1`, { headers: { 'x-api-key': demo.keys.live } });
    while (!first.output().includes('inflight=1')) await new Promise((r) => setTimeout(r, 2));
    first.child.kill('SIGTERM');
    expect((await inflight).status).toBe(200);
    const code = await first.exited;
    const log = first.output();
    expect(code, log.slice(-4000)).toBe(0);
    expect(log).toMatch(/SIGTERM: draining HTTP, stopping worker, then the database/);
    expect(existsSync(join(home, 'postgres', 'running.json'))).toBe(false);

    // Second start: same data, no second seed, demo.json untouched.
    const before = readFileSync(demoFile, 'utf8');
    const port2 = await freePort();
    const second = serve(home, port2);
    await waitHealthy(port2, second.output);
    expect(second.output()).not.toContain('Demo account seeded');
    expect(readFileSync(demoFile, 'utf8')).toBe(before);
    const again = await fetch(`http://127.0.0.1:${port2}/api/shipments/${shipment.id}`, { headers: { 'x-api-key': demo.keys.live } });
    expect((await again.json()).total_amount).toBe(shipment.total_amount);
    second.child.kill('SIGINT');
    expect(await second.exited, second.output().slice(-4000)).toBe(0);
  }, 240_000);
});
