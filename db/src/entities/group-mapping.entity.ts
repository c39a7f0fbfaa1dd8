import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TeamSchema } from './team.entity.ts';

/** Members of an identity-provider group get a role in a team. */
export const GroupMappingSchema = defineEntity({
  name: 'GroupMapping',
  tableName: 'group_mapping',
  uniques: [{ properties: ['team', 'oidcGroupId'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    team: () => p.manyToOne(TeamSchema),
    oidcGroupId: p.text(),
    /**
     * `viewer` < `editor` < `admin`; mappings that existed before roles are `admin`. The database
     * refuses any other value (rows written before the check are not re-checked; they grant no
     * access).
     */
    role: p.string().length(10).default('admin').check(`role in ('viewer', 'editor', 'admin')`),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type GroupMapping = InferEntity<typeof GroupMappingSchema>;
