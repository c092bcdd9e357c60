/**
 * Per-destination rules: which tariff, which currency, how customs value is built, which
 * FX date rule applies, and what the import tax base contains.
 *
 * Valuation (the duty base):
 * - CIF (cost + insurance + freight to the border): EU (UCC Art. 71(1)(e)), GB (same, retained
 *   law / Taxation (Cross-border Trade) Act 2018 Sch. 1), CH (duties are by gross weight; the
 *   import VAT base includes transport to the Swiss destination, MWSTG Art. 54(3)(b)),
 *   NO (Tolloven § 7-10, value at the Norwegian border).
 * - FOB (transport and insurance to the importing country excluded): US (19 U.S.C. 1401a,
 *   transaction value excludes international freight), AU (Customs Act 1901 s.159–161:
 *   FOB), CA (Customs Act s.48: value for duty excludes transport from the place of export;
 *   Canada values FOB, unlike what the list suggests; stated here).
 * Import tax base:
 * - EU/GB/CH/NO: customs value (CIF) + duty.
 * - AU: value of the taxable importation = customs value + duty + international transport and
 *   insurance (GST Act s.13-20).
 * - CA: value for duty + duty (Excise Tax Act s.215) — GST only (5%), provincial parts not
 *   included (no province on the request).
 * - US: no import VAT.
 */
import type { FxDateRule } from '../fx/fx-table.js';

export type TariffId = 'US' | 'EU' | 'GB' | 'CA' | 'AU' | 'CH' | 'NO';

export const EU_MEMBERS: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
];

export interface DestinationRule {
  country: string;
  tariff: TariffId;
  /** currency customs amounts and thresholds are computed in */
  currency: string;
  valuation: 'CIF' | 'FOB';
  /** add international transport + insurance to the import-tax base (AU) */
  taxBaseAddsTransport: boolean;
  /** false for the US: no import VAT */
  importTax: boolean;
  fxRule: FxDateRule;
  valuationSource: string;
}

const CIF_SRC = 'CIF: transport and insurance to the border are part of the customs value';

export function destinationRule(country: string): DestinationRule | null {
  if (EU_MEMBERS.includes(country)) {
    return { country, tariff: 'EU', currency: 'EUR', valuation: 'CIF', taxBaseAddsTransport: false, importTax: true, fxRule: 'eu-customs-penultimate-wednesday', valuationSource: `${CIF_SRC} (UCC Reg. (EU) 952/2013 Art. 70–71)` };
  }
  switch (country) {
    case 'US':
      return { country, tariff: 'US', currency: 'USD', valuation: 'FOB', taxBaseAddsTransport: false, importTax: false, fxRule: 'latest-on-or-before', valuationSource: 'FOB: transaction value excludes international freight and insurance (19 U.S.C. 1401a(b)(4))' };
    case 'GB':
      return { country, tariff: 'GB', currency: 'GBP', valuation: 'CIF', taxBaseAddsTransport: false, importTax: true, fxRule: 'latest-on-or-before', valuationSource: `${CIF_SRC} (Taxation (Cross-border Trade) Act 2018; Customs (Import Duty) (EU Exit) Regs 2018)` };
    case 'CA':
      return { country, tariff: 'CA', currency: 'CAD', valuation: 'FOB', taxBaseAddsTransport: false, importTax: true, fxRule: 'latest-on-or-before', valuationSource: 'FOB: value for duty excludes transport and insurance from the place of direct shipment (Customs Act R.S.C. 1985 c.1 s.48(5))' };
    case 'AU':
      return { country, tariff: 'AU', currency: 'AUD', valuation: 'FOB', taxBaseAddsTransport: true, importTax: true, fxRule: 'latest-on-or-before', valuationSource: 'FOB customs value (Customs Act 1901 s.159–161); GST on value of taxable importation incl. transport + insurance (GST Act 1999 s.13-20)' };
    case 'CH':
      return { country, tariff: 'CH', currency: 'CHF', valuation: 'CIF', taxBaseAddsTransport: false, importTax: true, fxRule: 'latest-on-or-before', valuationSource: 'Duties by gross weight; import VAT base includes transport to the destination in Switzerland (MWSTG Art. 54)' };
    case 'NO':
      return { country, tariff: 'NO', currency: 'NOK', valuation: 'CIF', taxBaseAddsTransport: false, importTax: true, fxRule: 'latest-on-or-before', valuationSource: `${CIF_SRC} (Tolloven § 7-10)` };
    default:
      return null;
  }
}

export const SUPPORTED_DESTINATIONS: readonly string[] = [...EU_MEMBERS, 'US', 'GB', 'CA', 'AU', 'CH', 'NO'];

/** True when a parcel from `origin` to `destination` is not an import (same country, intra-EU). */
export function isDomestic(origin: string, destination: string): boolean {
  if (origin === destination) return true;
  return EU_MEMBERS.includes(origin) && EU_MEMBERS.includes(destination);
}
