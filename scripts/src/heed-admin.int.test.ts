import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort, openOrm } from '@heed/db';
import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HeedResult, runHeed } from './testing/run-heed.ts';

/**
 * The operations CLI's administration commands, run as child processes against a migrated
 * database: setup, teams, group mappings, the key lifecycle (Rule: docs/rules/keys.md#keys-5)
 * and the upgrade blocker (Rule: docs/rules/versioning.md#versioning-8).
 */

const apiMain = fileURLToPath(new URL('../../server/src/main.ts', import.meta.url));
const ORIGIN = 'https://app.example.com';
const KEY_VALUE = /heed_(pk|sk)_live_[0-9A-Za-z]{20,}/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

function heed(
  args: string[],
  env: Record<string, string> = {},
  databaseUrl = database.url,
): Promise<HeedResult> {
  return runHeed(args, { DATABASE_URL: databaseUrl, ...env });
}

/** The audit lines (JSON with `audit_schema`) a run printed on standard output. */
function auditLines(result: HeedResult): Record<string, unknown>[] {
  return result.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => 'audit_schema' in line);
}

/** The human output, without JSON log lines. */
function text(result: HeedResult): string {
  return result.stdout
    .split('\n')
    .filter((line) => !line.startsWith('{'))
    .join('\n');
}

function printedKey(result: HeedResult): { id: string; value: string } {
  const output = text(result);
  const value = /^key:\s+(\S+)$/m.exec(output)?.[1];
  const id = /^id:\s+(\S+)$/m.exec(output)?.[1];
  if (!value || !id) throw new Error(`no key in output:\n${result.stdout}\n${result.stderr}`);
  return { id, value };
}

async function createKey(args: string[], env: Record<string, string> = {}) {
  const result = await heed(['keys', 'create', ...args], env);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return { result, key: printedKey(result) };
}

