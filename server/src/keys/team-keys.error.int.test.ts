import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** Bad input to the dashboard's key lifecycle: 400 naming the field, 404, 409. */

let app: TestApp;
let admin: string;
const keysPath = '/intern/api-keys';

beforeAll(async () => {
  app = await startTestApp();
  await seedTeam(app, { slug: 'shop' });
  await mapGroup(app, 'shop', 'g-admins', 'admin');
  admin = await app.tokenFor({ sub: 'admin-1', groups: ['g-admins'] });
});
afterAll(async () => {
  await app.close();
});

const create = (body: Record<string, unknown>) =>
  callAs(app, admin, 'POST', keysPath, { team: 'shop', body });

describe('creating keys', () => {
  it.each([
    ['a pk key without origins', { keyType: 'pk', appName: 'w' }, 'allowedOrigins'],
    [
      'a pk key with a bad origin',
      { keyType: 'pk', appName: 'w', allowedOrigins: ['ftp://x'] },
      'allowedOrigins.0',
    ],
    [
      'an sk key with origins',
      { keyType: 'sk', appName: 'b', allowedOrigins: ['https://a.example'] },
      'allowedOrigins',
    ],
    ['an unknown key type', { keyType: 'xk', appName: 'b' }, 'keyType'],
    ['no app name', { keyType: 'sk' }, 'appName'],
    ['a rate limit of 0', { keyType: 'sk', appName: 'b', rateLimit: 0 }, 'rateLimit'],
  ])('refuses %s with 400 naming the field', async (_what, body, field) => {
    const answer = await create(body);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: field })]),
    );
  });

  it('needs ?team= (400 team_required)', async () => {
    const answer = await callAs(app, admin, 'POST', keysPath, {
      body: { keyType: 'sk', appName: 'b' },
    });
    expect(answer.body.code).toBe('team_required');
  });
});

describe('rotating and revoking', () => {
  it('answers 404 for an unknown key and 409 for rotating a revoked one', async () => {
    const unknown = randomUUID();
    const rotate = await callAs(app, admin, 'POST', `${keysPath}/${unknown}/rotate`, {
      team: 'shop',
      body: { gracePeriodHours: 1 },
    });
    expect(rotate.status).toBe(404);
    expect(
      (await callAs(app, admin, 'DELETE', `${keysPath}/${unknown}`, { team: 'shop' })).status,
    ).toBe(404);
    const created = await create({ keyType: 'sk', appName: 'b' });
    const id = String(created.body.id);
    expect((await callAs(app, admin, 'DELETE', `${keysPath}/${id}`, { team: 'shop' })).status).toBe(
      204,
    );
    const again = await callAs(app, admin, 'POST', `${keysPath}/${id}/rotate`, {
      team: 'shop',
      body: { gracePeriodHours: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.audits).toEqual([
      expect.objectContaining({ audit_event: 'api_key.rotate', audit_outcome: 'conflict' }),
    ]);
  });

  it('refuses a grace period outside 0–720 hours with 400 naming it', async () => {
    const created = await create({ keyType: 'sk', appName: 'b' });
    const answer = await callAs(
      app,
      admin,
      'POST',
      `${keysPath}/${String(created.body.id)}/rotate`,
      {
        team: 'shop',
        body: { gracePeriodHours: 721 },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ path: 'gracePeriodHours' })]);
  });
});
