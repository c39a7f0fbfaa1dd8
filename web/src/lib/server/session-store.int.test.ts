import { type MikroORM, openOrm } from '@heed/db';
import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { deriveKey, hashSessionId } from './session-crypto.ts';
import {
  ABSOLUTE_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
  type SessionData,
  SessionStore,
} from './session-store.ts';

let database: TestDatabase;
let orm: MikroORM;
let now: number;
const clock = () => new Date(now);
const key = deriveKey('a-session-secret-of-at-least-32-characters', 'session-tokens');
const HOUR = 60 * 60 * 1000;

function sessionData(suffix = '1'): SessionData {
  return {
    user: { sub: `user-${suffix}`, name: 'Ada', email: 'ada@example.invalid' },
    tokens: {
      accessToken: `eyJaccess.token.${suffix}-value`,
      accessTokenExpiresAt: now + 600_000,
      refreshToken: `refresh-${suffix}-value`,
      idToken: `eyJid.token.${suffix}-value`,
    },
  };
}

async function rows() {
  const result = await orm.em
    .fork()
    .getConnection()
    .execute('select * from dashboard_session order by created_at');
  return result as Record<string, unknown>[];
}

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await openOrm({
    databaseUrl: database.url,
    poolMax: 2,
    timeouts: { connectMs: 5_000, statementMs: 5_000 },
  });
});

afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
});

beforeEach(async () => {
  now = Date.parse('2026-11-20T08:00:00Z');
  await orm.em.fork().getConnection().execute('delete from dashboard_session');
});

describe('the session store', () => {
  test('stores only the SHA-256 of the id and the tokens sealed, and gives them back', async () => {
    const store = new SessionStore(orm, key, { now: clock });
    const created = await store.create(sessionData());
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await rows();
    expect(row?.id_hash).toBe(hashSessionId(created.id));
    const text = JSON.stringify(await rows());
    for (const secret of [
      created.id,
      'eyJaccess.token.1-value',
      'refresh-1-value',
      'eyJid.token.1-value',
      'user-1',
      'ada@example.invalid',
    ]) {
      expect(text).not.toContain(secret);
    }

    const lookup = await store.load(created.id);
    expect(lookup.kind).toBe('active');
    if (lookup.kind === 'active') expect(lookup.session.data).toEqual(sessionData());
  });

  test('every session gets a new random id', async () => {
    const store = new SessionStore(orm, key, { now: clock });
    const ids = new Set<string>();
    for (let index = 0; index < 20; index++) ids.add((await store.create(sessionData())).id);
    expect(ids.size).toBe(20);
  });

  test('ends after 8 hours without a request, and the row goes', async () => {
    const store = new SessionStore(orm, key, { now: clock });
    const { id } = await store.create(sessionData());
    now += IDLE_TIMEOUT_MS - 1;
    expect((await store.load(id)).kind).toBe('active');
    now += IDLE_TIMEOUT_MS;
    expect((await store.load(id)).kind).toBe('expired');
    expect(await rows()).toHaveLength(0);
    expect((await store.load(id)).kind).toBe('unknown');
  });

  test('use keeps it alive, but never past 7 days after sign-in', async () => {
    const store = new SessionStore(orm, key, { now: clock });
    const { id, createdAt } = await store.create(sessionData());
    const absoluteEnd = createdAt.getTime() + ABSOLUTE_TIMEOUT_MS;
    while (now + 7 * HOUR < absoluteEnd) {
      now += 7 * HOUR;
      expect((await store.load(id)).kind).toBe('active');
    }
    now = absoluteEnd - 1;
    const last = await store.load(id);
    expect(last.kind).toBe('active');
    if (last.kind === 'active') expect(last.session.expiresAt.getTime()).toBe(absoluteEnd);
    now = absoluteEnd;
    expect((await store.load(id)).kind).toBe('expired');
  });

  test('an id that was altered, or never issued, finds nothing', async () => {
    const store = new SessionStore(orm, key, { now: clock });
    const { id } = await store.create(sessionData());
    const altered = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    expect((await store.load(altered)).kind).toBe('unknown');
    expect((await store.load('not-a-session-id')).kind).toBe('unknown');
    expect((await store.load('')).kind).toBe('unknown');
    expect((await store.load(id)).kind).toBe('active');
  });

  test('a row sealed under another secret, or moved to another row, cannot be opened and is removed', async () => {
    const store = new SessionStore(orm, key, { now: clock });
    const other = new SessionStore(
      orm,
      deriveKey('another-secret-of-at-least-32-characters!', 'session-tokens'),
      {
        now: clock,
      },
    );
    const first = await store.create(sessionData('1'));
    expect((await other.load(first.id)).kind).toBe('unknown');
    expect(await rows()).toHaveLength(0);

    const a = await store.create(sessionData('a'));
    const b = await store.create(sessionData('b'));
    await orm.em
      .fork()
      .getConnection()
      .execute(
        'update dashboard_session set tokens = (select tokens from dashboard_session where id_hash = ?) where id_hash = ?',
        [hashSessionId(a.id), hashSessionId(b.id)],
      );
    expect((await store.load(b.id)).kind).toBe('unknown');
    expect((await store.load(a.id)).kind).toBe('active');
  });

  test('update replaces the tokens; destroy ends the session', async () => {
    const store = new SessionStore(orm, key, { now: clock });
    const { id } = await store.create(sessionData('1'));
    await store.update(id, sessionData('2'));
    const lookup = await store.load(id);
    if (lookup.kind !== 'active') throw new Error('the session ended');
    expect(lookup.session.data.tokens.refreshToken).toBe('refresh-2-value');
    await store.destroy(id);
    expect((await store.load(id)).kind).toBe('unknown');
    expect(await rows()).toHaveLength(0);
  });

  test('cleanup removes ended sessions in bounded batches and leaves the others', async () => {
    const store = new SessionStore(orm, key, { now: clock });
    for (let index = 0; index < 5; index++) await store.create(sessionData(String(index)));
    now += IDLE_TIMEOUT_MS + 1;
    const alive = await store.create(sessionData('alive'));
    expect(await store.removeExpired(2)).toBe(2);
    expect(await rows()).toHaveLength(4);
    expect(await store.removeExpired(100)).toBe(3);
    expect(await rows()).toHaveLength(1);
    expect((await store.load(alive.id)).kind).toBe('active');
  });
});
