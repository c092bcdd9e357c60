import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.js';
import { html, page, qs, when } from './dashboard-html.js';
import { guarded, sendHtml } from './dashboard-request.js';

const ymd = (d: Date) => d.toISOString().slice(0, 10);

function reportQuery(q: Record<string, string>) {
  const today = new Date();
  return {
    period: (['day', 'week', 'month'].includes(q.period) ? q.period : 'day') as 'day' | 'week' | 'month',
    from: q.from || ymd(new Date(today.getTime() - 29 * 86_400_000)),
    to: q.to || ymd(today),
    brand_id: q.brand_id || undefined,
  };
}

export function registerReportRoutes(scope: FastifyInstance, services: AppServices): void {
  scope.get(
    '/reports',
    guarded(services, async (req, reply, t) => {
      const query = reportQuery(req.query as Record<string, string>);
      const [report, brands] = await Promise.all([t.api.reports.summary(query), t.api.brands.list()]);
      const test = report.mode === 'test';
      return sendHtml(
        reply,
        page({
          title: 'Reports',
          user: t.user,
          active: 'reports',
          returnTo: '/dashboard/reports',
          body: html`<h1>Reports <span class="badge ${report.mode}">${report.mode} data only</span></h1>
<form method="get" class="filters" data-testid="report-form">
  <label>Group by <select name="period">${(['day', 'week', 'month'] as const).map((p) => html`<option ${p === query.period ? 'selected' : ''}>${p}</option>`)}</select></label>
  <label>From <input type="date" name="from" value="${query.from}"></label>
  <label>To <input type="date" name="to" value="${query.to}"></label>
  <label>Brand <select name="brand_id"><option value="">All brands</option>${brands.map((b) => html`<option value="${b.id}" ${b.id === query.brand_id ? 'selected' : ''}>${b.name}</option>`)}</select></label>
  <button type="submit">Show</button>
  <a href="/dashboard/reports/export.csv${qs(query)}" data-testid="export-csv" download>${test ? 'Export test data (CSV)' : 'Export live data (CSV)'}</a>
</form>
<p class="muted">Shipments and billed amounts count by creation date; payments and collected amounts by the date the payment succeeded. Amounts in different currencies are listed separately. ${test ? 'This is the test export: it contains test data only.' : 'Live reports never include test data.'}</p>
<table data-testid="report-table"><thead><tr><th>Period</th><th>Brand</th><th>Currency</th><th class="num">Shipments</th><th class="num">Billed</th><th class="num">Payments</th><th class="num">Collected</th></tr></thead><tbody>
${report.rows.map((r) => html`<tr><td>${r.period_start}</td><td>${r.brand_name}</td><td>${r.currency}</td><td class="num">${r.shipments}</td><td class="num">${r.billed_amount}</td><td class="num">${r.payments}</td><td class="num">${r.collected_amount}</td></tr>`)}
${when(!report.rows.length, () => html`<tr><td colspan="7" class="muted">No ${report.mode} shipments or payments in this period.</td></tr>`)}
</tbody><tfoot>${report.totals.map((r) => html`<tr><th colspan="2">Total</th><th>${r.currency}</th><th class="num">${r.shipments}</th><th class="num">${r.billed_amount}</th><th class="num">${r.payments}</th><th class="num">${r.collected_amount}</th></tr>`)}</tfoot></table>`,
        }),
      );
    }),
  );

  scope.get(
    '/reports/export.csv',
    guarded(services, async (req, reply, t) => {
      const report = await t.api.reports.summary({ ...reportQuery(req.query as Record<string, string>), format: 'csv' });
      if (!('csv' in report)) throw new Error('csv missing');
      return reply.header('content-disposition', `attachment; filename="${report.filename}"`).type('text/csv; charset=utf-8').send(report.csv);
    }),
  );
}
