import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** HS 2022 nomenclature rows (chapters, headings, subheadings) of one dataset. */
export const HsNomenclatureRow = defineEntity({
  name: 'HsNomenclatureRow',
  tableName: 'hs_nomenclature',
  properties: {
    datasetId: p.uuid().primary(),
    code: p.string().primary(),
    description: p.text(),
    parent: p.string().nullable(),
    level: p.integer(),
    section: p.string(),
  },
});
export type IHsNomenclatureRow = InferEntity<typeof HsNomenclatureRow>;
