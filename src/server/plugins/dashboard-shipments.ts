import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.js';
import { fmtDate, html, page, pager, when } from './dashboard-html.js';
import { guarded, sendHtml } from './dashboard-request.js';

const STATUSES = ['PENDING', 'PAID', 'EXPIRED', 'CANCELLED', 'FAILED'];

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

export function registerShipmentRoutes(scope: FastifyInstance, services: AppServices): void {
  scope.get(
    '/shipments',
    guarded(services, async (req, reply, t) => {
      const q = req.query as Record<string, string>;
      const filters = {
        q: str(q.q),
        brand_id: str(q.brand_id),
        payment_status: str(q.payment_status) as 'PENDING' | undefined,
        consignee_country: str(q.consignee_country),
        created_from: str(q.created_from),
        created_to: str(q.created_to),
        page: Number(q.page) > 0 ? Math.floor(Number(q.page)) : undefined,
      };
      const [list, brands] = await Promise.all([t.api.shipments.list(filters), t.api.brands.list()]);
      const { page: _p, ...params } = filters;
      return sendHtml(
        reply,
        page({
          title: 'Shipments',
          user: t.user,
          active: 'shipments',
          returnTo: '/dashboard/shipments',
          body: html`<h1>Shipments ${t.user.mode === 'test' ? html`<span class="badge test">test</span>` : ''}</h1>
<form method="get" class="filters" data-testid="shipment-filters">
  <label>Search <input type="text" name="q" value="${filters.q ?? ''}" placeholder="reference, consignee, email or id"></label>
  <label>Brand <select name="brand_id"><option value="">All brands</option>${brands.map((b) => html`<option value="${b.id}" ${b.id === filters.brand_id ? 'selected' : ''}>${b.name}</option>`)}</select></label>
  <label>Payment <select name="payment_status"><option value="">Any</option>${STATUSES.map((s) => html`<option ${s === filters.payment_status ? 'selected' : ''}>${s}</option>`)}</select></label>
  <label>Country <input type="text" name="consignee_country" value="${filters.consignee_country ?? ''}" size="3" maxlength="2"></label>
  <label>From <input type="date" name="created_from" value="${filters.created_from ?? ''}"></label>
  <label>To <input type="date" name="created_to" value="${filters.created_to ?? ''}"></label>
  <button type="submit">Filter</button> <a href="/dashboard/shipments">Reset</a>
</form>
<table data-testid="shipments-table">
<thead><tr><th>Created</th><th>Reference</th><th>Brand</th><th>Consignee</th><th>Country</th><th class="num">Total</th><th>Payment</th></tr></thead>
<tbody>${list.rows.map(
            (s) => html`<tr>
  <td>${fmtDate(s.created)}</td>
  <td><a href="/dashboard/shipments/${s.id}">${s.reference}</a></td>
  <td>${s.brand_name}</td><td>${s.consignee_name}<br><span class="muted">${s.consignee_email}</span></td><td>${s.consignee_country}</td>
  <td class="num">${s.total_amount} ${s.currency}</td><td><span class="badge">${s.payment_status}</span></td></tr>`,
          )}
${when(!list.rows.length, () => html`<tr><td colspan="7" class="muted">No ${t.user.mode} shipments match.</td></tr>`)}</tbody></table>
${pager('/dashboard/shipments', params, list)}`,
        }),
      );
    }),
  );

  scope.get(
    '/shipments/:id',
    guarded(services, async (req, reply, t) => {
      const { id } = req.params as { id: string };
      const d = await t.api.shipments.get({ id });
      const s = d.shipment;
      return sendHtml(
        reply,
        page({
          title: `Shipment ${s.reference}`,
          user: t.user,
          active: 'shipments',
          returnTo: '/dashboard/shipments',
          body: html`<p><a href="/dashboard/shipments">← Shipments</a></p>
<h1>Shipment ${s.reference} <span class="badge ${s.is_test ? 'test' : 'live'}">${s.is_test ? 'test' : 'live'}</span> <span class="badge">${s.payment_status}</span></h1>
<div class="grid2">
<dl class="facts">
  <dt>Id</dt><dd><code>${s.id}</code></dd>
  <dt>Brand</dt><dd>${s.brand_slug}</dd>
  <dt>Created</dt><dd>${fmtDate(s.created)}</dd>
  <dt>Payment deadline</dt><dd>${fmtDate(s.payment_deadline)}</dd>
  <dt>Payment link</dt><dd><a href="${s.payment_link}">${s.payment_link}</a></dd>
</dl>
<dl class="facts">
  <dt>Consignee</dt><dd>${s.consignee_name}, ${s.consignee_email}${s.consignee_phone ? `, ${s.consignee_phone}` : ''}<br>${s.consignee_zip} ${s.consignee_city}, ${s.consignee_country}</dd>
  <dt>Sender</dt><dd>${s.sender_name}<br>${s.sender_zip} ${s.sender_city}, ${s.sender_country}</dd>
</dl>
</div>
<h2>Amounts</h2>
<table data-testid="amounts"><tbody>
<tr><td>Duties</td><td class="num">${s.total_duties} ${s.currency}</td></tr>
<tr><td>Taxes</td><td class="num">${s.total_taxes} ${s.currency}</td></tr>
${s.fees.map((f) => html`<tr><td>${f.display_name} <span class="muted">(${f.fee_type.toLowerCase()}${f.is_visible ? '' : ', not itemised to the consignee'}; ${f.original_amount} ${f.original_currency})</span></td><td class="num">${f.amount} ${s.currency}</td></tr>`)}
<tr><th>Total</th><th class="num">${s.total_amount} ${s.currency}</th></tr>
</tbody></table>
<h2>Items</h2>
<table><thead><tr><th>Description</th><th>HS (sent)</th><th>HS resolved / import / export</th><th>Origin</th><th class="num">Qty</th><th class="num">Value</th><th class="num">Duty</th><th class="num">Tax</th></tr></thead><tbody>
${s.items.map(
  (i) => html`<tr><td>${i.description}<br><span class="muted">${i.description_resolved}</span></td><td>${i.hs_code ?? '—'}</td>
<td><code>${i.hs_code_resolved}</code> / <code>${i.hs_code_resolved_import}</code> / <code>${i.hs_code_resolved_export}</code>${i.classification_confidence === null ? '' : html`<br><span class="muted">classified, confidence ${i.classification_confidence.toFixed(2)}</span>`}</td>
<td>${i.country_of_origin}</td><td class="num">${i.quantity}</td><td class="num">${i.total_value} ${i.currency}</td><td class="num">${i.duty_amount}</td><td class="num">${i.tax_amount}</td></tr>`,
)}</tbody></table>
<h2>Payment history</h2>
${
  d.payments.length
    ? html`<table data-testid="payments"><thead><tr><th>When</th><th>Status</th><th class="num">Amount</th><th>Provider</th><th>Card</th><th>Failure</th></tr></thead><tbody>
${d.payments.map((p) => html`<tr><td>${fmtDate(p.created)}</td><td><span class="badge">${p.status}</span></td><td class="num">${p.amount} ${p.currency}</td><td>${p.provider}${p.provider_reference ? html`<br><code>${p.provider_reference}</code>` : ''}</td><td>${p.card}</td><td>${p.failure ?? ''}</td></tr>`)}</tbody></table>`
    : html`<p class="muted">No payment attempts yet.</p>`
}
<h2>Events</h2>
${
  d.timeline.length
    ? html`<table data-testid="events"><thead><tr><th>When</th><th>Kind</th><th>What</th><th>Detail</th></tr></thead><tbody>
${d.timeline.map((e) => html`<tr><td>${fmtDate(e.at)}</td><td>${e.kind}</td><td>${e.type}</td><td><code>${e.detail}</code></td></tr>`)}</tbody></table>`
    : html`<p class="muted">No events recorded.</p>`
}
<h2>Messages</h2>
${
  d.messages.length
    ? html`<table><thead><tr><th>When</th><th>Channel</th><th>Purpose</th><th>To</th><th>Status</th></tr></thead><tbody>
${d.messages.map((m) => html`<tr><td>${fmtDate(m.created)}</td><td>${m.channel}</td><td><a href="/dashboard/messages/${m.id}">${m.purpose}</a></td><td>${m.to}</td><td><span class="badge">${m.status}</span></td></tr>`)}</tbody></table>`
    : html`<p class="muted">No messages.</p>`
}
<h2>Calculation</h2>
<p class="muted">How landed arrived at these amounts: datasets, rates, thresholds and fee rules, as stored with the shipment.</p>
<pre data-testid="calculation">${JSON.stringify(d.calculation, null, 2)}</pre>`,
        }),
      );
    }),
  );
}
