import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MikroORM, migrateToLatest, openOrm, pendingMigrations } from './orm.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/**
 * Rule: docs/rules/versioning.md#versioning-9 (group mappings from before roles are `admin`). A
 * database of the release before roles (migrated up to the group mappings) gets its mapping's
 * role from the roles migration. Later, the database refuses roles other than `viewer`, `editor`
 * and `admin`; the check is added `not valid`, so a stray row from before it cannot stop the
 * migration (and with it the API start) — the API gives such a mapping no access.
 */

const BEFORE_ROLES = 'Migration20261122080349_group_mappings';
const ROLES = 'Migration20261122080354_group_mapping_roles';
const ROLE_CHECK = 'Migration20261123183810_group_mapping_role_check';
const ORGANISATION_ID = '0b6c1f0e-3a57-4f6b-9c39-2b1d4c8a5e01';
const TEAM_ID = '5d2e7a9c-1b4f-4e8d-a6c3-9f0b2d7e4c12';
const MAPPING_ID = '8f3a6b2d-9c1e-4d7a-b5f0-3e2c1a9d8b23';
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

async function columnsOf(table: string): Promise<string[]> {
  const rows = await orm.em
    .getConnection()
    .execute<{ column_name: string }[]>(
      'select column_name from information_schema.columns where table_name = ? order by ordinal_position',
      [table],
    );
  return rows.map((row) => row.column_name);
}

function insertMapping(oidcGroupId: string, role: string, id = crypto.randomUUID()) {
  return orm.em
    .getConnection()
    .execute(
      'insert into group_mapping (id, team_id, oidc_group_id, role, created_at) values (?, ?, ?, ?, now())',
      [id, TEAM_ID, oidcGroupId, role],
    );
}

async function roleOf(id: string): Promise<string | undefined> {
  const rows = await orm.em
    .getConnection()
    .execute<{ role: string }[]>('select role from group_mapping where id = ?', [id]);
  return rows[0]?.role;
}

describe('the group-mapping roles migration', () => {
  it('gives a mapping that existed before roles the role admin', async () => {
    const ran = await orm.migrator.up({ to: BEFORE_ROLES });
    const names = ran.map((migration) => migration.name);
    // `to` really stopped there (an unknown name would have run everything).
    expect(names.at(-1)).toBe(BEFORE_ROLES);
    expect(names).not.toContain(ROLES);
    expect(await pendingMigrations(orm)).toContain(ROLES);
    expect(await columnsOf('group_mapping')).not.toContain('role');

    const connection = orm.em.getConnection();
    await connection.execute(
      `insert into organisation (id, slug, name, created_at) values (?, 'acme', 'Acme', now())`,
      [ORGANISATION_ID],
    );
    await connection.execute(
      `insert into team (id, organisation_id, slug, name, created_at) values (?, ?, 'shop', 'Shop', now())`,
      [TEAM_ID, ORGANISATION_ID],
    );
    await connection.execute(
      `insert into group_mapping (id, team_id, oidc_group_id, created_at) values (?, ?, 'g-shop', now())`,
      [MAPPING_ID, TEAM_ID],
    );

    const next = await orm.migrator.up({ to: ROLES });
    expect(next.map((migration) => migration.name)).toEqual([ROLES]);

    const rows = await connection.execute<{ id: string; oidc_group_id: string; role: string }[]>(
      'select id, oidc_group_id, role from group_mapping',
    );
    expect(rows).toEqual([{ id: MAPPING_ID, oidc_group_id: 'g-shop', role: 'admin' }]);
  });
});

describe('the group-mapping role check', () => {
  it('migrates a database that already holds an unknown role, keeping the row', async () => {
    await insertMapping('g-stray', 'owner', STRAY_ID);

    expect(await migrateToLatest(orm)).toContain(ROLE_CHECK);
    expect(await pendingMigrations(orm)).toEqual([]);
    expect(await roleOf(STRAY_ID)).toBe('owner');
    expect(await roleOf(MAPPING_ID)).toBe('admin');
  });

  it.each(['viewer', 'editor', 'admin'])('accepts the role %s', async (role) => {
    const id = crypto.randomUUID();
    await insertMapping(`g-${role}`, role, id);
    expect(await roleOf(id)).toBe(role);
  });

  it.each(['owner', 'Admin', 'superuser', ''])('refuses the role %j', async (role) => {
    await expect(insertMapping(`g-bad-${role}`, role)).rejects.toThrow(/group_mapping_role_check/);
  });

  it('refuses changing a mapping to an unknown role', async () => {
    await expect(
      orm.em
        .getConnection()
        .execute(`update group_mapping set role = 'root' where id = ?`, [MAPPING_ID]),
    ).rejects.toThrow(/group_mapping_role_check/);
  });
});
