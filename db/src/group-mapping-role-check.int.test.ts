import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MikroORM, migrateToLatest, openOrm } from './orm.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/**
 * A group mapping's role is `viewer`, `editor` or `admin`; the database refuses anything else.
 * The check is added `not valid`, so a stray row from before it cannot stop the migration (and
 * with it the API start); the API gives such a mapping no access.
 */

const ROLES = 'Migration20261122080354_group_mapping_roles';
const ORGANISATION_ID = '1c7e2f4a-5b6d-4e8f-9a0b-1c2d3e4f5a61';
const TEAM_ID = '2d8f3a5b-6c7e-4f9a-8b1c-2d3e4f5a6b72';
const STRAY_ID = '3e9a4b6c-7d8f-4a0b-9c2d-3e4f5a6b7c83';

let database: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  orm = await openOrm({ databaseUrl: database.url, poolMax: 2 });
});
afterAll(async () => {
  await orm.close(true);
  await database.drop();
});

function insertMapping(oidcGroupId: string, role: string, id = crypto.randomUUID()) {
  return orm.em
    .getConnection()
    .execute(
      `insert into group_mapping (id, team_id, oidc_group_id, role, created_at) values (?, ?, ?, ?, now())`,
      [id, TEAM_ID, oidcGroupId, role],
    );
}

describe('the group-mapping role check', () => {
  it('migrates a database that already holds an unknown role, keeping the row', async () => {
    await orm.migrator.up({ to: ROLES });
    const connection = orm.em.getConnection();
    await connection.execute(
      `insert into organisation (id, slug, name, created_at) values (?, 'acme', 'Acme', now())`,
      [ORGANISATION_ID],
    );
    await connection.execute(
      `insert into team (id, organisation_id, slug, name, created_at) values (?, ?, 'shop', 'Shop', now())`,
      [TEAM_ID, ORGANISATION_ID],
    );
    await insertMapping('g-stray', 'owner', STRAY_ID);

    expect(await migrateToLatest(orm)).toContain(
      'Migration20261123183810_group_mapping_role_check',
    );
    const rows = await connection.execute<{ role: string }[]>(
      'select role from group_mapping where id = ?',
      [STRAY_ID],
    );
    expect(rows).toEqual([{ role: 'owner' }]);
  });

  it.each(['viewer', 'editor', 'admin'])('accepts the role %s', async (role) => {
    await expect(insertMapping(`g-${role}`, role)).resolves.toBeDefined();
  });

  it.each(['owner', 'Admin', 'superuser', ''])('refuses the role %j', async (role) => {
    await expect(insertMapping(`g-bad-${role}`, role)).rejects.toThrow(/group_mapping_role_check/);
  });

  it('refuses changing a mapping to an unknown role', async () => {
    const id = crypto.randomUUID();
    await insertMapping('g-changed', 'viewer', id);
    await expect(
      orm.em.getConnection().execute(`update group_mapping set role = 'root' where id = ?`, [id]),
    ).rejects.toThrow(/group_mapping_role_check/);
  });
});
