import { refreshData, type RefreshScope } from '../db/import/refresh.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { registerCron, registerTasks } from './tasks.js';

export const REFRESH_TASK = 'refresh_data';

registerTasks((services) => ({
  [REFRESH_TASK]: async (payload) => {
    const scope: RefreshScope = (payload as { scope?: RefreshScope } | null)?.scope === 'all' ? 'all' : 'fx';
    const { dataDir, fxUrls } = services.config;
    if (!dataDir && fxUrls.length === 0) return;
    const results = await refreshData(services.orm.em.fork() as EntityManager, { dataDir, urls: fxUrls }, scope);
    const imported = results.filter((r) => r.status === 'imported');
    services.logger.info({ scope, imported: imported.map((r) => `${r.file} (${r.rows} rows)`) }, `data refresh: ${imported.length} new dataset(s)`);
    if (imported.length) await services.knowledge.refreshIfChanged();
  },
}));

// ECB reference rates are published around 16:00 CET on business days; re-read them daily after that.
// Tariffs change rarely and are refreshed on demand: `landed data refresh --all`.
registerCron(`30 16 * * * ${REFRESH_TASK} ?jobKey=${REFRESH_TASK}_daily`);
