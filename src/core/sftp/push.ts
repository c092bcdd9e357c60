import type { EntityManager } from '@mikro-orm/postgresql';
import { posix } from 'node:path';
import { checkSftpHost } from './configs.js';
import { connectSftp, type SftpSession, type SftpTarget } from './transport.js';

export interface PushDeps {
  connect?: (target: SftpTarget) => Promise<SftpSession>;
  allowPrivate: boolean;
}

/**
 * Pushes the configuration's pending files, oldest first. Each is written as `.<name>.part` and then
 * renamed, so a reader never sees a partial file. A file already present under its final name was
 * pushed by a run that died before recording it: it is recorded, not written again. Throws on the
 * first failure so the job retries; files already pushed stay pushed.
 */
export async function pushPendingFiles(em: EntityManager, configId: string, deps: PushDeps): Promise<{ pushed: string[] }> {
  const configs = (await em.execute(`select * from sftp_configs where id = ? and mode = 'live' and enabled`, [configId])) as Array<Record<string, any>>;
  const c = configs[0];
  if (!c) return { pushed: [] };
  const files = (await em.execute(`select id, name, content from status_files where config_id = ? and state = 'pending' order by created_at, name`, [configId])) as Array<{ id: string; name: string; content: string }>;
  if (!files.length) return { pushed: [] };
  const pushed: string[] = [];
  let current: { id: string } | null = null;
  let session: SftpSession | null = null;
  try {
    // Connect to the address that was checked, not to a name that could resolve elsewhere a moment later.
    const address = await checkSftpHost(c.host, deps.allowPrivate);
    session = await (deps.connect ?? connectSftp)({ host: address, port: c.port, username: c.username, password: c.password, privateKey: c.private_key, passphrase: c.passphrase, hostKeySha256: c.host_key_sha256 });
    for (const file of files) {
      current = file;
      const finalPath = posix.join(c.remote_dir, file.name);
      const tempPath = posix.join(c.remote_dir, `.${file.name}.part`);
      if (!(await session.exists(finalPath))) {
        if (await session.exists(tempPath)) await session.delete(tempPath);
        await session.put(Buffer.from(file.content, 'utf8'), tempPath);
        await session.rename(tempPath, finalPath);
      }
      await em.execute(`update status_files set state = 'pushed', pushed_at = now(), attempts = attempts + 1, last_error = null where id = ? and state = 'pending'`, [file.id]);
      pushed.push(file.name);
    }
    current = null;
    await em.execute(`update sftp_configs set last_push_at = now(), last_error = null where id = ?`, [configId]);
    return { pushed };
  } catch (err) {
    const message = (err as Error).message || String(err);
    // A connection failure holds back every pending file; a transfer failure, the file it hit.
    if (current) await em.execute(`update status_files set attempts = attempts + 1, last_error = ? where id = ?`, [message, current.id]);
    else await em.execute(`update status_files set attempts = attempts + 1, last_error = ? where config_id = ? and state = 'pending'`, [message, configId]);
    await em.execute(`update sftp_configs set last_error = ? where id = ?`, [message, configId]);
    throw err;
  } finally {
    await session?.end();
  }
}
