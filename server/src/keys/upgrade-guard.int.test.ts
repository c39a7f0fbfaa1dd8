import { ApiKeySchema, type MikroORM, OrganisationSchema, openOrm, TeamSchema } from '@heed/db';
import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { createLogger } from '../logging/logger.ts';
import { startRuntime } from '../runtime/heed-runtime.ts';
import {
  assertNoUpgradeBlockers,
  findUnrestrictedPublishableKeys,
  UpgradeBlockedError,
  upgradeBlockerMessage,
} from './upgrade-guard.ts';

/** Rule: docs/rules/versioning.md#versioning-8: active `pk` keys without origins block upgrades. */

const NOW = new Date('2030-01-01T12:00:00Z');
const HOUR = 3_600_000;
let database: TestDatabase;
let orm: MikroORM;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await openOrm({ databaseUrl: database.url, poolMax: 2 });
  const em = orm.em.fork();
  const organisation = em.create(OrganisationSchema, { slug: 'acme', name: 'Acme' });
  const team = em.create(TeamSchema, { organisation, slug: 'shop', name: 'Shop' });
  const key = (
    name: string,
    values: {
      keyType?: 'pk' | 'sk';
      allowedOrigins?: string[];
      expiresAt?: Date | null;
      revokedAt?: Date | null;
      createdAt: Date;
    },
  ) => {
    const record = em.create(ApiKeySchema, {
      team,
      keyType: values.keyType ?? 'pk',
      keyPrefix: `heed_${values.keyType ?? 'pk'}_live`,
      keyHash: name.padEnd(64, '0'),
      appName: name,
      allowedOrigins: values.allowedOrigins ?? [],
      createdAt: values.createdAt,
      expiresAt: values.expiresAt ?? null,
      revokedAt: values.revokedAt ?? null,
      lastUsedAt: null,
    });
    ids[name] = record.id;
  };
  const at = (hoursBefore: number) => new Date(NOW.getTime() - hoursBefore * HOUR);
  key('unrestricted', { createdAt: at(10) });
  key('expiring', { expiresAt: new Date(NOW.getTime() + HOUR), createdAt: at(9) });
  key('restricted', { allowedOrigins: ['https://app.example.com'], createdAt: at(8) });
  key('revoked', { revokedAt: at(1), createdAt: at(7) });
  key('expired', { expiresAt: at(1), createdAt: at(6) });
  key('secret', { keyType: 'sk', createdAt: at(5) });
  await em.flush();
});
afterAll(async () => {
  await orm.close(true);
  await database.drop();
});

describe('findUnrestrictedPublishableKeys', () => {
  it('finds active (also still expiring) pk keys without origins, oldest first', async () => {
    const keys = await findUnrestrictedPublishableKeys(orm.em.fork(), NOW);
    expect(keys).toEqual([
      {
        id: ids.unrestricted,
        team: 'shop',
        appName: 'unrestricted',
        createdAt: new Date(NOW.getTime() - 10 * HOUR).toISOString(),
      },
      expect.objectContaining({ id: ids.expiring, appName: 'expiring' }),
    ]);
  });

  it('no longer counts a key once its grace period has ended', async () => {
    const later = new Date(NOW.getTime() + 2 * HOUR);
    const keys = await findUnrestrictedPublishableKeys(orm.em.fork(), later);
    expect(keys.map((key) => key.id)).toEqual([ids.unrestricted]);
  });
});

describe('assertNoUpgradeBlockers', () => {
  it('refuses, naming every key id and the fix', async () => {
    const error = await assertNoUpgradeBlockers(orm.em.fork(), {
      allowUnrestrictedPkOrigins: false,
      now: NOW,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpgradeBlockedError);
    const message = (error as Error).message;
    expect(message).toContain(`${ids.unrestricted} (team shop, app unrestricted)`);
    expect(message).toContain(String(ids.expiring));
    expect(message).toContain('heed keys create --team <slug> --type pk --allowed-origin');
    expect(message).toContain('revoke the old ones (heed keys revoke <id>)');
    expect(message).not.toContain(String(ids.restricted));
    expect(message).not.toContain(String(ids.revoked));
  });

  it('passes when the installation allows unrestricted publishable keys', async () => {
    await expect(
      assertNoUpgradeBlockers(orm.em.fork(), { allowUnrestrictedPkOrigins: true, now: NOW }),
    ).resolves.toBeUndefined();
  });

  it('speaks of one key in the singular', () => {
    const message = upgradeBlockerMessage([
      { id: 'k1', team: 't', appName: 'a', createdAt: NOW.toISOString() },
    ]);
    expect(message).toMatch(/^Upgrade blocked: 1 active publishable \(pk\) key without/);
  });
});

describe('startRuntime with the upgrade guard', () => {
  const options = { logger: createLogger('silent'), poolMax: 2 };

  it('refuses to start when the guard is on and unrestricted keys are not allowed', async () => {
    const config = loadConfig({ DATABASE_URL: database.url });
    await expect(startRuntime(config, { ...options, upgradeGuard: true })).rejects.toThrow(
      UpgradeBlockedError,
    );
  });

  it('starts without the guard (the CLI) or when unrestricted keys are allowed', async () => {
    const withoutGuard = await startRuntime(loadConfig({ DATABASE_URL: database.url }), options);
    await withoutGuard.close();
    const allowed = await startRuntime(
      loadConfig({ DATABASE_URL: database.url, HEED_ALLOW_UNRESTRICTED_PK_ORIGINS: 'true' }),
      { ...options, upgradeGuard: true },
    );
    await allowed.close();
  });
});
