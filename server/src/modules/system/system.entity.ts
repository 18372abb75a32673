import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Small key/value facts about this installation (e.g. when it was first started). */
export const SystemSetting = defineEntity({
  name: 'SystemSetting',
  tableName: 'system_setting',
  properties: {
    key: p.string().primary().length(100),
    value: p.json<unknown>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type SystemSetting = InferEntity<typeof SystemSetting>;
