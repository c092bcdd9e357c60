import { purgeExpired } from '../core/lifecycle/purge.js';
import { deleteExpiredSessions } from '../core/users/sessions.js';
import { registerCron, registerTasks } from './tasks.js';

/**
 * Daily retention run: test data older than TEST_DATA_RETENTION_DAYS (90), live data older than
 * LIVE_DATA_RETENTION_YEARS (7), plus expired dashboard sessions. Batches of 500 autocommitted
 * deletes, so the API is never waiting on this job's locks; a crash resumes where it stopped.
 */
registerTasks((services) => ({
  purge_expired_data: async (_payload, helpers) => {
    const em = services.orm.em.fork();
    const { retention } = services.config;
    const result = await purgeExpired(em, retention, new Date(), { batchSize: 500, pauseMs: 20 });
    const sessions = await deleteExpiredSessions(em);
    helpers.logger.info(`purge_expired_data: ${JSON.stringify({ ...result, dashboard_sessions: sessions })}`);
    services.logger.info({ purge: result, dashboardSessions: sessions }, 'retention purge finished');
  },
}));

// 03:30 UTC daily; `fill=1d` runs a missed slot when the worker comes back within a day.
registerCron('30 3 * * * purge_expired_data ?fill=1d&max=3&jobKey=purge_expired_data');
