import { createHash } from 'node:crypto';
import SftpClient from 'ssh2-sftp-client';

export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  password?: string | null;
  privateKey?: string | null;
  passphrase?: string | null;
  /** `SHA256:<base64>` as `ssh-keygen -lf` prints it; when set, any other host key is refused. */
  hostKeySha256?: string | null;
}

/** The few remote operations a push needs. */
export interface SftpSession {
  exists(path: string): Promise<boolean>;
  put(content: Buffer, path: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  delete(path: string): Promise<void>;
  end(): Promise<void>;
}

export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

/** Connects with ssh2-sftp-client. */
export async function connectSftp(target: SftpTarget, timeoutMs = 20_000): Promise<SftpSession> {
  const client = new SftpClient('landed-status-files');
  await client.connect({
    host: target.host,
    port: target.port,
    username: target.username,
    ...(target.password ? { password: target.password } : {}),
    ...(target.privateKey ? { privateKey: target.privateKey } : {}),
    ...(target.passphrase ? { passphrase: target.passphrase } : {}),
    readyTimeout: timeoutMs,
    retries: 0,
    ...(target.hostKeySha256 ? { hostVerifier: (key: Buffer) => hostKeyFingerprint(key) === target.hostKeySha256 } : {}),
  });
  return {
    exists: async (path) => (await client.exists(path)) !== false,
    put: async (content, path) => {
      await client.put(content, path);
    },
    rename: async (from, to) => {
      await client.rename(from, to);
    },
    delete: async (path) => {
      await client.delete(path, true);
    },
    end: async () => {
      await client.end().catch(() => {});
    },
  };
}
