import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TeamSchema } from './team.entity.ts';

/**
 * An API key of a team. Only the SHA-256 hash of the key value is stored; the value itself is
 * shown once, at creation.
 */
export const ApiKeySchema = defineEntity({
  name: 'ApiKey',
  tableName: 'api_key',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    team: () => p.manyToOne(TeamSchema),
    keyType: p.string().length(2),
    keyPrefix: p.string(),
    keyHash: p.string().unique(),
    appName: p.string(),
    allowedOrigins: p.json<string[]>().default('[]'),
    rateLimit: p.integer().default(1000),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    lastUsedAt: p.datetime().nullable(),
    /** The key this one replaced by rotation. */
    replacesKeyId: p.uuid().nullable(),
  },
});

export type ApiKey = InferEntity<typeof ApiKeySchema>;
