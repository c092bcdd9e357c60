import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A VAT/GST period of a country: named rates (percent strings) valid from..to. */
export const VatRateRow = defineEntity({
  name: 'VatRateRow',
  tableName: 'vat_rates',
  properties: {
    id: p.bigint().primary().autoincrement(),
    datasetId: p.uuid(),
    country: p.string(),
    validFrom: p.string().columnType('date'),
    validTo: p.string().columnType('date').nullable(),
    rates: p.json<Record<string, string>>(),
    taxName: p.string(),
    source: p.text(),
    /** lower wins when several sources cover a date (ibericode 10, kdeldycke 20, sales-tax 30) */
    priority: p.integer(),
  },
});
export type IVatRateRow = InferEntity<typeof VatRateRow>;
