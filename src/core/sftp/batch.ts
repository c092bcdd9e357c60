import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from '../events/payload.js';
import { statusCsv, statusFileName, statusJson } from './format.js';

/** Events per file; a bigger backlog becomes several files. */
export const MAX_EVENTS_PER_FILE = 5000;

export interface CreatedFile {
  id: string;
  name: string;
}

/**
 * Turns the configuration's queued events into status files (one per configured format) and marks
 * them batched, in one transaction: an event is in exactly one batch. The configuration row lock
 * serialises concurrent runs for the same configuration.
 */
export async function batchPendingEvents(em: EntityManager, configId: string, now = new Date()): Promise<CreatedFile[]> {
  return em.transactional(async (tx) => {
    const configs = (await tx.execute(
      `select c.id, c.account_id, c.brand_id, c.mode, c.formats, b.slug from sftp_configs c join brands b on b.id = c.brand_id where c.id = ? for update of c`,
      [configId],
    )) as Array<{ id: string; account_id: string; brand_id: string; mode: string; formats: string[]; slug: string }>;
    const config = configs[0];
    if (!config) return [];
    const created: CreatedFile[] = [];
    for (;;) {
      const rows = (await tx.execute(
        `select o.event_id, ev.payload::text as payload from sftp_outbox o join events ev on ev.id = o.event_id
         where o.config_id = ? and o.batch_id is null order by ev.created_at, ev.id limit ?`,
        [configId, MAX_EVENTS_PER_FILE],
      )) as Array<{ event_id: string; payload: string }>;
      if (!rows.length) return created;
      const batchId = randomUUID();
      const events = rows.map((r) => JSON.parse(r.payload) as EventPayload);
      const isTest = config.mode === 'test';
      for (const format of config.formats as Array<'csv' | 'json'>) {
        const name = statusFileName(config.slug, now, batchId, format);
        const content = format === 'csv' ? statusCsv(events) : statusJson(name, now, events);
        const id = randomUUID();
        await tx.execute(
          `insert into status_files (id, config_id, account_id, brand_id, is_test, batch_id, name, format, content, event_count, state, attempts, created_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
          [id, config.id, config.account_id, config.brand_id, isTest, batchId, name, format, content, events.length, isTest ? 'kept' : 'pending', now],
        );
        created.push({ id, name });
      }
      await tx.execute(`update sftp_outbox set batch_id = ? where config_id = ? and event_id = any(?::text[])`, [batchId, configId, `{${rows.map((r) => r.event_id).join(",")}}`]);
    }
  });
}
