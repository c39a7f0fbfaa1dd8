import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, mapGroup } from '../testing/dashboard-fixtures.ts';
import { seedTeam } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A group mapping whose role is none of `viewer`, `editor`, `admin` — written by hand, or left by a
 * later version that knows more roles after a rollback — grants no access at all, over real HTTP.
 */

const OWNERS = 'g-red-owners';
const VIEWERS = 'g-red-viewers';
let app: TestApp;
let ownerMappingId: string;

beforeAll(async () => {
  app = await startTestApp();
  await seedTeam(app, { slug: 'red' });
  await mapGroup(app, 'red', VIEWERS, 'viewer');
  // What a later version with an `owner` role would have left behind: its wider check and a row.
  const connection = app.runtime.deps.orm.em.getConnection();
  await connection.execute(
    `alter table group_mapping drop constraint group_mapping_role_check;
     alter table group_mapping add constraint group_mapping_role_check
       check (role in ('viewer', 'editor', 'admin', 'owner'));`,
  );
  const rows = await connection.execute<{ id: string }[]>(
    `insert into group_mapping (id, team_id, oidc_group_id, role, created_at)
     select gen_random_uuid(), id, ?, 'owner', now() from team where slug = 'red' returning id`,
    [OWNERS],
  );
  ownerMappingId = rows[0]?.id ?? '';
});
afterAll(async () => {
  await app.close();
});

describe('a group mapping with an unknown role', () => {
  it('gives no team: the team list is empty', async () => {
    const token = await app.tokenFor({ sub: 'owner-only', groups: [OWNERS] });
    const response = await getAs(app, '/intern/teams', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ teams: [], isOrgAdmin: false });
  });

  it.each([
    ['/dashboard/api-keys/events', [['team', 'red']]],
    ['/dashboard/surveys/red', [['team', 'red']]],
    ['/intern/filters/bootstrap', []],
  ] as [string, [string, string][]][])('is refused %s with 403', async (path, query) => {
    const token = await app.tokenFor({ sub: 'owner-only', groups: [OWNERS] });
    const before = app.output.auditEvents.length;
    const response = await getAs(app, path, token, query);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'forbidden' });
    expect(app.output.auditEvents.slice(before).map((event) => event.audit_event)).toEqual([
      'auth.team.denied',
    ]);
  });

  it('does not raise a known role beside it: viewer stays viewer', async () => {
    const token = await app.tokenFor({ sub: 'both', groups: [OWNERS, VIEWERS] });
    const response = await getAs(app, '/intern/teams', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      teams: [expect.objectContaining({ slug: 'red', role: 'viewer' })],
      isOrgAdmin: false,
    });
  });

  it('is reported in a warning by mapping id, without the group id or the role', async () => {
    const before = app.output.records.length;
    await getAs(app, '/intern/teams', await app.tokenFor({ sub: 'owner-only', groups: [OWNERS] }));
    const warnings = app.output.records
      .slice(before)
      .filter((record) => String(record.msg).includes('role Heed does not know'));
    expect(warnings).toEqual([expect.objectContaining({ groupMappingId: ownerMappingId })]);
    expect(JSON.stringify(warnings)).not.toContain(OWNERS);
    expect(JSON.stringify(warnings)).not.toContain('owner');
  });
});
