import { join } from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../../config.js';
import type { DemoCredentials } from '../../core/accounts/demo-seed.js';
import { startRuntime } from '../../runtime.js';

function tryIt(baseUrl: string, demo: DemoCredentials): string {
  const body = JSON.stringify({
    brand_id: demo.brands[0].slug,
    currency: 'EUR',
    reference: 'ORDER-1001',
    items: [
      { description: 'Hoodie, 80% cotton 20% polyester, knitted', declared_value: '45.00', currency: 'USD', country_of_origin: 'US', quantity: 1 },
      { description: 'Wireless earbuds with charging case', declared_value: '79.00', currency: 'USD', country_of_origin: 'CN', quantity: 1 },
      { description: 'Leather handbag', declared_value: '120.00', currency: 'USD', country_of_origin: 'IT', quantity: 1, hs_code: '4202.21' },
    ],
    consignee_name: 'Erika Mustermann', consignee_email: 'erika@example.com', consignee_city: 'Berlin', consignee_zip: '10115', consignee_country: 'DE',
    sender_name: 'Northwind Outfitters', sender_city: 'New York', sender_zip: '10001', sender_country: 'US',
  });
  return `curl -s ${baseUrl}/api/shipments/ -H 'X-API-Key: ${demo.keys.test}' -H 'Content-Type: application/json' -d '${body}'`;
}

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('Run the API and the background worker (embedded PostgreSQL when DATABASE_URL is unset)')
    .option('--no-worker', 'API only (run workers elsewhere with `landed worker`)')
    .option('--no-seed', 'do not seed the demo account on an empty database')
    .action(async (o: { worker: boolean; seed: boolean }) => {
      const config = loadConfig();
      const runtime = await startRuntime(config, { http: true, worker: o.worker, seed: o.seed });
      const { baseUrl } = runtime.services;
      const log = runtime.services.logger;
      log.info(`landed listening on ${baseUrl} (docs: ${baseUrl}/docs)`);
      if (runtime.demo) {
        process.stdout.write(
          `\nDemo account seeded; credentials written once to ${join(config.landedHome, 'demo.json')}:\n${JSON.stringify(runtime.demo, null, 2)}\n\nTry it:\n${tryIt(baseUrl, runtime.demo)}\n\n`,
        );
      }
      let stopping = false;
      const shutdown = (signal: string) => {
        if (stopping) return;
        stopping = true;
        log.info(`${signal}: draining HTTP, stopping worker, then the database`);
        runtime.stop().then(
          () => process.exit(0),
          (err) => {
            log.error({ err }, 'shutdown failed');
            process.exit(1);
          },
        );
      };
      process.on('SIGTERM', () => shutdown('SIGTERM'));
      process.on('SIGINT', () => shutdown('SIGINT'));
    });

  program
    .command('worker')
    .description('Run only the background worker (scale out: many workers against one PostgreSQL)')
    .action(async () => {
      const runtime = await startRuntime(loadConfig(), { http: false, worker: true, seed: false });
      const stop = () => runtime.stop().then(() => process.exit(0));
      process.on('SIGTERM', stop);
      process.on('SIGINT', stop);
    });

  program
    .command('migrate')
    .description('Apply database migrations (ours and graphile-worker’s)')
    .action(async () => {
      const { withDatabase } = await import('../context.js');
      await withDatabase(async () => process.stdout.write('migrations applied\n'));
    });
}
