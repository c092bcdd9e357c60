/**
 * De minimis and low-value-consignment rules, with effective dates, per destination.
 * Amounts are in the destination's own currency; the consignment value is converted into it
 * with the destination's customs exchange rate (see fx-table.ts).
 *
 * Kinds:
 * - `duty_exemption`: no customs duty when the compared value is <= (or <) the amount.
 * - `tax_exemption`: no import VAT/GST when the compared value is within the amount.
 * - `tax_at_sale`: import VAT/GST is not charged at the border but by the seller at the point of
 *   sale (GB <= £135, EU IOSS <= €150, AU LVG <= AUD 1000, NO VOEC < NOK 3000 per item).
 *   For a parcel service the consignee pays that tax all the same, in the checkout price: the
 *   engine keeps the tax in the landed cost and flags the line `TAX_COLLECTED_AT_SALE`, so the
 *   merchant knows to remit it through its VAT/IOSS/GST/VOEC registration instead of the carrier.
 * - `tax_amount_exemption`: the tax is not collected when the tax amount is within the amount
 *   (CH: import VAT of CHF 5 or less).
 * - `flat_duty_per_line`: a fixed duty per distinct tariff subheading replaces the computed duty.
 *
 * `basis`: `goods` = intrinsic value of all goods (excl. transport/insurance), `customs` =
 * customs value incl. transport where the destination is CIF, `item` = each unit's value.
 */
export type ThresholdKind = 'duty_exemption' | 'tax_exemption' | 'tax_at_sale' | 'tax_amount_exemption' | 'flat_duty_per_line';

export interface ThresholdRule {
  id: string;
  /** destination country, or 'EU' for all member states */
  destination: string;
  kind: ThresholdKind;
  from: string;
  to: string | null;
  amount: string;
  currency: string;
  inclusive: boolean;
  basis: 'goods' | 'customs' | 'item' | 'tax_amount';
  /** only for shipments sent from these countries (sender country) */
  senderCountries?: string[];
  /** not for shipments sent from these countries */
  excludeSenderCountries?: string[];
  /** for flat_duty_per_line: amount per distinct HS subheading */
  flatAmount?: string;
  source: string;
  note?: string;
}

