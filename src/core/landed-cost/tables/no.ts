/**
 * Norway: the project's own table, written from the Norwegian customs tariff (Tolltariffen,
 * Tolletaten, 2025), general rate column. Industrial goods are duty-free except textiles and
 * clothing; clothing of chapters 61/62 carries up to 10.7% (indicative, verify the
 * subheading). Goods originating in the EU/EEA, EFTA, GB are Free for chapters 61–64 under the
 * EEA Agreement / EFTA Convention / UK–EEA EFTA FTA (flagged as assumed originating).
 */
import { tableLines, type TableRow } from './common.js';

export const NO_TABLE_ID = 'NO-own-2025';
export const NO_TABLE_SOURCE = 'Tolltariffen 2025 (Tolletaten), general column; written by the project';
export const NO_TABLE_VALID_FROM = '2025-01-01';

const EEA_ORIGINS = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'CH', 'GB'];
const EEA = [{ program: 'EEA / EFTA / UK FTA', origins: EEA_ORIGINS, rate: 'Free', source: 'EEA Agreement Protocol 4; EFTA Convention; UK–Norway/Iceland/Liechtenstein FTA' }];

const rows: TableRow[] = [
  { code: '61', description: 'Apparel, knitted or crocheted', rate: '10.7%', confidence: 'indicative', preferences: EEA },
  { code: '62', description: 'Apparel, not knitted', rate: '10.7%', confidence: 'indicative', preferences: EEA },
  { code: '64', description: 'Footwear', rate: 'Free', confidence: 'indicative' },
  { code: '4202', description: 'Trunks, handbags and similar containers', rate: 'Free', confidence: 'indicative' },
  { code: '3304', description: 'Beauty or make-up preparations', rate: 'Free', confidence: 'high' },
  { code: '4901', description: 'Printed books', rate: 'Free', confidence: 'high' },
  { code: '8471', description: 'Automatic data-processing machines', rate: 'Free', confidence: 'high' },
  { code: '8517', description: 'Telephone sets incl. smartphones', rate: 'Free', confidence: 'high' },
  { code: '8518', description: 'Headphones, earphones', rate: 'Free', confidence: 'high' },
  { code: '9503', description: 'Toys', rate: 'Free', confidence: 'high' },
  { code: '9102', description: 'Wrist-watches', rate: 'Free', confidence: 'high' },
];

export const NO_TABLE = tableLines('NO', NO_TABLE_ID, NO_TABLE_SOURCE, NO_TABLE_VALID_FROM, rows);
