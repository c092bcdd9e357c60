import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** ECB euro reference rate: units of `currency` per 1 EUR on `date`. */
export const FxRate = defineEntity({
  name: 'FxRate',
  tableName: 'fx_rates',
  properties: {
    date: p.string().columnType('date').primary(),
    currency: p.string().primary(),
    rate: p.decimal().columnType('numeric'),
    datasetId: p.uuid(),
  },
});
export type IFxRate = InferEntity<typeof FxRate>;
