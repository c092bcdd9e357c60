import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One imported version of a data source (a tariff schedule, the HS nomenclature, ECB rates,
 * VAT rates, the project's own tables, the demo dataset). Imports are idempotent by
 * (kind, checksum): a file already imported is skipped. `validFrom` is the date from which the
 * data applies; calculations record the dataset ids they used.
 */
export const Dataset = defineEntity({
  name: 'Dataset',
  tableName: 'datasets',
  properties: {
    id: p.uuid().primary(),
    kind: p.string(),
    /** tariff id for tariff datasets (US, GB, EU, CA, AU, CH, NO; 'GB+EU' for the UK file) */
    tariff: p.string().nullable(),
    name: p.string(),
    version: p.string(),
    validFrom: p.string().columnType('date'),
    checksum: p.string(),
    source: p.text(),
    rowCount: p.integer(),
    meta: p.json<Record<string, unknown>>().nullable(),
    importedAt: p.datetime(),
  },
});
export type IDataset = InferEntity<typeof Dataset>;
