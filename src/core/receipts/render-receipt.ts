import PDFDocument from 'pdfkit';
import { breakdownOf, formatMoney } from '../payments/breakdown.js';
import type { ShipmentView } from '../shipments/types.js';

export interface ReceiptData {
  number: string;
  brand: { name: string; primaryColor: string; accentColor: string };
  shipment: ShipmentView;
  paymentReference: string;
  paidAt: Date;
  cardBrand: string | null;
  cardLast4: string;
  cardholderName: string;
}

function hex(color: string, fallback: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? color : fallback;
}

/**
 * The receipt as an A4 PDF: brand header in its colour, receipt number, payment reference and
 * date, the itemised charges and total, and the card's last four digits. Test receipts carry a
 * large diagonal TEST watermark and say so in the header. Standard PDF fonts only (no font files).
 */
export function renderReceiptPdf(r: ReceiptData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${r.shipment.is_test ? 'TEST ' : ''}Receipt ${r.number}`, Author: r.brand.name, Subject: `Import charges for ${r.shipment.reference}`, CreationDate: r.paidAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const s = r.shipment;
  const primary = hex(r.brand.primaryColor, '#1f2937');
  const width = doc.page.width - 100;

  if (s.is_test) {
    doc.save().rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] }).fontSize(150).fillColor('#f59e0b').fillOpacity(0.18);
    doc.text('TEST', 0, doc.page.height / 2 - 90, { width: doc.page.width, align: 'center', lineBreak: false });
    doc.restore();
  }
  doc.rect(0, 0, doc.page.width, 90).fill(primary);
  doc.fillColor('#ffffff').fillOpacity(1).font('Helvetica-Bold').fontSize(22).text(r.brand.name, 50, 32, { width, lineBreak: false });
  doc.fontSize(11).font('Helvetica').text(s.is_test ? 'TEST RECEIPT - no real payment was made' : 'Payment receipt', 50, 60, { width, lineBreak: false });

  doc.fillColor('#111827').font('Helvetica-Bold').fontSize(16).text(`Receipt ${r.number}`, 50, 120);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  const facts: Array<[string, string]> = [
    ['Date', r.paidAt.toISOString().slice(0, 10)],
    ['Shipment reference', s.reference],
    ['Payment reference', r.paymentReference],
    ['Paid by', `${r.cardholderName}, ${r.cardBrand ? `${r.cardBrand} ` : 'card '}ending ${r.cardLast4}`],
    ['Consignee', `${s.consignee_name}, ${s.consignee_zip} ${s.consignee_city}, ${s.consignee_country}`],
  ];
  for (const [k, v] of facts) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(k, 50, y, { width: 140 });
    doc.font('Helvetica').text(v, 200, y, { width: width - 150 });
    doc.moveDown(0.3);
  }

  const b = breakdownOf(s);
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text('Goods', 50);
  doc.font('Helvetica').fontSize(10);
  for (const g of b.goods) doc.text(`${g.quantity} x ${g.description} (${formatMoney(g.value, g.currency)})`, 60, undefined, { width: width - 10 });
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text('Charges paid', 50);
  doc.fontSize(10);
  const line = (label: string, amount: string, bold: boolean) => {
    const y = doc.y + 4;
    doc.moveTo(50, y - 2).lineTo(50 + width, y - 2).lineWidth(bold ? 1.5 : 0.5).strokeColor(bold ? primary : '#d1d5db').stroke();
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor('#111827').text(label, 50, y + 2, { width: width - 160 });
    doc.text(amount, 50 + width - 160, y + 2, { width: 160, align: 'right' });
  };
  for (const c of b.charges) line(c.label, formatMoney(c.amount, c.currency), false);
  line(`Total paid`, formatMoney(b.total.amount, b.total.currency), true);

  doc.moveDown(3).font('Helvetica').fontSize(8).fillColor('#6b7280').text(`Issued by landed on behalf of ${r.brand.name}. Amounts in ${s.currency}.`, 50, undefined, { width });
  doc.end();
  return done;
}
