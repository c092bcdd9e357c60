import type { Command } from 'commander';
import { readFileSync } from 'node:fs';
import { Account } from '../../db/entities/index.js';
import { generatePassword } from '../../core/users/password.js';
import { createDashboardUser } from '../../core/users/users.js';
import { printJson, withDatabase } from '../context.js';

/**
 * `landed user create`: a dashboard user for an account. The password comes from --password-stdin
 * (preferred: it stays out of shell history and `ps`), --password, or is generated and printed once.
 */
export function registerUserCommands(program: Command): void {
  const user = program.command('user').description('Dashboard users (sign in at /dashboard)');
  user
    .command('create')
    .description('Create a dashboard user; prints the generated password once when none is given')
    .requiredOption('--email <email>', 'sign-in email')
    .option('--account <id>', 'account id (optional when the database has exactly one account)')
    .option('--password <password>', 'password (at least 12 characters)')
    .option('--password-stdin', 'read the password from standard input')
    .action((o: { email: string; account?: string; password?: string; passwordStdin?: boolean }) =>
      withDatabase(async ({ orm }) => {
        const em = orm.em.fork();
        let accountId = o.account;
        if (!accountId) {
          const accounts = await em.find(Account, {}, { limit: 2 });
          if (accounts.length !== 1) throw new Error(`--account is required: the database has ${accounts.length === 0 ? 'no accounts' : 'several accounts'}`);
          accountId = accounts[0].id;
        }
        const given = o.passwordStdin ? readFileSync(0, 'utf8').replace(/\r?\n$/, '') : o.password;
        const password = given ?? generatePassword();
        const created = await createDashboardUser(em, { accountId, email: o.email, password });
        printJson({ ...created, ...(given === undefined ? { password } : {}) });
      }),
    );
}
