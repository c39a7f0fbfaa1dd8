import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MikroORM, migrateToLatest, openOrm, pendingMigrations, schemaDrift } from './orm.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

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

describe('migrations', () => {
  it('build, from an empty database, exactly the schema the entities describe', async () => {
    expect(await pendingMigrations(orm)).not.toEqual([]);
    const applied = await migrateToLatest(orm);
    expect(applied.length).toBeGreaterThan(0);
    expect(await pendingMigrations(orm)).toEqual([]);
    // Entities and committed migrations agree: nothing is left to generate.
    expect(await schemaDrift(orm)).toBe('');
  });

  it('keep the committed snapshot in step with the entities', async () => {
    expect(await orm.migrator.checkSchema()).toBe(false);
  });

  it('are idempotent: running again applies nothing', async () => {
    expect(await migrateToLatest(orm)).toEqual([]);
  });
});
