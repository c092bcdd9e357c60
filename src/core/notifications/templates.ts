import { DateTime } from 'luxon';
import { breakdownOf, formatMoney } from '../payments/breakdown.js';
import type { ShipmentView } from '../shipments/types.js';
import { esc, safeColor, safeUrl } from './html.js';

export interface BrandLook {
  name: string;
  logoUrl: string | null;
  primaryColor: string;
  accentColor: string;
}

export interface RenderedMessage {
  subject: string | null;
  text: string;
  html: string | null;
}

export function formatDeadline(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).toFormat("d LLLL yyyy, HH:mm ZZZZ");
}

function layout(brand: BrandLook, isTest: boolean, inner: string, footer: string): string {
  const primary = safeColor(brand.primaryColor, '#1f2937');
  const logo = safeUrl(brand.logoUrl);
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
${isTest ? '<tr><td style="background:#f59e0b;color:#111827;font-weight:bold;text-align:center;padding:6px">TEST MODE — no real payment is requested</td></tr>' : ''}
<tr><td style="background:${primary};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${logo ? `<img src="${esc(logo)}" alt="" height="32" style="vertical-align:middle;margin-right:12px">` : ''}${esc(brand.name)}</td></tr>
<tr><td style="padding:24px">${inner}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

function chargesTable(s: ShipmentView): string {
  const b = breakdownOf(s);
  const row = (label: string, amount: string, bold = false) =>
    `<tr><td style="padding:6px 0;${bold ? 'font-weight:bold;border-top:2px solid #111827' : 'border-top:1px solid #e5e7eb'}">${esc(label)}</td><td align="right" style="padding:6px 0;${bold ? 'font-weight:bold;border-top:2px solid #111827' : 'border-top:1px solid #e5e7eb'}">${esc(amount)}</td></tr>`;
  const goods = b.goods.map((g) => `<li>${esc(g.quantity)} × ${esc(g.description)} (${esc(formatMoney(g.value, g.currency))})</li>`).join('');
  return `<p style="margin:0 0 8px;font-size:13px;color:#374151">Goods in your parcel:</p><ul style="margin:0 0 16px;padding-left:20px;font-size:13px;color:#374151">${goods}</ul>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">${b.charges.map((c) => row(c.label, formatMoney(c.amount, c.currency))).join('')}${row(b.total.label, formatMoney(b.total.amount, b.total.currency), true)}</table>`;
}

function chargesText(s: ShipmentView): string {
  const b = breakdownOf(s);
  return [
    'Goods in your parcel:',
    ...b.goods.map((g) => `  ${g.quantity} x ${g.description} (${formatMoney(g.value, g.currency)})`),
    '',
    ...b.charges.map((c) => `  ${c.label}: ${formatMoney(c.amount, c.currency)}`),
    `  ${b.total.label}: ${formatMoney(b.total.amount, b.total.currency)}`,
  ].join('\n');
}

/** The payment request email: itemised charges, deadline, pay button, unsubscribe link. */
export function renderPaymentRequestEmail(input: { brand: BrandLook; shipment: ShipmentView; payLink: string; unsubscribeUrl: string; zone: string }): RenderedMessage {
  const { brand, shipment: s, payLink, unsubscribeUrl, zone } = input;
  const total = formatMoney(s.total_amount, s.currency);
  const deadline = formatDeadline(s.payment_deadline, zone);
  const accent = safeColor(brand.accentColor, '#2563eb');
  const subject = `${s.is_test ? '[TEST] ' : ''}${brand.name}: pay ${total} import charges for ${s.reference}`;
  const inner = `<p style="margin:0 0 12px;font-size:16px">Hello ${esc(s.consignee_name)},</p>
<p style="margin:0 0 16px;font-size:14px;line-height:1.5">Your parcel <strong>${esc(s.reference)}</strong> from ${esc(brand.name)} is subject to import duties, taxes and fees. Please pay them by <strong>${esc(deadline)}</strong> so it can be delivered.</p>
${chargesTable(s)}
<p style="margin:24px 0;text-align:center"><a href="${esc(payLink)}" style="background:${accent};color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:6px;font-weight:bold;display:inline-block">Pay ${esc(total)}</a></p>
<p style="margin:0;font-size:12px;color:#6b7280;word-break:break-all">Or open this link: ${esc(payLink)}</p>`;
  const footer = `You receive this email because a parcel is on its way to you. <a href="${esc(unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a>`;
  const text = [
    `${s.is_test ? '*** TEST MODE: no real payment is requested ***\n\n' : ''}Hello ${s.consignee_name},`,
    '',
    `Your parcel ${s.reference} from ${brand.name} is subject to import duties, taxes and fees. Please pay them by ${deadline} so it can be delivered.`,
    '',
    chargesText(s),
    '',
    `Pay here: ${payLink}`,
    '',
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  return { subject, text, html: layout(brand, s.is_test, inner, footer) };
}

/** The payment request SMS: one or two segments, with the link and the STOP instruction. */
export function renderPaymentRequestSms(input: { brand: BrandLook; shipment: ShipmentView; payLink: string; zone: string }): RenderedMessage {
  const { brand, shipment: s, payLink, zone } = input;
  const due = DateTime.fromISO(s.payment_deadline, { zone }).toFormat('d LLL yyyy');
  const text = `${s.is_test ? '[TEST] ' : ''}${brand.name}: import charges of ${formatMoney(s.total_amount, s.currency)} are due for parcel ${s.reference}. Pay by ${due}: ${payLink} Reply STOP to opt out.`;
  return { subject: null, text, html: null };
}

/** The receipt email (live mode), with the PDF attached by the sender. */
export function renderReceiptEmail(input: { brand: BrandLook; shipment: ShipmentView; receiptNumber: string; paymentReference: string; unsubscribeUrl: string }): RenderedMessage {
  const { brand, shipment: s, receiptNumber, paymentReference, unsubscribeUrl } = input;
  const total = formatMoney(s.total_amount, s.currency);
  const subject = `${s.is_test ? '[TEST] ' : ''}${brand.name}: receipt ${receiptNumber} for ${s.reference}`;
  const inner = `<p style="margin:0 0 12px;font-size:16px">Hello ${esc(s.consignee_name)},</p>
<p style="margin:0 0 16px;font-size:14px;line-height:1.5">Thank you: we received your payment of <strong>${esc(total)}</strong> for parcel <strong>${esc(s.reference)}</strong>. Your receipt ${esc(receiptNumber)} is attached.</p>
${chargesTable(s)}
<p style="margin:16px 0 0;font-size:13px;color:#374151">Payment reference: ${esc(paymentReference)}</p>`;
  const text = [
    `Hello ${s.consignee_name},`,
    '',
    `Thank you: we received your payment of ${total} for parcel ${s.reference}. Your receipt ${receiptNumber} is attached.`,
    '',
    chargesText(s),
    '',
    `Payment reference: ${paymentReference}`,
    '',
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  return { subject, text, html: layout(brand, s.is_test, inner, `<a href="${esc(unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a>`) };
}
