import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const Account = defineEntity({
  name: 'Account',
  tableName: 'accounts',
  properties: {
    id: p.uuid().primary(),
    name: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IAccount = InferEntity<typeof Account>;
