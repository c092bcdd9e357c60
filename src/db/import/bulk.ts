import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Multi-row INSERT in chunks through the ORM's connection (raw SQL with `?` parameters).
 * `casts` gives a per-column cast suffix (e.g. '::jsonb', '::date').
 */
export async function bulkInsert(
  em: EntityManager,
  table: string,
  columns: string[],
  rows: unknown[][],
  opts: { casts?: Record<string, string>; onConflict?: string; chunk?: number; onChunk?: (done: number) => void } = {},
): Promise<void> {
  const chunk = opts.chunk ?? Math.max(1, Math.floor(30000 / columns.length));
  const tuple = `(${columns.map((c) => `?${opts.casts?.[c] ?? ''}`).join(', ')})`;
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const sql = head + part.map(() => tuple).join(', ') + (opts.onConflict ? ` ${opts.onConflict}` : '');
    await em.execute(sql, part.flat(), 'run');
    opts.onChunk?.(Math.min(rows.length, i + chunk));
  }
}
