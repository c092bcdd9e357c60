import { Command } from 'commander';
import { LandedError } from '../core/errors/index.js';
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

try {
  await buildProgram().parseAsync(process.argv);
} catch (err) {
  // Operators get the domain's message and the field at fault, not a stack trace.
  if (err instanceof LandedError) {
    const fields = err.issues.length ? err.issues.map((i) => `\n  ${i.param}: ${i.message}`).join('') : err.param ? ` (${err.param})` : '';
    process.stderr.write(`error: ${err.message}${fields}\n`);
  } else {
    process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
  }
  process.exitCode = 1;
}
