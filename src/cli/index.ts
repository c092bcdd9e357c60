import { Command } from 'commander';
import { registerAccountCommands } from './commands/accounts.js';
import { registerKeyCommands } from './commands/keys.js';
import { registerServeCommand } from './commands/serve.js';
import { registerExtraCommands } from './extra-commands.js';

export function buildProgram(): Command {
  const program = new Command('landed').description('landed: import duties, taxes and fees for cross-border parcels').showHelpAfterError();
  registerServeCommand(program);
  registerAccountCommands(program);
  registerKeyCommands(program);
  registerExtraCommands(program);
  return program;
}

await buildProgram().parseAsync(process.argv);
