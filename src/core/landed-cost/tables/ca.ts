/**
 * Canada: the project's own table, written from the Customs Tariff (Schedule to the Customs
 * Tariff, S.C. 1997 c.36; CBSA departmental consolidation 2025), Most-Favoured-Nation column.
 * Heading level for common e-commerce goods; subheadings where rates differ.
 * `high` = rates that are structural and well known (apparel 18%, ITA electronics Free,
 * books Free); `indicative` = recalled from the schedule, to be verified against the CBSA
 * tariff before relying on them. CUSMA (UST/MXT) preference: Free for originating goods
 * of the US and Mexico (all goods listed here), flagged as assumed originating.
 */
import { tableLines, type TableRow } from './common.js';

export const CA_TABLE_ID = 'CA-own-2025';
export const CA_TABLE_SOURCE = 'Customs Tariff of Canada (CBSA, 2025 consolidation), MFN tariff column; written by the project';
export const CA_TABLE_VALID_FROM = '2025-01-01';

const CUSMA = [{ program: 'CUSMA (UST/MXT)', origins: ['US', 'MX'], rate: 'Free', source: 'Customs Tariff, UST and MXT columns' }];

const rows: TableRow[] = [
  { code: '61', description: 'Apparel, knitted or crocheted', rate: '18%', confidence: 'high', preferences: CUSMA, note: 'MFN 18% applies to nearly all knitted garments' },
  { code: '62', description: 'Apparel, not knitted', rate: '18%', confidence: 'high', preferences: CUSMA },
  { code: '6402', description: 'Footwear, outer soles and uppers of rubber or plastics', rate: '18%', confidence: 'indicative', preferences: CUSMA },
  { code: '6403', description: 'Footwear, uppers of leather', rate: '18%', confidence: 'indicative', preferences: CUSMA },
  { code: '6404', description: 'Footwear, uppers of textile materials (incl. sneakers)', rate: '18%', confidence: 'indicative', preferences: CUSMA },
  { code: '4202', description: 'Trunks, handbags, wallets and similar containers', rate: '10%', confidence: 'indicative', preferences: CUSMA },
  { code: '3304', description: 'Beauty or make-up preparations (incl. lipstick)', rate: '6.5%', confidence: 'indicative', preferences: CUSMA },
  { code: '3303', description: 'Perfumes and toilet waters', rate: '6.5%', confidence: 'indicative', preferences: CUSMA },
  { code: '4901', description: 'Printed books, brochures and similar printed matter', rate: 'Free', confidence: 'high' },
  { code: '8471', description: 'Automatic data-processing machines (laptops)', rate: 'Free', confidence: 'high', note: 'WTO Information Technology Agreement' },
  { code: '8517', description: 'Telephone sets incl. smartphones; other apparatus for transmission of voice/data (incl. smartwatches)', rate: 'Free', confidence: 'high', note: 'WTO ITA' },
  { code: '8518', description: 'Microphones, loudspeakers, headphones and earphones', rate: 'Free', confidence: 'indicative', preferences: CUSMA },
  { code: '9503', description: 'Toys', rate: 'Free', confidence: 'indicative' },
  { code: '9102', description: 'Wrist-watches (other than of precious metal)', rate: '5%', confidence: 'indicative', preferences: CUSMA },
  { code: '7113', description: 'Articles of jewellery of precious metal', rate: '8.5%', confidence: 'indicative', preferences: CUSMA },
  { code: '9506', description: 'Sports equipment', rate: '0%', confidence: 'indicative' },
];

export const CA_TABLE = tableLines('CA', CA_TABLE_ID, CA_TABLE_SOURCE, CA_TABLE_VALID_FROM, rows);
