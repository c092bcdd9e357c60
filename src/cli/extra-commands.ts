import type { Command } from 'commander';
import { registerDataCommands } from './commands/data.js';
import { registerUserCommands } from './commands/user-create.js';

/** Commands of feature modules (data import, dashboard users), one line each. */
export function registerExtraCommands(program: Command): void {
  registerUserCommands(program);
  registerDataCommands(program);
}
