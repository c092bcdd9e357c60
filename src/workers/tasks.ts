import type { TaskList } from 'graphile-worker';
import type { AppServices } from '../server/services.js';

/**
 * Task registry. Each module adds its tasks here; a worker only fetches jobs whose task it knows,
 * so a job enqueued for a task no worker implements waits in the queue instead of failing.
 */
export type TaskFactory = (services: AppServices) => TaskList;

const factories: TaskFactory[] = [];

export function registerTasks(factory: TaskFactory): void {
  factories.push(factory);
}

export function buildTaskList(services: AppServices): TaskList {
  return Object.assign({}, ...factories.map((f) => f(services)));
}

const cronLines: string[] = [];

/** A graphile-worker crontab line, e.g. `0 3 * * * purge_test_data`. */
export function registerCron(line: string): void {
  cronLines.push(line);
}

export function crontabLines(): string[] {
  return [...cronLines];
}
