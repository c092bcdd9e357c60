/** Static assets of the dashboard, served from /dashboard/assets/ (same origin, so the CSP can forbid inline code). */
export const DASHBOARD_CSS = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f6f7f9;display:grid;grid-template-columns:200px 1fr;grid-template-rows:auto auto 1fr;min-height:100vh}
body.mode-test{background:#fff8eb}
.test-banner{grid-column:1/-1;background:repeating-linear-gradient(45deg,#f59e0b,#f59e0b 12px,#fbbf24 12px,#fbbf24 24px);color:#111;font-weight:700;text-align:center;padding:.45rem;letter-spacing:.02em}
header.top{grid-column:1/-1;display:flex;gap:1rem;align-items:center;padding:.6rem 1rem;background:#111827;color:#fff}
header.top a.brand{color:#fff;font-weight:700;text-decoration:none;font-size:1.1rem}
header.top .account{opacity:.8}
header.top form{display:flex;gap:.5rem;align-items:center;margin:0}
header.top .mode-toggle{margin-left:auto}
header.top .who{opacity:.7}
.mode-pill{padding:.15rem .55rem;border-radius:999px;font-weight:700;font-size:.8rem}
.pill-live{background:#10b981;color:#04251a}.pill-test{background:#f59e0b;color:#111}
nav.side{display:flex;flex-direction:column;padding:1rem .5rem;gap:.15rem;background:#fff;border-right:1px solid #e5e7eb}
nav.side a{padding:.4rem .6rem;border-radius:6px;color:#374151;text-decoration:none}
nav.side a.active,nav.side a:hover{background:#eef2ff;color:#1e3a8a}
main{padding:1.2rem 1.6rem;min-width:0}
body:not(:has(header.top)) main{grid-column:1/-1;max-width:420px;margin:8vh auto}
h1{font-size:1.4rem;margin:.2rem 0 1rem}h2{font-size:1.1rem;margin:1.5rem 0 .6rem}
table{border-collapse:collapse;width:100%;background:#fff;border:1px solid #e5e7eb}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #eef0f3;vertical-align:top}
th{background:#f9fafb;font-weight:600;font-size:.85rem}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
form.inline{display:inline}
form.filters,form.card{display:flex;flex-wrap:wrap;gap:.6rem;align-items:flex-end;background:#fff;border:1px solid #e5e7eb;padding:.8rem;border-radius:8px;margin-bottom:1rem}
form.stack{display:flex;flex-direction:column;gap:.7rem;background:#fff;border:1px solid #e5e7eb;padding:1rem;border-radius:8px}
label{display:flex;flex-direction:column;gap:.2rem;font-size:.85rem;color:#4b5563}
label.check{flex-direction:row;align-items:center;gap:.4rem}
input,select,textarea,button{font:inherit}
input[type=text],input[type=email],input[type=password],input[type=date],input[type=url],select,textarea{padding:.35rem .5rem;border:1px solid #d1d5db;border-radius:6px;background:#fff}
textarea{min-height:8rem;font-family:ui-monospace,monospace;font-size:.8rem}
button{padding:.38rem .8rem;border-radius:6px;border:1px solid #1d4ed8;background:#2563eb;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1f2937;border-color:#d1d5db}
button.danger{background:#dc2626;border-color:#b91c1c}
.notice{background:#ecfdf5;border:1px solid #a7f3d0;padding:.6rem .8rem;border-radius:6px}
.error{background:#fef2f2;border:1px solid #fecaca;padding:.6rem .8rem;border-radius:6px;color:#991b1b}
.secret{display:flex;gap:.5rem;align-items:center;background:#fffbeb;border:1px solid #fcd34d;padding:.8rem;border-radius:8px}
.secret code{font-size:1rem;word-break:break-all}
.muted{color:#6b7280}
.badge{display:inline-block;padding:.05rem .45rem;border-radius:4px;font-size:.78rem;background:#e5e7eb}
.badge.test{background:#fde68a}.badge.live{background:#a7f3d0}.badge.revoked{background:#fecaca}
pre{background:#0f172a;color:#e2e8f0;padding:.8rem;border-radius:6px;overflow:auto;font-size:.8rem;max-height:32rem}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;background:#fff;border:1px solid #e5e7eb;padding:.8rem;border-radius:8px}
dl.facts dt{color:#6b7280}dl.facts dd{margin:0}
iframe.mail{width:100%;height:28rem;border:1px solid #e5e7eb;background:#fff}
.grid2{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
`;

/** Progressive enhancement only: copy buttons. Every page works without it. */
export const DASHBOARD_JS = `
document.addEventListener('click', async (e) => {
  const btn = e.target.closest('[data-copy]');
  if (!btn) return;
  const el = document.querySelector(btn.getAttribute('data-copy'));
  if (!el) return;
  try { await navigator.clipboard.writeText(el.textContent.trim()); btn.textContent = 'Copied'; }
  catch { const r = document.createRange(); r.selectNodeContents(el); const s = getSelection(); s.removeAllRanges(); s.addRange(r); btn.textContent = 'Selected: press Ctrl+C'; }
});
document.querySelectorAll('[data-copy]').forEach((b) => { b.hidden = false; });
`;
