import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { createAccount, createBrand, listBrands } from '../../core/accounts/brands.js';
import { printJson, withDatabase } from '../context.js';

function jsonArg(value: string): unknown {
  return JSON.parse(value.startsWith('@') ? readFileSync(value.slice(1), 'utf8') : value);
}

export function registerAccountCommands(program: Command): void {
  program
    .command('account')
    .description('Accounts')
    .command('create')
    .argument('<name>', 'account name')
    .description('Create an account; prints its id')
    .action((name: string) => withDatabase(async ({ orm }) => printJson(await createAccount(orm.em.fork(), name))));

  const brand = program.command('brand').description('Brands of an account');
  brand
    .command('create')
    .requiredOption('--account <id>', 'account id')
    .requiredOption('--name <name>', 'display name')
    .requiredOption('--slug <slug>', 'URL-safe slug, unique in the account')
    .option('--fee-schedule <json>', 'fee rules as JSON, or @file.json', jsonArg)
    .option('--channels <list>', 'notification channels, comma-separated (email,sms)', (v: string) => v.split(','))
    .option('--logo-url <url>', 'logo URL')
    .option('--primary-color <hex>', 'e.g. #0f3d3e')
    .option('--accent-color <hex>', 'e.g. #e2703a')
    .description('Create a brand with its fee schedule')
    .action((o: { account: string; name: string; slug: string; feeSchedule?: unknown[]; channels?: ('email' | 'sms')[]; logoUrl?: string; primaryColor?: string; accentColor?: string }) =>
      withDatabase(async ({ orm }) =>
        printJson(
          await createBrand(orm.em.fork(), o.account, {
            name: o.name,
            slug: o.slug,
            fee_schedule: o.feeSchedule as never,
            notification_channels: o.channels,
            logo_url: o.logoUrl,
            primary_color: o.primaryColor,
            accent_color: o.accentColor,
          }),
        ),
      ),
    );
  brand
    .command('list')
    .requiredOption('--account <id>', 'account id')
    .action((o: { account: string }) => withDatabase(async ({ orm }) => printJson(await listBrands(orm.em.fork(), o.account))));
}
