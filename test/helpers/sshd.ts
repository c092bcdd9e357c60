import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/db/embedded.js';

const SSHD = '/usr/sbin/sshd';

/**
 * A real OpenSSH server (Debian openssh-server) on a loopback high port, for SFTP tests. Runs as
 * the current user (root here) with key authentication; the session is forced into the SFTP server
 * starting in `dir` (a chroot would need a root-owned path), with VERBOSE logging of every file
 * operation, so tests can see exactly what was opened and renamed.
 */
export interface SshdServer {
  host: string;
  port: number;
  username: string;
  /** OpenSSH private key accepted by the server. */
  privateKey: string;
  /** `SHA256:…` of the server's host key. */
  hostKeySha256: string;
  /** Where uploads land (the SFTP session's start directory). */
  dir: string;
  /** Everything sshd logged since the first start. */
  log(): string;
  /** The SFTP server's log: one line per open, close, rename… (`open "/…/x.part" flags WRITE,CREATE,TRUNCATE mode 0666`). */
  sftpLog(): string;
  stop(): Promise<void>;
  /** Starts again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`sshd did not listen on ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export async function startSshd(): Promise<SshdServer> {
  // No skipping: an SFTP test without sshd must fail loudly.
  if (!existsSync(SSHD)) throw new Error(`${SSHD} is missing: install the Debian package openssh-server`);
  mkdirSync('/run/sshd', { recursive: true });
  const home = mkdtempSync(join(tmpdir(), 'landed-sshd-'));
  const dir = join(home, 'upload');
  mkdirSync(dir);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'landed-test-host', '-f', join(home, 'host_key')]);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'landed-test-client', '-f', join(home, 'client_key')]);
  writeFileSync(join(home, 'authorized_keys'), readFileSync(join(home, 'client_key.pub')));
  chmodSync(join(home, 'authorized_keys'), 0o600);
  const hostKeySha256 = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', join(home, 'host_key.pub')], { encoding: 'utf8' }).split(' ')[1];
  const port = await freePort();
  const config = join(home, 'sshd_config');
  const sftpLog = join(home, 'sftp.log');
  writeFileSync(sftpLog, '');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(home, 'host_key')}`,
      `PidFile ${join(home, 'sshd.pid')}`,
      `AuthorizedKeysFile ${join(home, 'authorized_keys')}`,
      'PermitRootLogin yes',
      'PubkeyAuthentication yes',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'UsePAM no',
      'StrictModes no',
      'LogLevel VERBOSE',
      'Subsystem sftp internal-sftp',
      // The sftp-server binary rather than internal-sftp, so its log can go to a file (no syslog here).
      `ForceCommand /usr/lib/openssh/sftp-server -e -l VERBOSE -d ${dir} 2>>${sftpLog}`,
      '',
    ].join('\n'),
  );
  let logText = '';
  let child: ChildProcess | null = null;

  const start = async () => {
    // Own process group, so stopping also ends the per-connection children.
    const proc = spawn(SSHD, ['-D', '-e', '-f', config], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    proc.stderr!.on('data', (c: Buffer) => (logText += c.toString('utf8')));
    child = proc;
    const exited = new Promise<never>((_, reject) => proc.once('exit', (code) => reject(new Error(`sshd exited with ${code}: ${logText}`))));
    await Promise.race([waitForPort(port, 10_000), exited]);
  };
  const stop = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const gone = new Promise<void>((r) => proc.once('exit', () => r()));
    try {
      process.kill(-proc.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await gone;
  };
  await start();
  return {
    host: '127.0.0.1',
    port,
    username: userInfo().username,
    privateKey: readFileSync(join(home, 'client_key'), 'utf8'),
    hostKeySha256,
    dir,
    log: () => logText,
    sftpLog: () => readFileSync(sftpLog, 'utf8'),
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
