import type { Command } from 'commander';
import { createApiKey, listApiKeys, revokeApiKey, rollApiKey } from '../../core/accounts/api-keys.js';
import { printJson, withDatabase } from '../context.js';

export function registerKeyCommands(program: Command): void {
  const keys = program.command('keys').description('API keys (the full key is printed once, at creation)');
  keys
    .command('create')
    .requiredOption('--account <id>', 'account id')
    .requiredOption('--mode <mode>', 'live or test')
    .requiredOption('--label <label>', 'what the key is for')
    .option('--brand <idOrSlug>', 'scope the key to one brand')
    .action((o: { account: string; mode: string; label: string; brand?: string }) => {
      if (o.mode !== 'live' && o.mode !== 'test') throw new Error('--mode must be live or test');
      return withDatabase(async ({ orm }) => printJson(await createApiKey(orm.em.fork(), { accountId: o.account, mode: o.mode as 'live' | 'test', label: o.label, brand: o.brand })));
    });
  keys
    .command('list')
    .requiredOption('--account <id>', 'account id')
    .option('--all', 'include revoked keys')
    .action((o: { account: string; all?: boolean }) => withDatabase(async ({ orm }) => printJson(await listApiKeys(orm.em.fork(), o.account, { includeRevoked: o.all }))));
  keys
    .command('revoke')
    .argument('<id>', 'key id')
    .requiredOption('--account <id>', 'account id')
    .description('Revoke permanently; effective on the next request')
    .action((id: string, o: { account: string }) => withDatabase(async ({ orm }) => printJson(await revokeApiKey(orm.em.fork(), o.account, id))));
  keys
    .command('roll')
    .argument('<id>', 'key id')
    .requiredOption('--account <id>', 'account id')
    .description('Create a replacement with the same scope and revoke the old key')
    .action((id: string, o: { account: string }) => withDatabase(async ({ orm }) => printJson(await rollApiKey(orm.em.fork(), o.account, id))));
}