describe('heed setup and teams', () => {
  it('sets up the organisation with its team default, once', async () => {
    const result = await heed(['setup', '--name', 'Acme Corp']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(text(result)).toContain("Organisation 'Acme Corp' (slug acme-corp) is set up.");
    expect(text(result)).toContain("Team 'Default' (slug default) created.");
    expect(auditLines(result)).toEqual([
      expect.objectContaining({ audit_event: 'admin.org.update', actor_type: 'system' }),
      expect.objectContaining({ audit_event: 'admin.team.create', actor_type: 'system' }),
    ]);

    const again = await heed(['setup', '--name', 'Other']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already been set up');
  });

  it('needs --name for setup (usage error, exit 2)', async () => {
    const result = await heed(['setup']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--name is required');
  });

  it('creates and lists teams; a taken slug fails, a bad slug is a usage error', async () => {
    const created = await heed(['teams', 'create', '--slug', 'web', '--name', 'Web shop']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(text(created)).toContain("Created team web ('Web shop').");
    expect(auditLines(created)).toEqual([
      expect.objectContaining({
        audit_event: 'admin.team.create',
        audit_outcome: 'success',
        actor_type: 'system',
        team_slug: 'web',
      }),
    ]);

    const taken = await heed(['teams', 'create', '--slug', 'web', '--name', 'Again']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('already exists');

    const bad = await heed(['teams', 'create', '--slug', 'Not A Slug', '--name', 'x']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--slug');

    const list = await heed(['teams', 'list']);
    expect(list.code).toBe(0);
    expect(text(list)).toMatch(/^SLUG\s+NAME$/m);
    expect(text(list)).toMatch(/^default\s+Default$/m);
    expect(text(list)).toMatch(/^web\s+Web shop$/m);
  });
});

describe('heed mappings', () => {
  it('adds a mapping with a role (default admin) and removes it by id', async () => {
    const viewer = await heed(['mappings', 'add', '--team', 'web', '--group', 'g-viewers']);
    expect(viewer.code).toBe(0);
    expect(text(viewer)).toContain("Mapped group 'g-viewers' to team web as admin");

    const added = await heed([
      'mappings',
      'add',
      '--team',
      'web',
      '--group',
      'g-editors',
      '--role',
      'editor',
    ]);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(text(added)).toContain('as editor');
    const id = UUID.exec(text(added))?.[0] ?? '';
    expect(auditLines(added)).toEqual([
      expect.objectContaining({
        audit_event: 'admin.group_mapping.create',
        actor_type: 'system',
        resource_id: id,
      }),
    ]);
    // Audit lines never carry the raw group id.
    expect(JSON.stringify(auditLines(added))).not.toContain('g-editors');

    const listed = await heed(['mappings', 'list', '--team', 'web']);
    expect(listed.code).toBe(0);
    const rows = listed.stdout.trim().split('\n');
    expect(rows[0]).toMatch(/^GROUP\s+ROLE\s+ID$/);
    expect(rows.slice(1).map((row) => row.split(/\s+/).slice(0, 2))).toEqual([
      ['g-editors', 'editor'],
      ['g-viewers', 'admin'],
    ]);
    expect(listed.stdout).toContain(id);

    const duplicate = await heed(['mappings', 'add', '--team', 'web', '--group', 'g-editors']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already mapped');

    const removed = await heed(['mappings', 'remove', '--team', 'web', '--id', id]);
    expect(removed.code).toBe(0);
    expect(text(removed)).toContain(`Removed group mapping ${id} from team web.`);
    expect(auditLines(removed)).toEqual([
      expect.objectContaining({ audit_event: 'admin.group_mapping.delete', actor_type: 'system' }),
    ]);

    const gone = await heed(['mappings', 'remove', '--team', 'web', '--id', id]);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain('No such group mapping');
  });

  it('rejects a bad role, a missing team and a malformed id as usage errors', async () => {
    const role = await heed(['mappings', 'add', '--team', 'web', '--group', 'g', '--role', 'boss']);
    expect(role.code).toBe(2);
    expect(role.stderr).toContain('--role');
    const team = await heed(['mappings', 'add', '--group', 'g']);
    expect(team.code).toBe(2);
    expect(team.stderr).toContain('--team is required');
    const id = await heed(['mappings', 'remove', '--team', 'web', '--id', 'nope']);
    expect(id.code).toBe(2);
  });

  it('fails for an unknown team', async () => {
    const result = await heed(['mappings', 'add', '--team', 'nobody', '--group', 'g']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No team with this slug');
  });
});

describe('heed keys', () => {
  let secretKey: { id: string; value: string };
  let publishableKey: { id: string; value: string };

  it('creates a secret key, printing its value once with a warning and a system audit line', async () => {
    const { result, key } = await createKey(['--team', 'web', '--type', 'sk', '--app', 'billing']);
    secretKey = key;
    expect(key.value).toMatch(/^heed_sk_live_[0-9A-Za-z]{38}$/);
    expect(text(result)).toContain('WARNING: store this key now. It is shown only this once');
    expect(text(result)).toMatch(/^app:\s+billing$/m);
    expect(auditLines(result)).toEqual([
      expect.objectContaining({
        audit_event: 'api_key.create',
        audit_outcome: 'success',
        actor_type: 'system',
        resource_id: key.id,
        team_slug: 'web',
      }),
    ]);
    // The key value appears exactly once: never in the audit line.
    expect(result.stdout.split(key.value)).toHaveLength(2);
  });

  it('creates a publishable key with allowed origins', async () => {
    const { result, key } = await createKey([
      '--team',
      'web',
      '--type',
      'pk',
      '--allowed-origin',
      ORIGIN,
      '--allowed-origin',
      'http://localhost:5173',
      '--rate-limit',
      '50',
    ]);
    publishableKey = key;
    expect(key.value).toMatch(/^heed_pk_live_/);
    expect(text(result)).toContain(`origins:  ${ORIGIN}, http://localhost:5173`);
    expect(text(result)).toMatch(/^rate:\s+50 requests\/minute$/m);
  });

  it('refuses a publishable key without allowed origins (exit 1), or with a bad one', async () => {
    const none = await heed(['keys', 'create', '--team', 'web', '--type', 'pk']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('needs at least one allowed origin');
    expect(none.stdout).not.toMatch(KEY_VALUE);

    const bad = await heed([
      'keys',
      'create',
      '--team',
      'web',
      '--type',
      'pk',
      '--allowed-origin',
      'ftp://files.example.com',
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('allowedOrigins');
    expect(bad.stdout).not.toMatch(KEY_VALUE);
  });

  it('rejects wrong arguments with exit 2 and an unknown team with exit 1', async () => {
    const createSk = (...args: string[]) =>
      heed(['keys', 'create', '--team', 'web', '--type', 'sk', ...args]);
    const type = await heed(['keys', 'create', '--team', 'web', '--type', 'xk']);
    expect(type.code).toBe(2);
    // Validated by the key-administration contract's schema, named by the option.
    expect(type.stderr).toMatch(/--type: .*"pk".*"sk"/);
    const skOrigin = await createSk('--allowed-origin', ORIGIN);
    expect(skOrigin.code).toBe(2);
    expect(skOrigin.stderr).toContain(
      '--allowed-origin: Allowed origins apply to publishable (pk)',
    );
    const rate = await createSk('--rate-limit', '0');
    expect(rate.code).toBe(2);
    expect(rate.stderr).toMatch(/--rate-limit: .*>=1/);
    const app = await createSk('--app', 'x'.repeat(101));
    expect(app.code).toBe(2);
    expect(app.stderr).toMatch(/--app: .*<=100/);
    const unknownOption = await heed(['keys', 'list', '--team', 'web', '--verbose']);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toContain("unknown option '--verbose'");

    const team = await heed(['keys', 'create', '--team', 'nobody', '--type', 'sk']);
    expect(team.code).toBe(1);
    expect(team.stderr).toContain("No team with the slug 'nobody'");
  });

  it('lists the keys of a team as a table, never their values', async () => {
    const result = await heed(['keys', 'list', '--team', 'web']);
    expect(result.code).toBe(0);
    const output = text(result);
    expect(output).toMatch(/^ID\s+TYPE\s+APP\s+STATUS\s+CREATED\s+ORIGINS$/m);
    expect(output).toMatch(new RegExp(`^${secretKey.id}\\s+sk\\s+billing\\s+active\\s`, 'm'));
    expect(output).toMatch(
      new RegExp(`^${publishableKey.id}\\s+pk\\s+widget\\s+active\\s.*${ORIGIN}`, 'm'),
    );
    expect(result.stdout).not.toMatch(KEY_VALUE);
    expect(result.stdout).not.toContain(secretKey.value);
    expect(result.stdout).not.toMatch(/[0-9a-f]{64}/);

    const empty = await heed(['keys', 'list', '--team', 'default']);
    expect(text(empty)).toContain('team default has no keys');
  });

  it('rotates a secret key (the system may) with a grace period', async () => {
    const result = await heed(['keys', 'rotate', secretKey.id, '--grace-hours', '2']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const successor = printedKey(result);
    expect(successor.value).toMatch(/^heed_sk_live_/);
    expect(successor.id).not.toBe(secretKey.id);
    expect(text(result)).toContain(`Rotated sk key ${secretKey.id} of team web.`);
    expect(text(result)).toContain('WARNING: store this key now');
    expect(auditLines(result)).toEqual([
      expect.objectContaining({
        audit_event: 'api_key.rotate',
        audit_outcome: 'success',
        actor_type: 'system',
        resource_id: secretKey.id,
      }),
    ]);
    const list = text(await heed(['keys', 'list', '--team', 'web']));
    expect(list).toMatch(new RegExp(`^${secretKey.id}\\s+sk\\s+billing\\s+expiring `, 'm'));
    expect(list).toMatch(new RegExp(`^${successor.id}\\s+sk\\s+billing\\s+active\\s`, 'm'));
  });

  it('rotates a publishable key, keeping its origins; grace 0 ends the old key at once', async () => {
    const result = await heed(['keys', 'rotate', publishableKey.id, '--grace-hours', '0']);
    expect(result.code).toBe(0);
    const successor = printedKey(result);
    expect(text(result)).toContain(`origins:  ${ORIGIN}, http://localhost:5173`);
    const list = text(await heed(['keys', 'list', '--team', 'web']));
    expect(list).toMatch(new RegExp(`^${publishableKey.id}\\s+pk\\s+widget\\s+expired\\s`, 'm'));
    expect(list).toMatch(new RegExp(`^${successor.id}\\s+pk\\s+widget\\s+active\\s`, 'm'));

    const again = await heed(['keys', 'rotate', publishableKey.id]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Only an active key can be rotated');
  });

  it('rejects a grace period outside 0 to 720 hours and a missing id (exit 2)', async () => {
    const tooLong = await heed(['keys', 'rotate', secretKey.id, '--grace-hours', '721']);
    expect(tooLong.code).toBe(2);
    expect(tooLong.stderr).toMatch(/--grace-hours: .*<=720/);
    expect((await heed(['keys', 'rotate', secretKey.id, '--grace-hours', '-1'])).code).toBe(2);
    expect((await heed(['keys', 'rotate'])).code).toBe(2);
  });

  it('revokes a key at once; again is a no-op; an unknown id fails', async () => {
    const result = await heed(['keys', 'revoke', secretKey.id]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(text(result)).toContain(`Revoked key ${secretKey.id} of team web`);
    expect(auditLines(result)).toEqual([
      expect.objectContaining({
        audit_event: 'api_key.revoke',
        audit_outcome: 'success',
        actor_type: 'system',
        resource_id: secretKey.id,
        team_slug: 'web',
      }),
    ]);
    const list = text(await heed(['keys', 'list', '--team', 'web']));
    expect(list).toMatch(new RegExp(`^${secretKey.id}\\s+sk\\s+billing\\s+revoked\\s`, 'm'));

    const again = await heed(['keys', 'revoke', secretKey.id]);
    expect(again.code).toBe(0);
    expect(text(again)).toContain('was already revoked');

    const unknown = await heed(['keys', 'revoke', '00000000-0000-4000-8000-000000000000']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No key with this id');
    expect(auditLines(unknown)).toEqual([
      expect.objectContaining({ audit_outcome: 'not_found', actor_type: 'system' }),
    ]);

    const malformed = await heed(['keys', 'revoke', 'not-a-uuid']);
    expect(malformed.code).toBe(2);
  });
});

describe('upgrade blocker: active publishable keys without allowed origins', () => {
  let unrestricted: string;

  it('has no blockers to begin with', async () => {
    const result = await heed(['check', 'upgrade']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(text(result)).toContain('no upgrade blockers');
  });

  it('lets the CLI create an unrestricted pk key only with HEED_ALLOW_UNRESTRICTED_PK_ORIGINS', async () => {
    const allow = { HEED_ALLOW_UNRESTRICTED_PK_ORIGINS: 'true' };
    const { result, key } = await createKey(
      ['--team', 'web', '--type', 'pk', '--app', 'legacy'],
      allow,
    );
    unrestricted = key.id;
    expect(text(result)).toContain('origins:  (any: unrestricted)');

    const tolerated = await heed(['check', 'upgrade'], allow);
    expect(tolerated.code).toBe(0);
    expect(text(tolerated)).toContain(unrestricted);
    expect(text(tolerated)).toContain('tolerated because HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true');
    expect(text(tolerated)).toContain('no upgrade blockers');

    const list = text(await heed(['keys', 'list', '--team', 'web']));
    expect(list).toMatch(
      new RegExp(`^${unrestricted}\\s+pk\\s+legacy\\s+active\\s.*\\(unrestricted\\)`, 'm'),
    );
  });

  it('reports the key as a blocker without the variable (exit 1), naming it and the fix', async () => {
    const result = await heed(['check', 'upgrade']);
    expect(result.code).toBe(1);
    expect(text(result)).toMatch(new RegExp(`^${unrestricted}\\s+web\\s+legacy\\s`, 'm'));
    expect(result.stderr).toContain('Upgrade blocked');
    expect(result.stderr).toContain(unrestricted);
    expect(result.stderr).toContain('heed keys create');
    expect(result.stderr).toContain('heed keys revoke <id>');
  });

  it('refuses rotating the unrestricted key (its successor would block too)', async () => {
    const result = await heed(['keys', 'rotate', unrestricted]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no allowed origins');
  });

  it('keeps the API from starting, naming the key id', async () => {
    const api = await runApi();
    expect(api.code).toBe(1);
    expect(api.output).toContain('Heed API could not start');
    expect(api.output).toContain(unrestricted);
    expect(api.output).toContain('Upgrade blocked');
    expect(api.output).not.toContain('Heed API listening');
  });

  it('clears once the key is revoked, and the API starts again', async () => {
    expect((await heed(['keys', 'revoke', unrestricted])).code).toBe(0);
    const result = await heed(['check', 'upgrade']);
    expect(result.code).toBe(0);
    expect(text(result)).toContain('no upgrade blockers');
    expect(text(result)).not.toContain(unrestricted);

    const api = await runApi({ untilListening: true });
    expect(api.output).toContain('Heed API listening');
    expect(api.code).toBe(0);
  });
});

describe('commands that need an up-to-date schema', () => {
  let empty: TestDatabase;
  let older: TestDatabase;
  const legacyKeyId = '11111111-1111-4111-8111-111111111111';
  beforeAll(async () => {
    empty = await createTestDatabase({ empty: true });
    // A database of an earlier release: migrated up to the group mappings, before their roles,
    // with an active publishable key that has no allowed origins.
    older = await createTestDatabase({ empty: true });
    const orm = await openOrm({ databaseUrl: older.url, poolMax: 1 });
    try {
      const ran = await orm.migrator.up({ to: 'Migration20261122080349_group_mappings' });
      expect(ran.map((migration) => migration.name)).not.toContain(
        'Migration20261122080354_group_mapping_roles',
      );
      const connection = orm.em.getConnection();
      await connection.execute(
        `insert into organisation (id, slug, name, created_at) values ('22222222-2222-4222-8222-222222222222', 'old', 'Old', now())`,
      );
      await connection.execute(
        `insert into team (id, organisation_id, slug, name, created_at) values ('33333333-3333-4333-8333-333333333333', '22222222-2222-4222-8222-222222222222', 'legacy-team', 'Legacy', now())`,
      );
      await connection.execute(
        `insert into api_key (id, team_id, key_type, key_prefix, key_hash, app_name, created_at) values ('${legacyKeyId}', '33333333-3333-4333-8333-333333333333', 'pk', 'heed_pk_live', '${'b'.repeat(64)}', 'old-widget', now())`,
      );
    } finally {
      await orm.close(true);
    }
  });
  afterAll(async () => {
    await empty.drop();
    await older.drop();
  });

  it('check upgrade runs on the schema of an earlier release, without migrating it', async () => {
    const check = await heed(['check', 'upgrade'], {}, older.url);
    expect(check.code).toBe(1);
    expect(text(check)).toContain(
      'pending migrations (applied when the API starts): Migration20261122080354_group_mapping_roles',
    );
    expect(text(check)).toMatch(new RegExp(`^${legacyKeyId}\\s+legacy-team\\s+old-widget\\s`, 'm'));
    expect(check.stderr).toContain(legacyKeyId);

    const again = await heed(['check', 'upgrade'], {}, older.url);
    expect(text(again)).toContain('pending migrations');

    const keys = await heed(['keys', 'list', '--team', 'legacy-team'], {}, older.url);
    expect(keys.code).toBe(1);
    expect(keys.stderr).toContain('migrations have not run yet');
  });

  it('refuse to run before migrations, pointing at heed migrate; check upgrade still runs', async () => {
    const keys = await heed(['keys', 'list', '--team', 'web'], {}, empty.url);
    expect(keys.code).toBe(1);
    expect(keys.stderr).toContain('run `npm run heed -- migrate` first');

    const check = await heed(['check', 'upgrade'], {}, empty.url);
    expect(check.code).toBe(0);
    expect(text(check)).toContain('no upgrade blockers');
  });
});

describe('heed --help', () => {
  it('lists every command, and each command has its own help', async () => {
    const result = await heed(['--help']);
    expect(result.code).toBe(0);
    for (const name of [
      'setup',
      'teams list',
      'teams create',
      'mappings list',
      'mappings add',
      'mappings remove',
      'keys create',
      'keys list',
      'keys rotate',
      'keys revoke',
      'check upgrade',
      'migrate',
      'health',
    ]) {
      expect(result.stdout).toMatch(new RegExp(`^\\s+${name}\\s`, 'm'));
    }
    const create = await heed(['keys', 'create', '--help']);
    expect(create.code).toBe(0);
    expect(create.stdout).toContain('--allowed-origin <origin>');
    const group = await heed(['keys']);
    expect(group.code).toBe(2);
    expect(group.stderr).toMatch(/^\s+keys rotate\s/m);
  });
});

/**
 * Runs the API process on the test database. It is expected to exit by itself (refusing to
 * start); with `untilListening` it is stopped with SIGTERM once it listens.
 */
async function runApi(options: { untilListening?: boolean } = {}) {
  const child = spawn(process.execPath, [apiMain], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: database.url,
      PORT: String(await freePort()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (options.untilListening && output.includes('Heed API listening')) child.kill('SIGTERM');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output };
}
