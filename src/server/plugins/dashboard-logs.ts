import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.js';
import { fmtDate, html, page, pager, when } from './dashboard-html.js';
import { failure, guarded, sendHtml } from './dashboard-request.js';
import { dashboardApi } from './dashboard-request.js';

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const num = (v: unknown) => (Number(v) > 0 ? Math.floor(Number(v)) : undefined);

export function registerLogRoutes(scope: FastifyInstance, services: AppServices): void {
  scope.get(
    '/messages',
    guarded(services, async (req, reply, t) => {
      const q = req.query as Record<string, string>;
      const filters = { channel: str(q.channel) as 'email' | 'sms' | undefined, status: str(q.status), q: str(q.q), page: num(q.page) };
      const list = await t.api.messages.list(filters);
      const { page: _p, ...params } = filters;
      return sendHtml(
        reply,
        page({
          title: 'Communication log',
          user: t.user,
          active: 'messages',
          returnTo: '/dashboard/messages',
          body: html`<h1>Communication log</h1>
<p class="muted">${t.user.mode === 'test' ? 'Test-mode messages are simulated: rendered and stored in full, never delivered.' : 'Emails and SMS sent to consignees.'}</p>
<form method="get" class="filters">
  <label>Recipient or reference <input type="text" name="q" value="${filters.q ?? ''}"></label>
  <label>Channel <select name="channel"><option value="">Any</option><option ${filters.channel === 'email' ? 'selected' : ''}>email</option><option ${filters.channel === 'sms' ? 'selected' : ''}>sms</option></select></label>
  <label>Status <input type="text" name="status" value="${filters.status ?? ''}" placeholder="SENT, SIMULATED…" size="10"></label>
  <button type="submit">Filter</button>
</form>
<table data-testid="messages-table"><thead><tr><th>Created</th><th>Channel</th><th>Purpose</th><th>To</th><th>Shipment</th><th>Status</th></tr></thead><tbody>
${list.rows.map(
  (m) => html`<tr><td>${fmtDate(m.created)}</td><td>${m.channel}</td><td><a href="/dashboard/messages/${m.id}">${m.subject ?? m.purpose}</a></td><td>${m.to}</td>
<td><a href="/dashboard/shipments/${m.shipment_id}">${m.shipment_reference}</a></td><td><span class="badge">${m.status}</span></td></tr>`,
)}
${when(!list.rows.length, () => html`<tr><td colspan="6" class="muted">No ${t.user.mode} messages.</td></tr>`)}</tbody></table>
${pager('/dashboard/messages', params, list)}`,
        }),
      );
    }),
  );

  scope.get(
    '/messages/:id',
    guarded(services, async (req, reply, t) => {
      const m = await t.api.messages.get({ id: (req.params as { id: string }).id });
      return sendHtml(
        reply,
        page({
          title: 'Message',
          user: t.user,
          active: 'messages',
          returnTo: '/dashboard/messages',
          body: html`<p><a href="/dashboard/messages">← Communication log</a></p>
<h1>${m.subject ?? `${m.channel.toUpperCase()} ${m.purpose}`}</h1>
<dl class="facts">
  <dt>Status</dt><dd><span class="badge">${m.status}</span>${m.last_error ? html` <span class="muted">${m.last_error}</span>` : ''}</dd>
  <dt>Channel</dt><dd>${m.channel} (${m.purpose})</dd><dt>To</dt><dd>${m.to}</dd>
  <dt>Shipment</dt><dd><a href="/dashboard/shipments/${m.shipment_id}">${m.shipment_reference}</a></dd>
  <dt>Created</dt><dd>${fmtDate(m.created)}</dd><dt>Sent</dt><dd>${fmtDate(m.sent)}</dd>
  ${when(m.scheduled_for, () => html`<dt>Scheduled for</dt><dd>${fmtDate(m.scheduled_for)}</dd>`)}
  <dt>Attempts</dt><dd>${m.attempts}</dd>${when(m.provider_id, () => html`<dt>Provider id</dt><dd><code>${m.provider_id}</code></dd>`)}
</dl>
<h2>Text</h2>
<pre data-testid="message-body">${m.body}</pre>
${when(m.html, () => html`<h2>HTML</h2><iframe class="mail" sandbox src="/dashboard/messages/${m.id}/html" title="HTML version"></iframe>`)}`,
        }),
      );
    }),
  );

  // The email's own HTML, isolated: sandboxed, no scripts, only its inline styles and remote images.
  scope.get('/messages/:id/html', async (req, reply) => {
    try {
      const m = await dashboardApi(services, req).messages.get({ id: (req.params as { id: string }).id });
      return reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; sandbox; frame-ancestors 'self'")
        .header('x-frame-options', 'SAMEORIGIN')
        .type('text/html; charset=utf-8')
        .send(m.html ?? '');
    } catch (err) {
      const f = failure(err);
      if (!f) throw err;
      return reply.status(f.status).type('text/plain').send(f.message);
    }
  });

  scope.get(
    '/relay',
    guarded(services, async (req, reply, t) => {
      const q = req.query as Record<string, string>;
      const input = { deliveries_page: num(q.deliveries_page), files_page: num(q.files_page) };
      const { deliveries, files } = await t.api.relay.logs(input);
      return sendHtml(
        reply,
        page({
          title: 'Status relay log',
          user: t.user,
          active: 'relay',
          returnTo: '/dashboard/relay',
          body: html`<h1>Status relay log</h1>
<h2>Webhook deliveries</h2>
<table data-testid="deliveries-table"><thead><tr><th>Created</th><th>Event</th><th>Endpoint</th><th>Status</th><th class="num">Attempts</th><th>Last response</th></tr></thead><tbody>
${deliveries.rows.map(
  (d) => html`<tr><td>${fmtDate(d.created)}</td><td>${d.event_type}<br><code class="muted">${d.event_id}</code>${d.shipment_id ? html` · <a href="/dashboard/shipments/${d.shipment_id}">shipment</a>` : ''}</td>
<td><code>${d.endpoint_url}</code></td><td><span class="badge">${d.status}</span></td><td class="num">${d.attempts}</td>
<td>${d.last_status_code ?? ''} ${d.last_error ?? ''}<br><span class="muted">${fmtDate(d.last_attempt)}</span></td></tr>`,
)}
${when(!deliveries.rows.length, () => html`<tr><td colspan="6" class="muted">No ${t.user.mode} webhook deliveries.</td></tr>`)}</tbody></table>
${pager('/dashboard/relay', { files_page: input.files_page }, deliveries, 'deliveries_page')}
<h2>SFTP status files</h2>
${when(t.user.mode === 'test', () => html`<p class="muted">Test-mode files are generated exactly like live ones but kept here instead of being uploaded; download them to check your import.</p>`)}
<table data-testid="files-table"><thead><tr><th>Created</th><th>File</th><th>Brand</th><th>Format</th><th class="num">Events</th><th>State</th><th>Pushed</th></tr></thead><tbody>
${files.rows.map(
  (f) => html`<tr><td>${fmtDate(f.created)}</td><td><a href="/dashboard/relay/files/${f.id}" download>${f.name}</a></td><td>${f.brand_slug ?? ''}</td><td>${f.format}</td>
<td class="num">${f.event_count}</td><td><span class="badge">${f.state}</span>${f.last_error ? html`<br><span class="muted">${f.last_error}</span>` : ''}</td><td>${fmtDate(f.pushed)}</td></tr>`,
)}
${when(!files.rows.length, () => html`<tr><td colspan="7" class="muted">No ${t.user.mode} status files.</td></tr>`)}</tbody></table>
${pager('/dashboard/relay', { deliveries_page: input.deliveries_page }, files, 'files_page')}`,
        }),
      );
    }),
  );

  scope.get(
    '/relay/files/:id',
    guarded(services, async (req, reply, t) => {
      const file = await t.api.relay.statusFile({ id: (req.params as { id: string }).id });
      const safeName = file.name.replace(/[^\w.\-]/g, '_');
      return reply
        .header('content-disposition', `attachment; filename="${safeName}"`)
        .type(file.format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
        .send(file.content);
    }),
  );
}
