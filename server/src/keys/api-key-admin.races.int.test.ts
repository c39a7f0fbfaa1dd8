import { ApiKeySchema } from '@heed/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../runtime/clock.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { issueKey } from './api-key.service.ts';
import { adminRequest } from './api-key-admin.fixtures.ts';

/**
 * Rotation and revocation of one key, at the same time, over real HTTP on real PostgreSQL. Both
 * take the key's row lock, so they happen one after the other: a rotation after a revocation, and
 * a second rotation, answer 409; a revocation after a rotation ends the old key's grace period.
 */

const ORIGIN = 'https://app.example.com';
const ROUNDS = 20;

/** A clock that moves one millisecond at every reading, so readings order the operations. */
class TickingClock implements Clock {
  #now = Date.now();

  now(): Date {
    this.#now += 1;
    return new Date(this.#now);
  }
}

let app: TestApp;
let unrestricted: TestApp;
let team: SeededTeam;

beforeAll(async () => {
  [app, unrestricted] = await Promise.all([
    startTestApp({}, { clock: new TickingClock() }),
    startTestApp({ HEED_ALLOW_UNRESTRICTED_PK_ORIGINS: 'true' }),
  ]);
  team = await seedTeam(app, { slug: 'races' });
});
afterAll(async () => {
  await Promise.all([app?.close(), unrestricted?.close()]);
});

const rotate = (id: string, target = app, secretKey = team.secretKey.value) =>
  adminRequest(target, 'POST', `/${id}/rotate`, secretKey, { gracePeriodHours: 24 });
const revoke = (id: string) => adminRequest(app, 'DELETE', `/${id}`, team.secretKey.value);

async function newPublishableKey(appName: string): Promise<string> {
  const response = await adminRequest(app, 'POST', '', team.secretKey.value, {
    keyType: 'pk',
    appName,
    allowedOrigins: [ORIGIN],
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

type KeyRow = {
  id: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
};

const time = (value: string | null | undefined) => new Date(value ?? Number.NaN).getTime();

async function keyRow(id: string): Promise<KeyRow> {
  const rows = await app.runtime.deps.orm.em
    .getConnection()
    .execute<KeyRow[]>('select id, created_at, expires_at, revoked_at from api_key where id = ?', [
      id,
    ]);
  const row = rows[0];
  if (!row) throw new Error(`no key ${id}`);
  return row;
}

async function successorsOf(id: string): Promise<KeyRow[]> {
  return app.runtime.deps.orm.em
    .getConnection()
    .execute<KeyRow[]>(
      'select id, created_at, expires_at, revoked_at from api_key where replaces_key_id = ?',
      [id],
    );
}

async function expectConflict(response: Response): Promise<string> {
  expect(response.status).toBe(409);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as { code: string; detail: string };
  expect(body.code).toBe('conflict');
  return body.detail;
}

describe('a rotation racing a revocation of the same key', () => {
  it(`never issues a successor of a key revoked before it (${ROUNDS} rounds)`, async () => {
    const outcomes = new Set<number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await newPublishableKey(`race-${round}`);
      const [rotated, revoked] = await Promise.all([rotate(id), revoke(id)]);

      expect(revoked.status).toBe(204);
      const old = await keyRow(id);
      expect(old.revoked_at).not.toBeNull();
      const successors = await successorsOf(id);
      outcomes.add(rotated.status);
      if (rotated.status === 201) {
        // The rotation came first; the revocation then ended the old key's grace period.
        expect(successors).toHaveLength(1);
        expect(time(successors[0]?.created_at)).toBeLessThan(time(old.revoked_at));
        expect(old.expires_at).not.toBeNull();
      } else {
        // The revocation came first: nothing was issued.
        expect(await expectConflict(rotated)).toContain('revoked');
        expect(successors).toEqual([]);
        expect(old.expires_at).toBeNull();
      }
    }
    expect([...outcomes].every((status) => status === 201 || status === 409)).toBe(true);
  });

  it('waits for a revocation committed meanwhile, then refuses to rotate', async () => {
    const id = await newPublishableKey('revoked-meanwhile');
    const client = new pg.Client({ connectionString: app.database.url });
    await client.connect();
    try {
      // Another replica revokes the key and has not committed yet.
      await client.query('begin');
      await client.query('update api_key set revoked_at = now() where id = $1', [id]);
      const pending = rotate(id);
      await waitForLockWaiter(client);
      await client.query('commit');

      await expectConflict(await pending);
      expect(await successorsOf(id)).toEqual([]);
      expect((await keyRow(id)).expires_at).toBeNull();
    } finally {
      await client.end();
    }
  });
});

describe('two rotations of the same key at once', () => {
  it(`issue exactly one successor; the other answers 409 (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await newPublishableKey(`twice-${round}`);
      const responses = await Promise.all([rotate(id), rotate(id)]);

      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      const loser = responses.find((response) => response.status === 409);
      if (!loser) throw new Error('no 409');
      expect(await expectConflict(loser)).toContain('rotated already');
      const winner = (await responses.find((response) => response.status === 201)?.json()) as {
        id: string;
      };
      const successors = await successorsOf(id);
      expect(successors.map((successor) => successor.id)).toEqual([winner.id]);
    }
  });

  it('lets the successor be rotated in turn', async () => {
    const id = await newPublishableKey('chain');
    const first = (await (await rotate(id)).json()) as { id: string };
    const second = await rotate(first.id);
    expect(second.status).toBe(201);
    expect(await successorsOf(id)).toHaveLength(1);
  });
});

describe('rotating a publishable key without allowed origins through a secret key', () => {
  async function unrestrictedKey(target: TestApp, seeded: SeededTeam): Promise<string> {
    // Written as an earlier release (or the CLI with the exception) could have left it.
    const em = target.runtime.deps.orm.em.fork();
    const { issued } = await issueKey(
      { deps: target.runtime.deps, em, actor: { type: 'system' }, request: undefined },
      {
        teamId: seeded.teamId,
        keyType: 'pk',
        appName: 'legacy',
        allowedOrigins: [],
        rateLimit: 1000,
      },
    );
    await em.flush();
    return issued.id;
  }

  it('is refused with 409 like the CLI, issuing nothing, audited as a conflict', async () => {
    const id = await unrestrictedKey(app, team);
    const before = app.output.auditEvents.length;

    expect(await expectConflict(await rotate(id))).toContain('no allowed origins');
    expect(await successorsOf(id)).toEqual([]);
    const key = await app.runtime.deps.orm.em.fork().findOneOrFail(ApiKeySchema, { id });
    expect(key.expiresAt).toBeNull();
    expect(app.output.auditEvents.slice(before)).toEqual([
      expect.objectContaining({
        audit_event: 'api_key.rotate',
        audit_outcome: 'conflict',
        resource_id: id,
      }),
    ]);
  });

  it('is allowed where HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true', async () => {
    const open = await seedTeam(unrestricted, { slug: 'open' });
    const id = await unrestrictedKey(unrestricted, open);
    const response = await rotate(id, unrestricted, open.secretKey.value);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ previousKeyId: id, allowedOrigins: [] });
  });
});

/** Waits until a backend of the test database waits for a lock (the rotation behind the row). */
async function waitForLockWaiter(client: pg.Client): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const { rows } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The rotation never waited for the key row');
}
