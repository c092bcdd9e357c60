import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { importDataDir, importFile, type ImportProgress, type ImportResult } from './index.js';

export type RefreshScope = 'fx' | 'all';

export interface RefreshSources {
  /** A directory laid out like the published files (re-read; unchanged files are skipped by checksum). */
  dataDir?: string;
  /** URLs of official publications to download, e.g. the ECB daily XML. */
  urls?: string[];
}

/**
 * Re-reads the configured sources. `fx` (the daily cron) imports only exchange-rate files and
 * URLs; `all` (on demand, after a new tariff is published) imports every recognised file.
 * Idempotent: a file already imported (same checksum) is skipped.
 */
export async function refreshData(
  em: EntityManager,
  sources: RefreshSources,
  scope: RefreshScope,
  onProgress: (p: ImportProgress) => void = () => {},
  fetchImpl: typeof fetch = fetch,
): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  if (sources.dataDir) {
    const all = await importDataDir(em, sources.dataDir, onProgress, scope === 'fx' ? ['fx'] : undefined);
    results.push(...all);
  }
  for (const url of sources.urls ?? []) {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(60_000) });
    if (!res.ok) throw new Error(`refresh: ${url} answered ${res.status}`);
    const dir = mkdtempSync(join(tmpdir(), 'landed-refresh-'));
    try {
      // The importer recognises files by name and header, so keep the publication's file name.
      const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || 'download');
      const path = join(dir, name);
      writeFileSync(path, Buffer.from(await res.arrayBuffer()));
      const r = await importFile(em, path, onProgress);
      if (scope === 'all' || r.kind === 'fx' || r.kind === null) results.push(r);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}
