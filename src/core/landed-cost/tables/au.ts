/**
 * Australia: the project's own table, written from the Customs Tariff Act 1995, Schedule 3
 * (general rate column), as in force 2025. Most manufactured goods are 5% or Free; apparel,
 * footwear and bags 5% since 2010 (Customs Tariff Amendment (2010 Measures No. 1)).
 * Preferential rates: goods originating in FTA partners are Free for these headings
 * (AUSFTA US, SAFTA SG, TAFTA TH, ANZCERTA NZ, MAFTA MY, ACl-FTA CL, KAFTA KR, JAEPA JP,
 * ChAFTA CN, PAFTA PE, A-HKFTA HK, IA-CEPA ID, CPTPP CA/MX/VN, A-UKFTA GB from 2023-05-31).
 * Flagged as assumed originating. With the AUD 1000 low-value threshold, duty rarely applies
 * to parcels at all.
 */
import { tableLines, type TableRow } from './common.js';

export const AU_TABLE_ID = 'AU-own-2025';
export const AU_TABLE_SOURCE = 'Customs Tariff Act 1995 (Cth) Schedule 3, general rate (ABF Working Tariff 2025); written by the project';
export const AU_TABLE_VALID_FROM = '2025-01-01';

const FTA = [{ program: 'AU FTAs', origins: ['US', 'SG', 'TH', 'NZ', 'MY', 'CL', 'KR', 'JP', 'CN', 'PE', 'HK', 'ID', 'CA', 'MX', 'VN', 'GB'], rate: 'Free', source: 'Customs Tariff Act 1995 Schedules 5–11, 13–17 (FTA rates)' }];

const rows: TableRow[] = [
  { code: '61', description: 'Apparel, knitted or crocheted', rate: '5%', confidence: 'high', preferences: FTA },
  { code: '62', description: 'Apparel, not knitted', rate: '5%', confidence: 'high', preferences: FTA },
  { code: '64', description: 'Footwear', rate: '5%', confidence: 'high', preferences: FTA },
  { code: '4202', description: 'Trunks, handbags, wallets and similar containers', rate: '5%', confidence: 'high', preferences: FTA },
  { code: '3304', description: 'Beauty or make-up preparations', rate: '5%', confidence: 'indicative', preferences: FTA },
  { code: '4901', description: 'Printed books', rate: 'Free', confidence: 'high' },
  { code: '8471', description: 'Automatic data-processing machines', rate: 'Free', confidence: 'high', note: 'WTO ITA' },
  { code: '8517', description: 'Telephone sets incl. smartphones; data transmission apparatus', rate: 'Free', confidence: 'high', note: 'WTO ITA' },
  { code: '8518', description: 'Headphones, earphones, loudspeakers', rate: '5%', confidence: 'indicative', preferences: FTA },
  { code: '9503', description: 'Toys', rate: 'Free', confidence: 'indicative' },
  { code: '9102', description: 'Wrist-watches', rate: 'Free', confidence: 'indicative' },
];

export const AU_TABLE = tableLines('AU', AU_TABLE_ID, AU_TABLE_SOURCE, AU_TABLE_VALID_FROM, rows);
