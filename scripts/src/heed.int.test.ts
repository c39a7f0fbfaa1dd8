import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHeed } from './testing/run-heed.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await database.drop();
});

function heed(args: string[], env: Record<string, string> = {}) {
  return runHeed(args, { DATABASE_URL: database.url, ...env });
}

describe('heed CLI', () => {
  it('lists its commands with --help', async () => {
    const result = await heed(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^\s+migrate\s/m);
    expect(result.stdout).toMatch(/^\s+health\s/m);
  });

  it('rejects an unknown command with exit code 2', async () => {
    const result = await heed(['frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'frobnicate'");
  });

  it('reports pending migrations as unhealthy, migrates, then reports healthy', async () => {
    const before = await heed(['health']);
    expect(before.code).toBe(1);
    expect(before.stderr).toContain('migrations have not run');

    const migrate = await heed(['migrate']);
    expect(migrate.stderr).toBe('');
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toMatch(/applied: Migration\d+_initial/);

    const again = await heed(['migrate']);
    expect(again.stdout).toContain('database already up to date');

    const after = await heed(['health']);
    expect(after.code).toBe(0);
    expect(after.stdout).toContain('health: ok');
  });

  it('before setup, tells the CLI user the CLI’s setup command, not the API’s route', async () => {
    expect((await heed(['migrate'])).code).toBe(0);
    for (const args of [
      ['teams', 'list'],
      ['mappings', 'list', '--team', 'default'],
    ]) {
      const result = await heed(args);
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        'heed: The organisation has not been set up yet: run `npm run heed -- setup --name <organisation name>`.',
      );
    }
  });

  it('stops with one line naming an invalid variable', async () => {
    const result = await heed(['health'], { PORT: 'not-a-port' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('PORT');
  });
});
