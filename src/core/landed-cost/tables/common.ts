import type { TariffId, TariffLine } from '../types.js';

export interface TableRow {
  code: string;
  description: string;
  rate: string;
  confidence: 'high' | 'indicative';
  preferences?: TariffLine['preferences'];
  note?: string;
}

export function tableLines(tariff: TariffId, datasetId: string, source: string, validFrom: string, rows: TableRow[], validTo: string | null = null): TariffLine[] {
  return rows.map((r) => ({
    tariff,
    code: r.code,
    description: r.description,
    general: r.rate,
    format: 'uk' as const,
    preferences: r.preferences,
    source,
    validFrom,
    validTo,
    datasetId,
    confidence: r.confidence,
    ...(r.note ? { note: r.note } : {}),
  }));
}
