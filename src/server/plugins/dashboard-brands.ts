import type { FastifyInstance } from 'fastify';
import { InvalidRequestError } from '../../core/errors/index.js';
import type { AppServices } from '../services.js';
import { csrfField, fmtDate, html, page, when } from './dashboard-html.js';
import { guarded, sendHtml } from './dashboard-request.js';

function settingsFromForm(b: Record<string, string>) {
  let feeSchedule: unknown;
  try {
    feeSchedule = JSON.parse(b.fee_schedule || '[]');
  } catch (err) {
    throw new InvalidRequestError(`fee_schedule: not valid JSON (${(err as Error).message})`, 'fee_schedule');
  }
  return {
    name: b.name,
    slug: b.slug,
    logo_url: b.logo_url ? b.logo_url : null,
    primary_color: b.primary_color,
    accent_color: b.accent_color,
    fee_schedule: feeSchedule as never,
    notification_channels: (['email', 'sms'] as const).filter((c) => b[`channel_${c}`]),
    sms_window_start: b.sms_window_start,
    sms_window_end: b.sms_window_end,
    payment_deadline_days: Number(b.payment_deadline_days),
  };
}

export function registerBrandRoutes(scope: FastifyInstance, services: AppServices): void {
  scope.get(
    '/brands',
    guarded(services, async (_req, reply, t) => {
      const brands = await t.api.brands.list();
      return sendHtml(
        reply,
        page({
          title: 'Brands',
          user: t.user,
          active: 'brands',
          returnTo: '/dashboard/brands',
          body: html`<h1>Brands</h1>
<table><thead><tr><th>Name</th><th>Slug</th><th>Channels</th><th>Fees</th><th>Created</th></tr></thead><tbody>
${brands.map((b) => html`<tr><td><a href="/dashboard/brands/${b.id}">${b.name}</a></td><td><code>${b.slug}</code></td><td>${b.notification_channels.join(', ')}</td><td>${b.fee_schedule.length}</td><td>${fmtDate(b.created)}</td></tr>`)}
</tbody></table>`,
        }),
      );
    }),
  );

  const brandPage = guarded(services, async (req, reply, t) => {
    const id = (req.params as { id: string }).id;
    let notice: string | null = null;
    if (req.method === 'POST') {
      await t.post().brands.update({ id, settings: settingsFromForm(t.body) });
      notice = 'Brand settings saved.';
    }
    const { brand: b, relay } = await t.api.brands.get({ id });
    return sendHtml(
      reply,
      page({
        title: b.name,
        user: t.user,
        active: 'brands',
        returnTo: '/dashboard/brands',
        notice,
        body: html`<p><a href="/dashboard/brands">← Brands</a></p>
<h1>${b.name}</h1>
${when(b.logo_url, () => html`<p><img src="${b.logo_url}" alt="${b.name} logo" height="48"></p>`)}
<form method="post" action="/dashboard/brands/${b.id}" class="stack" data-testid="brand-form">
  ${csrfField(t.user.csrf_token)}
  <label>Name <input type="text" name="name" value="${b.name}" required></label>
  <label>Slug <input type="text" name="slug" value="${b.slug}" required pattern="[a-z0-9](?:[a-z0-9\\-]*[a-z0-9])?"></label>
  <label>Logo URL <input type="url" name="logo_url" value="${b.logo_url ?? ''}"></label>
  <div class="grid2"><label>Primary colour <input type="color" name="primary_color" value="${b.primary_color}"></label>
  <label>Accent colour <input type="color" name="accent_color" value="${b.accent_color}"></label></div>
  <fieldset><legend>Notification channels</legend>
    <label class="check"><input type="checkbox" name="channel_email" value="1" ${b.notification_channels.includes('email') ? 'checked' : ''}> Email</label>
    <label class="check"><input type="checkbox" name="channel_sms" value="1" ${b.notification_channels.includes('sms') ? 'checked' : ''}> SMS</label>
  </fieldset>
  <div class="grid2"><label>SMS daytime window from <input type="time" name="sms_window_start" value="${b.sms_window_start}"></label>
  <label>until <input type="time" name="sms_window_end" value="${b.sms_window_end}"></label></div>
  <label>Payment deadline (days) <input type="text" name="payment_deadline_days" value="${b.payment_deadline_days}" inputmode="numeric"></label>
  <label>Fee schedule (JSON: CONSTANT and PERCENTAGE rules) <textarea name="fee_schedule">${JSON.stringify(b.fee_schedule, null, 2)}</textarea></label>
  <button type="submit">Save</button>
</form>
<h2>Webhook endpoints</h2>
${
  relay.webhooks.length
    ? html`<table><thead><tr><th>Mode</th><th>URL</th><th>Events</th><th>State</th></tr></thead><tbody>
${relay.webhooks.map((w) => html`<tr><td><span class="badge ${w.mode}">${w.mode}</span></td><td><code>${w.url}</code>${w.description ? html`<br><span class="muted">${w.description}</span>` : ''}</td><td>${w.event_types?.join(', ') ?? 'all'}</td><td>${w.enabled ? 'enabled' : `disabled: ${w.disabled_reason ?? ''}`}</td></tr>`)}</tbody></table>`
    : html`<p class="muted">No webhook endpoints.</p>`
}
<h2>SFTP status files</h2>
${
  relay.sftp.length
    ? html`<table><thead><tr><th>Mode</th><th>Target</th><th>Formats</th><th>Every</th><th>Last push</th></tr></thead><tbody>
${relay.sftp.map((s) => html`<tr><td><span class="badge ${s.mode}">${s.mode}</span></td><td><code>${s.username}@${s.host}:${s.port}${s.remote_dir}</code></td><td>${s.formats.join(', ')}</td><td>${s.interval_minutes} min</td><td>${fmtDate(s.last_push)}${s.last_error ? html`<br><span class="muted">${s.last_error}</span>` : ''}</td></tr>`)}</tbody></table>`
    : html`<p class="muted">No SFTP target.</p>`
}
<p class="muted">Webhook endpoints and SFTP targets (with their secrets) are managed through the API; credentials are never shown here.</p>`,
      }),
    );
  });
  scope.get('/brands/:id', brandPage);
  scope.post('/brands/:id', brandPage);
}