export const DEFAULT_THRESHOLDS: readonly ThresholdRule[] = [
  // United States — 19 U.S.C. 1321(a)(2)(C) (Section 321)
  { id: 'US-321-200', destination: 'US', kind: 'duty_exemption', from: '1994-01-01', to: '2016-03-09', amount: '200', currency: 'USD', inclusive: true, basis: 'goods', source: '19 U.S.C. 1321(a)(2)(C) before TFTEA' },
  { id: 'US-321-800', destination: 'US', kind: 'duty_exemption', from: '2016-03-10', to: '2025-08-28', amount: '800', currency: 'USD', inclusive: true, basis: 'goods', source: 'Trade Facilitation and Trade Enforcement Act of 2015 §901 (19 U.S.C. 1321: $800)' },
  // Goods of CN/HK origin lost Section 321 on 2 May 2025 (Executive Order 14256): applied by the
  // engine on the items' countries of origin (calculate.ts), not by a rule here.
  // (from 2025-08-29 no de minimis for any country: Executive Order 14324 — no rule, so duty applies)
  // United Kingdom
  { id: 'GB-135-duty', destination: 'GB', kind: 'duty_exemption', from: '2021-01-01', to: null, amount: '135', currency: 'GBP', inclusive: true, basis: 'goods', source: 'Customs (Relief from a Liability to Import Duty and Miscellaneous Provisions) (EU Exit) Regs 2020; HMRC Notice: no customs duty on consignments of £135 or less (excise goods excepted)' },
  { id: 'GB-135-vat-at-sale', destination: 'GB', kind: 'tax_at_sale', from: '2021-01-01', to: null, amount: '135', currency: 'GBP', inclusive: true, basis: 'goods', source: 'VAT Act 1994 s.7(5B), Taxation (Post-transition Period) Act 2020: VAT on goods in consignments ≤ £135 charged at the point of sale' },
  // European Union
  { id: 'EU-150-duty', destination: 'EU', kind: 'duty_exemption', from: '2009-01-01', to: '2026-06-30', amount: '150', currency: 'EUR', inclusive: true, basis: 'goods', source: 'Council Regulation (EC) 1186/2009 Art. 23 (negligible value ≤ €150)' },
  { id: 'EU-3eur-flat', destination: 'EU', kind: 'flat_duty_per_line', from: '2026-07-01', to: null, amount: '150', currency: 'EUR', inclusive: true, basis: 'goods', flatAmount: '3', source: 'Council agreement of 12 Dec 2025: interim fixed customs duty of €3 per item (distinct tariff subheading) in parcels < €150, from 1 July 2026, replacing the Art. 23 relief for e-commerce', note: 'interim measure; verify the adopted legal text' },
  { id: 'EU-22-vat', destination: 'EU', kind: 'tax_exemption', from: '2009-01-01', to: '2021-06-30', amount: '22', currency: 'EUR', inclusive: true, basis: 'goods', source: 'Council Directive 2009/132/EC Art. 23 (LVCR, abolished 2021-07-01)' },
  { id: 'EU-150-ioss', destination: 'EU', kind: 'tax_at_sale', from: '2021-07-01', to: null, amount: '150', currency: 'EUR', inclusive: true, basis: 'goods', source: 'Council Directive (EU) 2017/2455 (IOSS, VAT Directive Art. 369l): VAT on consignments ≤ €150 charged at sale' },
  // Canada (courier shipments)
  { id: 'CA-CUSMA-duty-150', destination: 'CA', kind: 'duty_exemption', from: '2020-07-01', to: null, amount: '150', currency: 'CAD', inclusive: true, basis: 'goods', senderCountries: ['US', 'MX'], source: 'Courier Low Value Shipment Program; CUSMA Art. 7.8 (CBSA CN 20-17): duty-free ≤ CAD 150 from US/MX' },
  { id: 'CA-CUSMA-tax-40', destination: 'CA', kind: 'tax_exemption', from: '2020-07-01', to: null, amount: '40', currency: 'CAD', inclusive: true, basis: 'goods', senderCountries: ['US', 'MX'], source: 'CUSMA Art. 7.8 (CBSA CN 20-17): tax-free ≤ CAD 40 from US/MX' },
  { id: 'CA-LVS-20-duty', destination: 'CA', kind: 'duty_exemption', from: '1985-01-01', to: null, amount: '20', currency: 'CAD', inclusive: true, basis: 'goods', excludeSenderCountries: ['US', 'MX'], source: 'Postal Imports Remission Order / Courier Imports Remission Order: CAD 20' },
  { id: 'CA-LVS-20-tax', destination: 'CA', kind: 'tax_exemption', from: '1985-01-01', to: null, amount: '20', currency: 'CAD', inclusive: true, basis: 'goods', excludeSenderCountries: ['US', 'MX'], source: 'Postal Imports Remission Order / Courier Imports Remission Order: CAD 20' },
  // Australia
  { id: 'AU-1000-duty', destination: 'AU', kind: 'duty_exemption', from: '2005-01-01', to: null, amount: '1000', currency: 'AUD', inclusive: true, basis: 'customs', source: 'Customs Act 1901 s.68 and Customs By-law Item 4/2: low value goods ≤ AUD 1000' },
  { id: 'AU-1000-gst-exempt', destination: 'AU', kind: 'tax_exemption', from: '2005-01-01', to: '2018-06-30', amount: '1000', currency: 'AUD', inclusive: true, basis: 'customs', source: 'GST Act s.42-5 / Sch. 4 item 4 (before LVG reform)' },
  { id: 'AU-1000-gst-at-sale', destination: 'AU', kind: 'tax_at_sale', from: '2018-07-01', to: null, amount: '1000', currency: 'AUD', inclusive: true, basis: 'customs', source: 'Treasury Laws Amendment (GST Low Value Goods) Act 2017: GST on low value goods ≤ AUD 1000 collected at sale' },
  // Switzerland
  { id: 'CH-5-tax-amount', destination: 'CH', kind: 'tax_amount_exemption', from: '2019-01-01', to: null, amount: '5', currency: 'CHF', inclusive: true, basis: 'tax_amount', source: 'Verordnung des EFD über die steuerbefreite Einfuhr von Gegenständen in kleinen Mengen … (SR 641.204) Art. 1: import tax amounts of CHF 5 or less are not collected' },
  // Norway
  { id: 'NO-350', destination: 'NO', kind: 'duty_exemption', from: '2000-01-01', to: '2020-03-31', amount: '350', currency: 'NOK', inclusive: false, basis: 'goods', source: 'Tollforskriften § 5-8-1 (NOK 350 small-consignment exemption, abolished 2020-04-01)' },
  { id: 'NO-350-vat', destination: 'NO', kind: 'tax_exemption', from: '2000-01-01', to: '2020-03-31', amount: '350', currency: 'NOK', inclusive: false, basis: 'goods', source: 'Merverdiavgiftsforskriften (NOK 350 exemption, abolished 2020-04-01)' },
  { id: 'NO-3000-voec', destination: 'NO', kind: 'tax_at_sale', from: '2020-04-01', to: null, amount: '3000', currency: 'NOK', inclusive: false, basis: 'item', source: 'Merverdiavgiftsloven § 14-4 (VOEC): VAT on goods < NOK 3000 per item charged at sale by VOEC-registered sellers' },
];

export function rulesFor(rules: readonly ThresholdRule[], destination: string, isEu: boolean, date: string, sender: string): ThresholdRule[] {
  return rules.filter(
    (r) =>
      (r.destination === destination || (isEu && r.destination === 'EU')) &&
      r.from <= date &&
      (r.to === null || date <= r.to) &&
      (!r.senderCountries || r.senderCountries.includes(sender)) &&
      (!r.excludeSenderCountries || !r.excludeSenderCountries.includes(sender)),
  );
}
