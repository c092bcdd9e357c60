/**
 * Server-rendered HTML for the dashboard: a tagged template that escapes every interpolation unless
 * it is already `Html` (nested templates, `raw`). Pages work without JavaScript; one small script
 * adds copy buttons.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

type Part = Html | string | number | boolean | null | undefined | Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (Array.isArray(part)) return part.map(render).join('');
  if (part instanceof Html) return part.value;
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new Html(out);
}

export const raw = (s: string) => new Html(s);

export function when(cond: unknown, part: () => Part): Part {
  return cond ? part() : '';
}

/** `2026-11-22T10:00:00.000Z` → `2026-11-22 10:00 UTC`. */
export function fmtDate(isoString: string | null | undefined): string {
  if (!isoString) return '—';
  return `${isoString.slice(0, 10)} ${isoString.slice(11, 16)} UTC`;
}

export function qs(params: Record<string, string | number | undefined | null>): string {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') u.set(k, String(v));
  const s = u.toString();
  return s ? `?${s}` : '';
}

export interface LayoutUser {
  email: string;
  account_name: string;
  mode: 'live' | 'test';
  csrf_token: string;
}

const NAV: Array<[href: string, label: string, key: string]> = [
  ['/dashboard/shipments', 'Shipments', 'shipments'],
  ['/dashboard/messages', 'Communication log', 'messages'],
  ['/dashboard/relay', 'Status relay log', 'relay'],
  ['/dashboard/reports', 'Reports', 'reports'],
  ['/dashboard/brands', 'Brands', 'brands'],
  ['/dashboard/keys', 'API keys', 'keys'],
  ['/dashboard/data', 'Data', 'data'],
];

export function csrfField(token: string): Html {
  return html`<input type="hidden" name="_csrf" value="${token}">`;
}

export function page(opts: { title: string; user?: LayoutUser; active?: string; returnTo?: string; notice?: string | null; error?: string | null; body: Html }): Html {
  const u = opts.user;
  const test = u?.mode === 'test';
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${opts.title}${test ? ' [TEST]' : ''} · landed</title>
<link rel="stylesheet" href="/dashboard/assets/dashboard.css">
<script src="/dashboard/assets/dashboard.js" defer></script>
</head>
<body class="${test ? 'mode-test' : 'mode-live'}">
${when(u, () => html`
${when(test, () => html`<div class="test-banner" role="status" data-testid="test-mode-banner">TEST MODE — you are viewing test data. Nothing here was sent, charged or relayed for real.</div>`)}
<header class="top">
  <a class="brand" href="/dashboard/shipments">landed</a>
  <span class="account">${u!.account_name}</span>
  <form method="post" action="/dashboard/mode" class="mode-toggle">
    ${csrfField(u!.csrf_token)}
    <input type="hidden" name="return_to" value="${opts.returnTo ?? '/dashboard/shipments'}">
    <input type="hidden" name="mode" value="${test ? 'live' : 'test'}">
    <span class="mode-pill ${test ? 'pill-test' : 'pill-live'}" data-testid="mode-indicator">${test ? 'Test data' : 'Live data'}</span>
    <button type="submit" data-testid="mode-toggle">${test ? 'Switch to live data' : 'View test data'}</button>
  </form>
  <form method="post" action="/dashboard/sign-out" class="sign-out">
    ${csrfField(u!.csrf_token)}
    <span class="who">${u!.email}</span>
    <button type="submit">Sign out</button>
  </form>
</header>
<nav class="side">${NAV.map(([href, label, key]) => html`<a href="${href}" class="${key === opts.active ? 'active' : ''}">${label}</a>`)}</nav>`)}
<main>
${when(opts.notice, () => html`<p class="notice" role="status">${opts.notice}</p>`)}
${when(opts.error, () => html`<p class="error" role="alert">${opts.error}</p>`)}
${opts.body}
</main>
</body>
</html>`;
}

export function pager(base: string, params: Record<string, string | number | undefined>, p: { page: number; page_size: number; total: number }, pageParam = 'page'): Html {
  const pages = Math.max(1, Math.ceil(p.total / p.page_size));
  if (pages <= 1) return html`<p class="muted">${p.total} in total</p>`;
  return html`<p class="pager">${p.total} in total · page ${p.page} of ${pages}
    ${when(p.page > 1, () => html`<a href="${base}${qs({ ...params, [pageParam]: p.page - 1 })}">← previous</a>`)}
    ${when(p.page < pages, () => html`<a href="${base}${qs({ ...params, [pageParam]: p.page + 1 })}">next →</a>`)}</p>`;
}
