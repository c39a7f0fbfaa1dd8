import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A signed-in dashboard user. The browser's cookie holds a random session id; this row holds only
 * its SHA-256 (hex) and the user's tokens encrypted with AES-256-GCM under a key derived from
 * `HEED_SESSION_SECRET`. Nothing here can be replayed without the cookie and the secret.
 */
export const DashboardSessionSchema = defineEntity({
  name: 'DashboardSession',
  tableName: 'dashboard_session',
  indexes: [{ properties: ['expiresAt'] }],
  properties: {
    /** SHA-256 of the session id, lower-case hex. */
    idHash: p.string().length(64).primary(),
    /** `base64url(iv).base64url(ciphertext).base64url(tag)` of the tokens and the user's claims. */
    tokens: p.text(),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime(),
    /** The absolute end, seven days after sign-in. */
    absoluteExpiresAt: p.datetime(),
    /** The sooner of the idle end (last seen + 8 h) and the absolute end; cleanup uses it. */
    expiresAt: p.datetime(),
  },
});

export type DashboardSession = InferEntity<typeof DashboardSessionSchema>;
