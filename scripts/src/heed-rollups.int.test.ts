import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@heed/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HeedResult, runHeed } from './testing/run-heed.ts';

/**
 * `heed rollups verify|rebuild` as a user runs them, as child processes against a migrated
 * database: feedback is stored directly (its triggers keep the counts), then counts are spoiled,
 * reported, corrected; an unknown team is a clear failure.
 */

let database: TestDatabase;
let client: pg.Client;

function heed(args: string[]): Promise<HeedResult> {
  return runHeed(args, { DATABASE_URL: database.url });
}

/** The human output, without JSON log lines. */
function text(result: HeedResult): string {
  return result.stdout
    .split('\n')
    .filter((line) => !line.startsWith('{'))
    .join('\n');
}

/** A registered survey and a few items of team `slug`, stored the way the writer stores them. */
async function storeFeedback(slug: string): Promise<void> {
  const key = await heed(['keys', 'create', '--team', slug, '--type', 'sk']);
  expect(key.code, key.stderr).toBe(0);
  const keyId = /^id:\s+(\S+)$/m.exec(text(key))?.[1];
  const {
    rows: [team],
  } = await client.query<{ id: string }>('select id from team where slug = $1', [slug]);
  const definitionId = randomUUID();
  await client.query(
    `insert into survey_definition (id, team_id, survey_id, definition_hash, definition, created_at)
     values ($1, $2, 'nps', repeat('0', 64), '{"surveyType":"rating","fields":[]}', now())`,
    [definitionId, team?.id],
  );
  for (let index = 0; index < 12; index++) {
    await client.query(
      `insert into feedback (id, team_id, survey_definition_id, survey_id, survey_type, answers,
                             submitted_at, received_at, api_key_id, app_name)
       values ($1, $2, $3, 'nps', 'rating', $4::jsonb, $5, $5, $6, 'backend')`,
      [
        randomUUID(),
        team?.id,
        definitionId,
        JSON.stringify([{ fieldId: 'score', value: { type: 'rating', rating: index % 4 } }]),
        new Date(Date.UTC(2026, 7, 1) + index * 5 * 86_400_000).toISOString(),
        keyId,
      ],
    );
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  expect((await heed(['setup', '--name', 'Rollup Corp'])).code).toBe(0);
  expect((await heed(['teams', 'create', '--slug', 'shop', '--name', 'Shop'])).code).toBe(0);
  await storeFeedback('default');
  await storeFeedback('shop');
});
afterAll(async () => {
  await client.end();
  await database.drop();
});

describe('heed rollups', () => {
  it('verifies, reports a spoiled count per line with exit code 1, rebuilds, verifies again', async () => {
    const clean = await heed(['rollups', 'verify']);
    expect(clean.stderr).toBe('');
    expect(clean.code).toBe(0);
    expect(text(clean)).toContain('rollups: every count is right (2 team(s) checked)');

    await client.query(
      `update feedback_rollup set n = n + 2
        where grain = 'm' and field_id = 'score' and value = '1'
          and bucket = '2026-08-01T00:00:00Z'`,
    );
    const spoiled = await heed(['rollups', 'verify', '--team', 'shop']);
    expect(spoiled.code).toBe(1);
    expect(text(spoiled)).toContain(
      'team shop  month 2026-08-01T00:00:00.000Z  survey nps  app backend  text no  field score value 1:  stored 4, counted 2',
    );
    expect(text(spoiled)).not.toContain('team default');
    expect(text(spoiled)).toContain("run 'npm run heed -- rollups rebuild --team shop'");

    const rebuilt = await heed(['rollups', 'rebuild', '--team', 'shop']);
    expect(rebuilt.stderr).toBe('');
    expect(rebuilt.code).toBe(0);
    expect(text(rebuilt)).toContain('corrected  team shop  month 2026-08-01T00:00:00.000Z');
    expect(text(rebuilt)).toMatch(
      /rollups: 1 count\(s\) corrected \(1 team\(s\), \d+ batch\(es\)\)/,
    );
    expect((await heed(['rollups', 'verify', '--team', 'shop'])).code).toBe(0);
    // The other team was neither checked nor corrected.
    const other = await heed(['rollups', 'verify', '--team', 'default']);
    expect(other.code).toBe(1);
  });

  it('names an unknown team, with exit code 1; a bad slug is a usage error', async () => {
    for (const command of ['verify', 'rebuild']) {
      const unknown = await heed(['rollups', command, '--team', 'nobody']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain("No team with the slug 'nobody'");
    }
    const bad = await heed(['rollups', 'verify', '--team', 'Not A Slug']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--team');
  });
});
