/**
 * The demo dataset, written by the project (no data files needed): a handful of HS codes for
 * common goods with their duty rates into US/EU/GB (rate texts as published in the schedules:
 * USITC HTS 2025/2026, EU TARIC/CN 2025, UK Global Tariff 2025), the project's own CA/AU/CH/NO
 * tables, standard VAT/GST from the `sales-tax` package plus the named reduced rates stated
 * below, and DEMO exchange rates.
 *
 * The demo FX rates are ECB-like round values stated here for demonstration only (not an ECB
 * publication), dated 2020-01-01 so that every later calculation date finds them. A real
 * deployment imports the ECB files; the explanation names the dataset 'demo-fx' so a demo
 * amount can never pass for a real one.
 */
import type { EcbDay } from '../fx/ecb.js';
import { salesTaxPackageRates, type VatPeriod } from '../tax/vat-sources.js';
import { AU_TABLE } from './tables/au.js';
import { CA_TABLE } from './tables/ca.js';
import { CH_TABLE } from './tables/ch.js';
import { NO_TABLE } from './tables/no.js';
import type { DatasetRef, LandedCostData, TariffLine } from './types.js';

export const DEMO_FX_DAYS: EcbDay[] = [
  {
    date: '2020-01-01',
    rates: {
      USD: '1.17', JPY: '183.5', GBP: '0.87', CHF: '0.93', NOK: '11.8', CAD: '1.61', AUD: '1.75', SEK: '10.9', DKK: '7.46',
      PLN: '4.22', CZK: '24.3', HUF: '385', RON: '5.09', CNY: '8.2', HKD: '9.1', SGD: '1.51', KRW: '1700', MXN: '21.5',
      INR: '105', BRL: '6.4', NZD: '2.02', ISK: '143', TRY: '50', ZAR: '19.5', ILS: '3.6', THB: '37.5', IDR: '19500',
      MYR: '4.7', PHP: '68', BGN: '1.9558',
    },
  },
];

const US = (code: string, description: string, general: string, special: string | null, column2: string | null): TariffLine => ({
  tariff: 'US', code, description, general, format: 'hts', special, column2, additionalDuties: null,
  source: 'USITC Harmonized Tariff Schedule 2025/2026 (general, special, column 2), written by the project for the demo',
  validFrom: '2025-01-01', validTo: null, datasetId: 'demo-tariff', confidence: 'high',
});
const FTA = 'Free (AU,BH,CL,CO,IL,JO,KR,MA,OM,P,PA,PE,S,SG)';
const EUL = (code: string, description: string, rate: string): TariffLine => ({
  tariff: 'EU', code, description, general: rate, format: 'uk', source: 'EU Combined Nomenclature / TARIC 2025, third-country duty, written by the project for the demo',
  validFrom: '2025-01-01', validTo: null, datasetId: 'demo-tariff', confidence: 'high',
});
const GBL = (code: string, description: string, rate: string): TariffLine => ({
  tariff: 'GB', code, description, general: rate, format: 'uk', source: 'UK Global Tariff 2025, written by the project for the demo',
  validFrom: '2025-01-01', validTo: null, datasetId: 'demo-tariff', confidence: 'high',
});

/** Demo goods covered in every destination: hs6 -> label. (Wine 2204.21 is in the US/EU/GB demo lines only, as a specific-duty example.) */
export const DEMO_GOODS: Readonly<Record<string, string>> = Object.freeze({
  '610910': 'T-shirt of cotton', '611020': 'Sweater of cotton', '640411': 'Sneakers (textile uppers)', '420221': 'Handbag of leather',
  '847130': 'Laptop', '851713': 'Smartphone', '851762': 'Smartwatch', '851830': 'Earbuds', '330410': 'Lipstick', '490199': 'Book',
  '950300': 'Toy', '910211': 'Wrist-watch (battery, analogue)',
});

export const DEMO_US: TariffLine[] = [
  US('61091000', "T-shirts, singlets, tank tops, knitted, of cotton", '16.5%', FTA, '90%'),
  US('61102020', 'Sweaters, pullovers, of cotton, other', '16.5%', FTA, '50%'),
  US('64041190', 'Sports footwear, textile uppers, valued over $12/pair', '20%', 'Free (AU,BH,CL,CO,D,IL,JO,KR,MA,OM,P,PA,PE,R,S,SG)', '35%'),
  US('42022190', 'Handbags, outer surface of leather, valued over $20 each', '9%', 'Free (A,AU,BH,CL,CO,D,IL,JO,KR,MA,NP,OM,P,PA,PE,R,S,SG) 7.2% (E)', '35%'),
  US('84713001', 'Portable automatic data processing machines', 'Free', null, '35%'),
  US('85171300', 'Smartphones', 'Free', null, '35%'),
  US('85176200', 'Machines for reception/transmission of data (incl. smartwatches)', 'Free', null, '35%'),
  US('85183020', 'Headphones and earphones, other', 'Free', null, '35%'),
  US('33041000', 'Lip make-up preparations', 'Free', null, '75%'),
  US('49019900', 'Printed books, other', 'Free', null, 'Free'),
  US('95030000', 'Toys', 'Free', null, '70%'),
  US('91021145', 'Wrist watches, battery powered, mechanical display only, other', '40¢ each + 8.5% on the case + 2.8% on the strap, band or bracelet + 5.3% on the battery', 'Free (AU,BH,CL,CO,D,E,IL,JO,KR,MA,OM,P,PA,PE,R,S,SG)', '$1.70 each + 45% on the case + 35% on the strap, band or bracelet + 35% on the battery'),
  US('22042150', 'Wine of fresh grapes, in containers ≤ 2 liters, other', '6.3¢/liter', 'Free (A+,AU,BH,CL,CO,D,E,IL,KR,MA,OM,P,PA,PE,S,SG) 2.8¢/liter (JO)', '33¢/liter'),
];

