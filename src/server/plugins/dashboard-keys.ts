import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.js';
import { csrfField, fmtDate, html, page, when, type Html } from './dashboard-html.js';
import { guarded, sendHtml, type PageTools } from './dashboard-request.js';

const NOTICES: Record<string, string> = {
  revoked: 'The key was revoked. The API refuses it from now on.',
};

interface Created {
  id: string;
  key: string;
  prefix: string;
  mode: string;
  label: string;
}

async function keysPage(t: PageTools, extra: { created?: Created; rolledFrom?: string; notice?: string; error?: string }): Promise<Html> {
  const [keys, brands] = await Promise.all([t.api.keys.list({ include_revoked: true }), t.api.brands.list()]);
  const active = keys.filter((k) => !k.revoked);
  const revoked = keys.filter((k) => k.revoked);
  return page({
    title: 'API keys',
    user: t.user,
    active: 'keys',
    returnTo: '/dashboard/keys',
    notice: extra.notice,
    error: extra.error,
    body: html`<h1>API keys</h1>
${when(
  extra.created,
  () => html`<section class="secret" data-testid="new-key">
  <div><strong>${extra.rolledFrom ? `Rolled: new key for "${extra.created!.label}" (the old key ${extra.rolledFrom}… is revoked)` : `New ${extra.created!.mode} key "${extra.created!.label}"`}</strong><br>
  Copy it now: it is shown only this once and cannot be recovered.<br>
  <code id="new-key-value" data-testid="new-key-value">${extra.created!.key}</code></div>
  <button type="button" class="secondary" data-copy="#new-key-value" hidden>Copy</button>
</section>`,
)}
<h2>Generate a key</h2>
<form method="post" action="/dashboard/keys" class="card" data-testid="create-key-form">
  ${csrfField(t.user.csrf_token)}
  <label>Label <input type="text" name="label" required maxlength="100" placeholder="e.g. Shop backend"></label>
  <label>Mode <select name="mode"><option value="live">live (svc_live_…)</option><option value="test" ${t.user.mode === 'test' ? 'selected' : ''}>test (svc_test_…)</option></select></label>
  <label>Scope <select name="brand"><option value="">Whole account</option>${brands.map((b) => html`<option value="${b.id}">Brand: ${b.name}</option>`)}</select></label>
  <button type="submit">Generate key</button>
</form>
<h2>Active keys</h2>
<table data-testid="keys-table"><thead><tr><th>Prefix</th><th>Label</th><th>Scope</th><th>Mode</th><th>Created</th><th>Last used</th><th></th></tr></thead><tbody>
${active.map(
  (k) => html`<tr data-key-prefix="${k.prefix}"><td><code>${k.prefix}…</code></td><td>${k.label}</td><td>${k.brand_slug ? `brand ${k.brand_slug}` : 'account'}</td>
<td><span class="badge ${k.mode}">${k.mode}</span></td><td>${fmtDate(k.created)}</td><td>${k.last_used ? fmtDate(k.last_used) : 'never'}</td>
<td><a href="/dashboard/keys/${k.id}/roll">Roll</a> · <a href="/dashboard/keys/${k.id}/revoke" class="danger-link">Revoke</a></td></tr>`,
)}
${when(!active.length, () => html`<tr><td colspan="7" class="muted">No active keys.</td></tr>`)}
</tbody></table>
${when(
  revoked.length,
  () => html`<h2>Revoked keys</h2><table><thead><tr><th>Prefix</th><th>Label</th><th>Mode</th><th>Revoked</th></tr></thead><tbody>
${revoked.map((k) => html`<tr><td><code>${k.prefix}…</code></td><td>${k.label}</td><td><span class="badge ${k.mode}">${k.mode}</span></td><td><span class="badge revoked">${fmtDate(k.revoked)}</span></td></tr>`)}</tbody></table>`,
)}`,
  });
}

async function findKey(t: PageTools, id: string) {
  return (await t.api.keys.list({ include_revoked: true })).find((k) => k.id === id) ?? null;
}

export function registerKeyRoutes(scope: FastifyInstance, services: AppServices): void {
  scope.get(
    '/keys',
    guarded(services, async (req, reply, t) => sendHtml(reply, await keysPage(t, { notice: NOTICES[(req.query as Record<string, string>).notice ?? ''] }))),
  );

  scope.post(
    '/keys',
    guarded(services, async (_req, reply, t) => {
      const created = await t.post().keys.create({ label: t.body.label ?? '', mode: t.body.mode === 'test' ? 'test' : 'live', brand: t.body.brand || undefined });
      return sendHtml(reply, await keysPage(t, { created }), 201);
    }),
  );

  for (const action of ['revoke', 'roll'] as const) {
    scope.get(
      `/keys/:id/${action}`,
      guarded(services, async (req, reply, t) => {
        const key = await findKey(t, (req.params as { id: string }).id);
        if (!key || key.revoked) return reply.redirect('/dashboard/keys');
        const revoke = action === 'revoke';
        return sendHtml(
          reply,
          page({
            title: revoke ? 'Revoke key' : 'Roll key',
            user: t.user,
            active: 'keys',
            returnTo: '/dashboard/keys',
            body: html`<h1>${revoke ? 'Revoke' : 'Roll'} key <code>${key.prefix}…</code> (${key.label})</h1>
<p>${
              revoke
                ? html`<strong>Revoking is permanent and immediate.</strong> Every request with this ${key.mode} key is refused from the next request on, on every server. It cannot be undone.`
                : html`Rolling generates a new ${key.mode} key with the same label and scope, shows it once, and <strong>revokes this key immediately and permanently</strong>. Update your integration with the new key right away.`
            }</p>
<form method="post" action="/dashboard/keys/${key.id}/${action}" class="card">
  ${csrfField(t.user.csrf_token)}
  <button type="submit" class="${revoke ? 'danger' : ''}" data-testid="confirm-${action}">${revoke ? 'Revoke permanently' : 'Roll key'}</button>
  <a href="/dashboard/keys">Cancel</a>
</form>`,
          }),
        );
      }),
    );
  }

  scope.post(
    '/keys/:id/revoke',
    guarded(services, async (req, reply, t) => {
      await t.post().keys.revoke({ id: (req.params as { id: string }).id });
      return reply.redirect('/dashboard/keys?notice=revoked', 303);
    }),
  );

  scope.post(
    '/keys/:id/roll',
    guarded(services, async (req, reply, t) => {
      const id = (req.params as { id: string }).id;
      const old = await findKey(t, id);
      const created = await t.post().keys.roll({ id });
      return sendHtml(reply, await keysPage(t, { created, rolledFrom: old?.prefix }), 201);
    }),
  );
}
