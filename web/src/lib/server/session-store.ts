/**
 * Dashboard sessions in PostgreSQL (`dashboard_session`). The cookie holds a random id; a row is
 * found by the SHA-256 of it and holds the user's tokens sealed with AES-256-GCM (the row's key is
 * bound as associated data, so a sealed value cannot be moved to another row). A session ends on
 * logout, after `idleMs` without a request and `absoluteMs` after sign-in, whichever comes first.
 * Every call goes through an ORM whose connections carry statement and connect timeouts.
 */
import { DashboardSessionSchema, type MikroORM, queriesOf } from '@heed/db';
import { deleteEndedSessions } from './session.repository.ts';
import { hashSessionId, isSessionIdShaped, newSessionId, seal, unseal } from './session-crypto.ts';

export const IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionUser {
  sub: string;
  name?: string | undefined;
  email?: string | undefined;
}

export interface SessionTokens {
  accessToken: string;
  /** Epoch milliseconds. */
  accessTokenExpiresAt: number;
  refreshToken?: string | undefined;
  idToken?: string | undefined;
}

export interface SessionData {
  user: SessionUser;
  tokens: SessionTokens;
}

export interface ActiveSession {
  id: string;
  data: SessionData;
  createdAt: Date;
  /** When the session ends unless used again (and at the latest at its absolute end). */
  expiresAt: Date;
}

export type SessionLookup =
  | { kind: 'active'; session: ActiveSession }
  /** No row for the id (never existed, ended, or a tampered cookie), or it could not be read. */
  | { kind: 'unknown' }
  | { kind: 'expired' };

export interface SessionStoreOptions {
  now?: () => Date;
  idleMs?: number;
  absoluteMs?: number;
}

function isSessionData(value: unknown): value is SessionData {
  const data = value as SessionData | undefined;
  return (
    typeof data?.user?.sub === 'string' &&
    typeof data.tokens?.accessToken === 'string' &&
    typeof data.tokens.accessTokenExpiresAt === 'number'
  );
}

export class SessionStore {
  readonly #orm: MikroORM;
  readonly #key: Buffer;
  readonly #now: () => Date;
  readonly #idleMs: number;
  readonly #absoluteMs: number;

  constructor(orm: MikroORM, key: Buffer, options: SessionStoreOptions = {}) {
    this.#orm = orm;
    this.#key = key;
    this.#now = options.now ?? (() => new Date());
    this.#idleMs = options.idleMs ?? IDLE_TIMEOUT_MS;
    this.#absoluteMs = options.absoluteMs ?? ABSOLUTE_TIMEOUT_MS;
  }

  #em() {
    return this.#orm.em.fork();
  }

  #expiry(lastSeenAt: Date, absoluteExpiresAt: Date): Date {
    return new Date(Math.min(lastSeenAt.getTime() + this.#idleMs, absoluteExpiresAt.getTime()));
  }

  /** Stores a new session and returns its id: the value of the cookie, never stored itself. */
  async create(data: SessionData): Promise<ActiveSession> {
    const id = newSessionId();
    const idHash = hashSessionId(id);
    const now = this.#now();
    const absoluteExpiresAt = new Date(now.getTime() + this.#absoluteMs);
    const expiresAt = this.#expiry(now, absoluteExpiresAt);
    await this.#em().insert(DashboardSessionSchema, {
      idHash,
      tokens: seal(this.#key, data, idHash),
      createdAt: now,
      lastSeenAt: now,
      absoluteExpiresAt,
      expiresAt,
    });
    return { id, data, createdAt: now, expiresAt };
  }

  /** The session of a cookie value; an active one is marked as used now. */
  async load(id: string): Promise<SessionLookup> {
    if (!isSessionIdShaped(id)) return { kind: 'unknown' };
    const idHash = hashSessionId(id);
    const em = this.#em();
    const row = await em.findOne(DashboardSessionSchema, { idHash });
    if (!row) return { kind: 'unknown' };
    const now = this.#now();
    if (this.#expiry(row.lastSeenAt, row.absoluteExpiresAt) <= now) {
      await em.nativeDelete(DashboardSessionSchema, { idHash });
      return { kind: 'expired' };
    }
    const data = unseal(this.#key, row.tokens, idHash);
    if (!isSessionData(data)) {
      // Sealed under another secret (it changed) or altered in the table: unusable.
      await em.nativeDelete(DashboardSessionSchema, { idHash });
      return { kind: 'unknown' };
    }
    let lastSeenAt = row.lastSeenAt;
    if (now.getTime() - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      lastSeenAt = now;
      await em.nativeUpdate(
        DashboardSessionSchema,
        { idHash },
        { lastSeenAt, expiresAt: this.#expiry(lastSeenAt, row.absoluteExpiresAt) },
      );
    }
    return {
      kind: 'active',
      session: {
        id,
        data,
        createdAt: row.createdAt,
        expiresAt: this.#expiry(lastSeenAt, row.absoluteExpiresAt),
      },
    };
  }

  /** Replaces what a session carries (after a token refresh). */
  async update(id: string, data: SessionData): Promise<void> {
    const idHash = hashSessionId(id);
    await this.#em().nativeUpdate(
      DashboardSessionSchema,
      { idHash },
      { tokens: seal(this.#key, data, idHash) },
    );
  }

  /** Ends a session; unknown ids are ignored. */
  async destroy(id: string): Promise<void> {
    if (!isSessionIdShaped(id)) return;
    await this.#em().nativeDelete(DashboardSessionSchema, { idHash: hashSessionId(id) });
  }

  /** Deletes up to `limit` ended sessions; returns how many went. */
  async removeExpired(limit = 500): Promise<number> {
    return deleteEndedSessions(queriesOf(this.#em()), this.#now(), limit);
  }
}