export const DEMO_EU: TariffLine[] = [
  EUL('61091000', 'T-shirts, singlets and other vests of cotton, knitted', '12%'),
  EUL('61102099', "Women's or girls' jerseys, pullovers of cotton, knitted", '12%'),
  EUL('64041100', 'Sports footwear with outer soles of rubber/plastics and textile uppers', '16.9%'),
  EUL('42022100', 'Handbags with outer surface of leather', '3%'),
  EUL('84713000', 'Portable automatic data-processing machines', '0%'),
  EUL('85171300', 'Smartphones', '0%'),
  EUL('85176200', 'Machines for the reception, conversion and transmission of data', '0%'),
  EUL('85183000', 'Headphones and earphones', '0%'),
  EUL('33041000', 'Lip make-up preparations', '0%'),
  EUL('49019900', 'Printed books, other', '0%'),
  EUL('95030095', 'Plastic toys, n.e.s.', '4.7%'),
  EUL('91021100', 'Wrist-watches, electrically operated, mechanical display only', '4.50% MIN 0.30 EUR / item MAX 0.80 EUR / item'),
  EUL('22042179', 'Wine of fresh grapes, ≤ 2 l, actual alcoholic strength ≤ 13% vol', '13.10 EUR / hl'),
];

export const DEMO_GB: TariffLine[] = [
  GBL('61091000', 'T-shirts, singlets and other vests of cotton, knitted', '12%'),
  GBL('61102099', "Women's or girls' jerseys, pullovers of cotton, knitted", '12%'),
  GBL('64041100', 'Sports footwear with outer soles of rubber/plastics and textile uppers', '16%'),
  GBL('42022100', 'Handbags with outer surface of leather', '2%'),
  GBL('84713000', 'Portable automatic data-processing machines', '0%'),
  GBL('85171300', 'Smartphones', '0%'),
  GBL('85176200', 'Machines for the reception, conversion and transmission of data', '0%'),
  GBL('85183000', 'Headphones and earphones', '0%'),
  GBL('33041000', 'Lip make-up preparations', '0%'),
  GBL('49019900', 'Printed books, other', '0%'),
  GBL('95030095', 'Plastic toys, n.e.s.', '4%'),
  GBL('91021100', 'Wrist-watches, electrically operated, mechanical display only', '0.20 GBP/ item'),
  GBL('22042179', 'Wine of fresh grapes, ≤ 2 l, ≤ 13% vol', '10.00 GBP / hl'),
];

/** Named reduced rates stated for the demo (current periods), merged into sales-tax's standard rates. */
const DEMO_REDUCED: Record<string, Record<string, string>> = {
  DE: { reduced: '7' }, FR: { reduced1: '5.5', reduced2: '10' }, IT: { super_reduced: '4' }, ES: { super_reduced: '4' },
  NL: { reduced: '9' }, BE: { reduced1: '6' }, AT: { reduced1: '10' }, PL: { reduced1: '5' }, SE: { reduced1: '6' }, PT: { reduced1: '6' },
  GB: { reduced: '5' },
};

export function demoVatPeriods(): VatPeriod[] {
  return salesTaxPackageRates().map((p) => (p.to === null && DEMO_REDUCED[p.country] ? { ...p, rates: { ...p.rates, ...DEMO_REDUCED[p.country] }, source: `${p.source} + demo reduced rates` } : p));
}

export const DEMO_DATASETS: DatasetRef[] = [
  { id: 'demo-tariff', kind: 'tariff', version: 'demo-1', validFrom: '2025-01-01', source: 'written by the project (src/core/landed-cost/demo-data.ts)' },
  { id: 'demo-fx', kind: 'fx', version: 'demo-1', validFrom: '2020-01-01', source: 'DEMO exchange rates stated in demo-data.ts (not ECB)' },
  { id: 'sales-tax', kind: 'vat', version: 'npm sales-tax', validFrom: '0000-01-01', source: 'npm package sales-tax (standard VAT/GST)' },
  { id: 'CA-own-2025', kind: 'tariff', version: '2025', validFrom: '2025-01-01', source: 'src/core/landed-cost/tables/ca.ts' },
  { id: 'AU-own-2025', kind: 'tariff', version: '2025', validFrom: '2025-01-01', source: 'src/core/landed-cost/tables/au.ts' },
  { id: 'CH-own-2024', kind: 'tariff', version: '2024', validFrom: '2024-01-01', source: 'src/core/landed-cost/tables/ch.ts' },
  { id: 'NO-own-2025', kind: 'tariff', version: '2025', validFrom: '2025-01-01', source: 'src/core/landed-cost/tables/no.ts' },
];

/** The complete demo dataset. */
export function demoData(): LandedCostData {
  return {
    tariffs: { US: DEMO_US, EU: DEMO_EU, GB: DEMO_GB, CA: CA_TABLE, AU: AU_TABLE, CH: CH_TABLE, NO: NO_TABLE },
    vat: demoVatPeriods(),
    fx: DEMO_FX_DAYS,
    datasets: DEMO_DATASETS,
  };
}
