/**
 * npm run bench:create [-- --count 600 --concurrency 8]
 * Shipments created per second and latency percentiles for 3-item shipments, over REST and over
 * tRPC, against a fresh embedded PostgreSQL (fsync on, as `npm start` runs it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { createLandedTrpcClient } from '../clients/trpc/index.js';
import { loadConfig } from '../src/config.js';
import { seedDemo } from '../src/core/accounts/demo-seed.js';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded.js';
import { buildServices, prepareDatabase } from '../src/runtime.js';
import { buildServer } from '../src/server/app.js';
import { runConcurrent, summarize } from './lib.js';

const { values } = parseArgs({ options: { count: { type: 'string', default: '600' }, concurrency: { type: 'string', default: '8' } } });
const count = Number(values.count);
const concurrency = Number(values.concurrency);

const body = (i: number, brand: string) => ({
  brand_id: brand,
  currency: 'EUR',
  reference: `BENCH-${i}`,
  items: [
    { description: "Men's cotton knitted T-shirt", declared_value: '25.00', currency: 'USD', country_of_origin: 'US', quantity: 2 },
    { description: 'Leather handbag', declared_value: '120.00', currency: 'USD', country_of_origin: 'IT', quantity: 1, hs_code: '420221' },
    { description: 'Wireless earbuds with charging case', declared_value: '79.00', currency: 'USD', country_of_origin: 'CN', quantity: 1 },
  ],
  consignee_name: 'Erika Mustermann', consignee_email: 'erika@example.com', consignee_city: 'Berlin', consignee_zip: '10115', consignee_country: 'DE',
  sender_name: 'Northwind Outfitters', sender_city: 'New York', sender_zip: '10001', sender_country: 'US',
});

const dir = mkdtempSync(join(tmpdir(), 'landed-bench-'));
const db = await startEmbeddedPostgres(dir, { persistent: false });
try {
  const orm = await prepareDatabase(db.url);
  const port = await freePort();
  const config = loadConfig({ ...process.env, DATABASE_URL: db.url, PORT: String(port), LANDED_HOME: dir, LOG_LEVEL: 'silent', LANDED_ADMIN_TOKEN: 'bench' });
  const services = await buildServices(orm, config, pino({ level: 'silent' }));
  const demo = (await seedDemo(orm.em.fork()))!;
  const app = await buildServer(services);
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  const brand = demo.brands[0].slug;

  const rest = async (i: number) => {
    const res = await fetch(`${base}/api/shipments/`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': demo.keys.test }, body: JSON.stringify(body(i, brand)) });
    if (res.status !== 201) throw new Error(`REST ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const client = createLandedTrpcClient({ url: base, apiKey: demo.keys.test });
  const trpc = async (i: number) => {
    await client.shipments.create.mutate(body(i, brand) as never);
  };

  console.log(`bench:create — ${count} shipments of 3 items per path, concurrency ${concurrency}, embedded PostgreSQL, Node ${process.version}`);
  await runConcurrent(50, concurrency, rest); // warm-up: JIT, connection pool, classifier caches
  const r = await runConcurrent(count, concurrency, rest);
  console.log(summarize('REST POST /api/shipments/', r.latencies, r.wallMs));
  await runConcurrent(50, concurrency, trpc);
  const t = await runConcurrent(count, concurrency, trpc);
  console.log(summarize('tRPC shipments.create   ', t.latencies, t.wallMs));
  await app.close();
  await orm.close();
} finally {
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
