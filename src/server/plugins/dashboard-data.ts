import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.js';
import { csrfField, html, page } from './dashboard-html.js';
import { guarded, sendHtml } from './dashboard-request.js';

export function registerDataRoutes(scope: FastifyInstance, services: AppServices): void {
  scope.get(
    '/data',
    guarded(services, async (req, reply, t) => {
      const q = req.query as Record<string, string>;
      return sendHtml(
        reply,
        page({
          title: 'Data',
          user: t.user,
          active: 'data',
          returnTo: '/dashboard/data',
          notice: q.purged ? `Test data purged: ${q.purged} test shipments and everything attached to them were deleted.` : null,
          body: html`<h1>Data retention</h1>
<p>Test data is deleted automatically 90 days after it was created; live data is kept 7 years and then deleted the same way.
Deletion covers shipments and everything attached to them: items, fees, events, webhook deliveries, messages, payment attempts, receipts and status files.</p>
<h2>Purge test data now</h2>
<p>Deletes <strong>all test data of ${t.user.account_name}</strong> immediately: every test shipment with everything attached, test opt-outs, test status files and test idempotency keys.
Live data is never touched. API keys are kept. <strong>This cannot be undone.</strong></p>
<form method="post" action="/dashboard/data/purge-test" class="card" data-testid="purge-form">
  ${csrfField(t.user.csrf_token)}
  <label>Type PURGE to confirm <input type="text" name="confirm" required pattern="PURGE" autocomplete="off" data-testid="purge-confirm"></label>
  <button type="submit" class="danger" data-testid="purge-submit">Purge all test data</button>
</form>`,
        }),
      );
    }),
  );

  scope.post(
    '/data/purge-test',
    guarded(services, async (_req, reply, t) => {
      const { deleted } = await t.post().data.purgeTest({ confirm: t.body.confirm as 'PURGE' });
      return reply.redirect(`/dashboard/data?purged=${deleted.shipments ?? 0}`, 303);
    }),
  );
}
