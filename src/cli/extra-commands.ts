import type { Command } from 'commander';

/** Commands of feature modules (data import, dashboard users), one line each. */
export function registerExtraCommands(_program: Command): void {}
