import type { IBrand } from '../../db/entities/brand.js';
import { esc, safeColor, safeUrl } from '../../core/notifications/html.js';
import { formatDeadline } from '../../core/notifications/templates.js';
import { breakdownOf, formatMoney } from '../../core/payments/breakdown.js';
import type { FieldIssue } from '../../core/errors/index.js';
import type { ShipmentView } from '../../core/shipments/types.js';

export interface PageContext {
  brand: IBrand;
  shipment: ShipmentView;
  zone: string;
  styleNonce: string;
  action: string;
  receiptUrl: string;
}

function shell(ctx: PageContext, title: string, main: string): string {
  const { brand, shipment: s } = ctx;
  const primary = safeColor(brand.primaryColor, '#1f2937');
  const accent = safeColor(brand.accentColor, '#2563eb');
  const logo = safeUrl(brand.logoUrl);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>${esc(title)} · ${esc(brand.name)}</title>
<style nonce="${esc(ctx.styleNonce)}">
:root{--primary:${primary};--accent:${accent}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111827;background:#f3f4f6}
.test{background:#f59e0b;color:#111827;text-align:center;font-weight:700;padding:8px 12px}
header{background:var(--primary);color:#fff;padding:16px 20px;display:flex;align-items:center;gap:12px}
header img{height:36px;max-width:140px;object-fit:contain;background:#fff;border-radius:4px}
header h1{font-size:1.25rem;margin:0}
main{max-width:560px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:10px;padding:20px;margin-bottom:16px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
h2{font-size:1.1rem;margin:0 0 12px}
.muted{color:#6b7280;font-size:.9rem}
table{width:100%;border-collapse:collapse}td{padding:8px 0;border-top:1px solid #e5e7eb;vertical-align:top}td.amt{text-align:right;white-space:nowrap;padding-left:12px}
tr.total td{border-top:2px solid #111827;font-weight:700;font-size:1.1rem}
ul.goods{margin:0 0 12px;padding-left:20px;color:#374151;font-size:.9rem}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:12px;border:1px solid #d1d5db;border-radius:6px;font-size:1rem}
input[aria-invalid=true]{border-color:#dc2626}
.row{display:flex;gap:12px}.row>div{flex:1}
.err{color:#dc2626;font-size:.875rem;margin:4px 0 0}
.alert{border-radius:8px;padding:12px 14px;margin-bottom:16px}
.alert.bad{background:#fef2f2;color:#991b1b;border:1px solid #fecaca}.alert.good{background:#ecfdf5;color:#065f46;border:1px solid #a7f3d0}
.alert.info{background:#eff6ff;color:#1e40af;border:1px solid #bfdbfe}
button{margin-top:20px;width:100%;padding:14px;border:0;border-radius:8px;background:var(--accent);color:#fff;font-size:1.05rem;font-weight:700;cursor:pointer}
a.btn{display:inline-block;margin-top:12px;padding:10px 16px;border-radius:8px;background:var(--accent);color:#fff;text-decoration:none;font-weight:600}
code{background:#f3f4f6;padding:1px 4px;border-radius:4px}
.tight{margin-bottom:4px}.gap{height:16px}
</style></head><body>
${s.is_test ? '<div class="test" role="status" data-testid="test-banner">TEST MODE · no real payment will be taken · use card <code>4242 4242 4242 4242</code></div>' : ''}
<header>${logo ? `<img src="${esc(logo)}" alt="${esc(brand.name)} logo">` : ''}<h1>${esc(brand.name)}</h1></header>
<main>${main}</main></body></html>`;
}

function summary(ctx: PageContext): string {
  const s = ctx.shipment;
  const b = breakdownOf(s);
  return `<section class="card" aria-labelledby="sum">
<h2 id="sum">Import charges for ${esc(s.reference)}</h2>
<p class="muted">Parcel for ${esc(s.consignee_name)}, ${esc(s.consignee_city)} · pay by <strong data-testid="deadline">${esc(formatDeadline(s.payment_deadline, ctx.zone))}</strong></p>
<p class="muted tight">Goods in the parcel</p>
<ul class="goods">${b.goods.map((g) => `<li>${esc(g.quantity)} × ${esc(g.description)} (${esc(formatMoney(g.value, g.currency))})</li>`).join('')}</ul>
<table data-testid="breakdown">${b.charges.map((c) => `<tr><td>${esc(c.label)}</td><td class="amt">${esc(formatMoney(c.amount, c.currency))}</td></tr>`).join('')}
<tr class="total"><td>${esc(b.total.label)}</td><td class="amt" data-testid="total">${esc(formatMoney(b.total.amount, b.total.currency))}</td></tr></table>
</section>`;
}

export interface FormState {
  errors?: FieldIssue[];
  alert?: string;
  csrfToken: string;
  values?: { expiry?: string; cardholder_name?: string };
}

/** The payable page: summary and the card form (no JavaScript; posts back to the same URL). */
export function renderPayPage(ctx: PageContext, form: FormState): string {
  const err = (field: string) => form.errors?.find((e) => e.param === field);
  const field = (name: string, label: string, attrs: string, value = '') => {
    const e = err(name);
    return `<label for="${name}">${label}</label><input id="${name}" name="${name}" ${attrs} value="${esc(value)}"${e ? ` aria-invalid="true" aria-describedby="${name}-err"` : ''}>${e ? `<p class="err" id="${name}-err">${esc(e.message)}</p>` : ''}`;
  };
  const total = formatMoney(ctx.shipment.total_amount, ctx.shipment.currency);
  const main = `${form.alert ? `<div class="alert bad" role="alert" data-testid="alert">${esc(form.alert)}</div>` : ''}
${summary(ctx)}
<section class="card" aria-labelledby="payh"><h2 id="payh">Pay by card</h2>
<form method="post" action="${esc(ctx.action)}" autocomplete="on" novalidate>
<input type="hidden" name="csrf_token" value="${esc(form.csrfToken)}">
${field('cardholder_name', 'Name on card', 'type="text" autocomplete="cc-name" required maxlength="200"', form.values?.cardholder_name)}
${field('card_number', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="1234 1234 1234 1234"')}
<div class="row"><div>${field('expiry', 'Expiry (MM/YY)', 'type="text" inputmode="numeric" autocomplete="cc-exp" required maxlength="7" placeholder="MM/YY"', form.values?.expiry)}</div>
<div>${field('cvc', 'Security code', 'type="text" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" placeholder="CVC"')}</div></div>
<button type="submit">Pay ${esc(total)}</button>
</form><p class="muted">Your card details are sent securely and never stored.</p></section>`;
  return shell(ctx, `Pay ${total}`, main);
}

/** Pages for a shipment that cannot (or no longer needs to) be paid. */
export function renderStatusPage(ctx: PageContext, status: string, note?: string): string {
  const s = ctx.shipment;
  let box: string;
  if (status === 'PAID') {
    box = `<div class="alert good" role="status" data-testid="paid">Paid — thank you. Your payment of ${esc(formatMoney(s.total_amount, s.currency))} for ${esc(s.reference)} has been received.${note ? ` ${esc(note)}` : ''}</div>
<a class="btn" href="${esc(ctx.receiptUrl)}">Download your receipt (PDF)</a>`;
  } else if (status === 'EXPIRED') {
    box = `<div class="alert bad" role="status" data-testid="expired">The payment deadline for ${esc(s.reference)} has passed, so this link can no longer be used. Please contact ${esc(ctx.brand.name)}.</div>`;
  } else {
    box = `<div class="alert info" role="status" data-testid="cancelled">This payment request for ${esc(s.reference)} was cancelled by ${esc(ctx.brand.name)}. Nothing is due.</div>`;
  }
  return shell(ctx, status === 'PAID' ? 'Paid' : 'Payment unavailable', `${box}<div class="gap"></div>${summary(ctx)}`);
}

/** Minimal pages outside a shipment (unknown link, unsubscribe confirmations, errors). */
export function renderPlainPage(title: string, message: string, styleNonce: string, form?: { action: string; button: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>${esc(title)}</title>
<style nonce="${esc(styleNonce)}">body{margin:0;font:16px/1.5 system-ui,Arial,sans-serif;background:#f3f4f6;color:#111827}main{max-width:520px;margin:40px auto;background:#fff;padding:24px;border-radius:10px}button{padding:12px 18px;border:0;border-radius:8px;background:#1f2937;color:#fff;font-weight:700}</style></head>
<body><main><h1>${esc(title)}</h1><p>${esc(message)}</p>${form ? `<form method="post" action="${esc(form.action)}"><button type="submit">${esc(form.button)}</button></form>` : ''}</main></body></html>`;
}
