import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ApiKeySchema } from './api-key.entity.ts';
import { TeamSchema } from './team.entity.ts';

export interface ApiKeyEventActor {
  type: 'oidc_user' | 'api_key' | 'system';
  /** Pseudonym of the user (`id:<12 hex>`), never the raw subject. */
  userRef: string | null;
  keyId: string | null;
}

/** What happened to a key (`created`, `rotated`, `revoked`), for the dashboard's read surface. */
export const ApiKeyEventSchema = defineEntity({
  name: 'ApiKeyEvent',
  tableName: 'api_key_event',
  indexes: [{ properties: ['team', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    apiKey: () => p.manyToOne(ApiKeySchema),
    team: () => p.manyToOne(TeamSchema),
    keyPrefix: p.string(),
    keyType: p.string().length(2),
    eventType: p.string(),
    actor: p.json<ApiKeyEventActor>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type ApiKeyEvent = InferEntity<typeof ApiKeyEventSchema>;
