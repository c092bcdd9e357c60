import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A line of a destination tariff (US HTS, UK Global Tariff, EU CET, project tables) with raw and parsed rate. */
export const TariffLineRow = defineEntity({
  name: 'TariffLineRow',
  tableName: 'tariff_lines',
  properties: {
    id: p.bigint().primary().autoincrement(),
    datasetId: p.uuid(),
    tariff: p.string(),
    code: p.string(),
    /** first 6 digits of `code` (or the code itself when shorter), for lookups */
    hs6: p.string(),
    description: p.text(),
    /** Ancestor descriptions in the schedule (US HTS indent hierarchy), for explanations and classification. */
    context: p.text().nullable(),
    general: p.text(),
    format: p.string(),
    rate: p.json<unknown>().nullable(),
    special: p.text().nullable(),
    column2: p.text().nullable(),
    additionalDuties: p.text().nullable(),
    preferences: p.json<unknown>().nullable(),
    validFrom: p.string().columnType('date'),
    validTo: p.string().columnType('date').nullable(),
    source: p.text(),
    confidence: p.string().nullable(),
  },
});
export type ITariffLineRow = InferEntity<typeof TariffLineRow>;
