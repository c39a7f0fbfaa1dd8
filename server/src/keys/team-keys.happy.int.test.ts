import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonym } from '../audit/pseudonym.ts';
import { callAs, submit, textSubmission } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { startTestApp, TEST_ADMIN_GROUP, type TestApp } from '../testing/test-app.ts';

/**
 * The dashboard's key lifecycle (Rule: docs/rules/keys.md#keys-5: `/intern/api-keys` list, create
 * pk or sk, rotate pk and sk, revoke; team admins, explicit team; audits `api_key.*` with actor
 * `oidc_user`, key events with the user's pseudonym).
 */

const ORIGIN = 'https://shop.example.com';
let app: TestApp;
let shop: SeededTeam;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  shop = await seedTeam(app, { slug: 'shop', allowedOrigins: [ORIGIN] });
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  admin = await app.tokenFor({ sub: 'team-admin', groups: ['g-admins'] });
});
afterAll(async () => {
  await app.close();
});

const keysPath = '/intern/api-keys';

async function submitWith(key: string) {
  return submit(app, { ...shop, secretKey: { id: '', value: key } }, textSubmission('k', 'x'));
}

describe('dashboard key lifecycle', () => {
  let secret: { id: string; key: string };

  it('creates an sk key (a team admin may) and a pk key with origins, audited as the user', async () => {
    const created = await callAs(app, admin, 'POST', keysPath, {
      team: 'shop',
      body: { keyType: 'sk', appName: 'reporting backend' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      keyType: 'sk',
      team: 'shop',
      appName: 'reporting backend',
      allowedOrigins: [],
      rateLimit: 1000,
    });
    expect(String(created.body.key)).toMatch(/^heed_sk_live_[0-9A-Za-z]{38}$/);
    secret = { id: String(created.body.id), key: String(created.body.key) };
    expect(created.audits).toEqual([
      expect.objectContaining({
        audit_event: 'api_key.create',
        audit_outcome: 'success',
        actor_type: 'oidc_user',
        actor_user_ref: pseudonym('team-admin'),
        resource_id: secret.id,
        team_slug: 'shop',
      }),
    ]);
    expect((await submitWith(secret.key)).status).toBe(201);

    const publishable = await callAs(app, admin, 'POST', keysPath, {
      team: 'shop',
      body: { keyType: 'pk', appName: 'widget', allowedOrigins: [ORIGIN], rateLimit: 50 },
    });
    expect(publishable.status).toBe(201);
    expect(publishable.body).toMatchObject({
      keyType: 'pk',
      allowedOrigins: [ORIGIN],
      rateLimit: 50,
    });
  });

  it('lists the team’s keys without values or hashes', async () => {
    const listed = await callAs(app, admin, 'GET', keysPath, { team: 'shop' });
    expect(listed.status).toBe(200);
    const keys = listed.body.keys as Record<string, unknown>[];
    expect(keys.map((key) => key.keyType)).toEqual(['sk', 'pk', 'sk', 'pk']);
    expect(listed.text).not.toMatch(/heed_(sk|pk)_live_[0-9A-Za-z]{8,}/);
    expect(keys.every((key) => !('key' in key) && !('keyHash' in key))).toBe(true);
  });

  it('rotates an sk key; the old one works for the grace period only', async () => {
    const rotated = await callAs(app, admin, 'POST', `${keysPath}/${secret.id}/rotate`, {
      team: 'shop',
      body: { gracePeriodHours: 0 },
    });
    expect(rotated.status, rotated.text).toBe(201);
    expect(rotated.body).toMatchObject({ keyType: 'sk', previousKeyId: secret.id });
    expect(rotated.audits).toEqual([
      expect.objectContaining({ audit_event: 'api_key.rotate', actor_type: 'oidc_user' }),
    ]);
    expect((await submitWith(String(rotated.body.key))).status).toBe(201);
    expect((await submitWith(secret.key)).status).toBe(401);
    // The list tells the two apart: the new key names the one it replaced.
    const listed = await callAs(app, admin, 'GET', keysPath, { team: 'shop' });
    const keys = listed.body.keys as { id: string; replacesKeyId: string | null }[];
    expect(keys.find((key) => key.id === rotated.body.id)?.replacesKeyId).toBe(secret.id);
    expect(keys.find((key) => key.id === secret.id)?.replacesKeyId).toBeNull();
    secret = { id: String(rotated.body.id), key: String(rotated.body.key) };
  });

  it('revokes a key with 204; it stops working at once', async () => {
    const revoked = await callAs(app, admin, 'DELETE', `${keysPath}/${secret.id}`, {
      team: 'shop',
    });
    expect(revoked.status).toBe(204);
    expect(revoked.audits).toEqual([
      expect.objectContaining({ audit_event: 'api_key.revoke', audit_outcome: 'success' }),
    ]);
    expect((await submitWith(secret.key)).status).toBe(401);
  });

  it('records key events with the user’s pseudonym as actor', async () => {
    const orgAdmin = await app.tokenFor({ sub: 'org-admin', groups: [TEST_ADMIN_GROUP] });
    const events = await callAs(app, orgAdmin, 'GET', '/dashboard/api-keys/events', {
      team: 'shop',
    });
    const byUser = (events.body.events as { eventType: string; actor: { userRef: string } }[])
      .filter((event) => event.actor.userRef === pseudonym('team-admin'))
      .map((event) => event.eventType)
      .sort();
    expect(byUser).toEqual(['created', 'created', 'created', 'revoked', 'rotated']);
  });
});
