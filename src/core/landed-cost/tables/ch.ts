/**
 * Switzerland: the project's own table, written from the Swiss customs tariff (Tares,
 * Zolltarifgesetz SR 632.10 Annex 1). Swiss duties are specific: CHF per 100 kg gross weight
 * (the rate texts here are written `<amount> CHF / 100 kg / gross` and evaluated on the item's
 * declared gross weight).
 * Since 2024-01-01 Switzerland levies no duty on industrial products (chapters 25–97 except
 * a few agricultural headings; amendment of the Customs Tariff Act of 30 Sep 2022, in force
 * 1 Jan 2024): all goods in this table are therefore Free from that date. Agricultural
 * chapters 1–24 (specific duties with quotas) are not shipped: a CH calculation for them
 * reports TARIFF_LINE_NOT_FOUND.
 */
import { tableLines, type TableRow } from './common.js';

export const CH_TABLE_ID = 'CH-own-2024';
export const CH_TABLE_SOURCE = 'Tares / Zolltarifgesetz (SR 632.10) Annex 1, industrial tariffs abolished 2024-01-01; written by the project';
export const CH_TABLE_VALID_FROM = '2024-01-01';

const industrial = (code: string, description: string): TableRow => ({ code, description, rate: '0.00 CHF / 100 kg / gross', confidence: 'high', note: 'industrial product: duty abolished 2024-01-01' });

const rows: TableRow[] = [
  ...['25', '26', '27', '28', '29', '30', '31', '32', '33', '34', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47', '48', '49', '50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '60', '61', '62', '63', '64', '65', '66', '67', '68', '69', '70', '71', '72', '73', '74', '75', '76', '78', '79', '80', '81', '82', '83', '84', '85', '86', '87', '88', '89', '90', '91', '92', '93', '94', '95', '96', '97'].map((ch) =>
    industrial(ch, `Chapter ${ch} (industrial products)`),
  ),
];

export const CH_TABLE = tableLines('CH', CH_TABLE_ID, CH_TABLE_SOURCE, CH_TABLE_VALID_FROM, rows);
