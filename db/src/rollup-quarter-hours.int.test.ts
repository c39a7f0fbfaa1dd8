import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MikroORM, openOrm } from './orm.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/**
 * `Migration20261127194112_rollup_quarter_hours` adds the quarter-hour counts of what is already
 * stored: items (the item and each answer key) and theme matches. Rows are stored under the
 * migration before it (whose triggers keep hour, day and month counts), then it runs: the
 * quarter-hour counts of each hour must add up to that hour's count, key by key, and so must the
 * counts of rows stored afterwards, by the new triggers.
 */

const BEFORE = 'Migration20261127163506_triage';
let database: TestDatabase;
let orm: MikroORM;
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  orm = await openOrm({ databaseUrl: database.url, poolMax: 2 });
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await orm.close(true);
  await database.drop();
});

/** `count` items every 7 minutes from `start`, with a rating, a text (some fast) and a choice. */
async function storeItems(start: string, count: number): Promise<void> {
  await client.query(
    `insert into feedback (id, team_id, survey_definition_id, survey_id, survey_type, answers,
       submitted_at, received_at, api_key_id, app_name, context, has_text, text_content)
     select gen_random_uuid(), t.id, d.id, 'zones', 'rating',
       jsonb_build_array(
         jsonb_build_object('fieldId', 'stars', 'fieldType', 'RATING',
           'value', jsonb_build_object('type', 'rating', 'rating', 1 + g % 5)),
         jsonb_build_object('fieldId', 'note', 'fieldType', 'TEXT',
           'value', jsonb_build_object('type', 'text', 'text', case when g % 2 = 0 then 'fast' else 'ok' end)),
         jsonb_build_object('fieldId', 'channel', 'fieldType', 'SINGLE_CHOICE',
           'value', jsonb_build_object('type', 'singleChoice', 'selectedOptionId',
             case when g % 3 = 0 then 'web' else 'app' end))),
       $1::timestamptz + g * interval '7 minutes', $1::timestamptz + g * interval '7 minutes',
       k.id, case when g % 4 = 0 then 'kiosk' else 'webshop' end, '{}', true,
       case when g % 2 = 0 then 'fast' else 'ok' end
     from generate_series(1, $2::int) g
     cross join team t join survey_definition d on d.team_id = t.id join api_key k on k.team_id = t.id`,
    [start, count],
  );
}

/** The keys whose quarter-hour counts do not add up to their hour's count (none: they agree). */
async function disagreements(): Promise<unknown[]> {
  const { rows } = await client.query(
    `select * from (
       select team_id, field_id, survey_id, date_trunc('hour', bucket, 'UTC') as hour, value,
              app_name, has_text, sum(n) as n
         from feedback_rollup where grain = 'q' group by 1, 2, 3, 4, 5, 6, 7) q
     full join (
       select team_id, field_id, survey_id, bucket as hour, value, app_name, has_text, n
         from feedback_rollup where grain = 'h') h
     using (team_id, field_id, survey_id, hour, value, app_name, has_text)
     where q.n is distinct from h.n`,
  );
  return rows;
}

describe('the quarter-hour counts', () => {
  it('are added for what was stored before, and kept for what is stored after', async () => {
    await orm.migrator.up({ to: BEFORE });
    await client.query(
      `with o as (insert into organisation (id, slug, name, created_at)
                  values (gen_random_uuid(), 'org', 'Org', now()) returning id),
       t as (insert into team (id, organisation_id, slug, name, created_at)
             select gen_random_uuid(), o.id, 'zones', 'Zones', now() from o returning id),
       k as (insert into api_key (id, team_id, key_type, key_prefix, key_hash, app_name,
                                  allowed_origins, rate_limit, created_at)
             select gen_random_uuid(), t.id, 'sk', 'sk_zones', 'x', 'webshop', '[]', 100, now()
               from t returning id),
       d as (insert into survey_definition (id, team_id, survey_id, definition_hash, definition,
                                            created_at)
             select gen_random_uuid(), t.id, 'zones', 'h', '{}', now() from t returning id)
       insert into theme (id, team_id, name, keywords, created_at, updated_at)
       select gen_random_uuid(), t.id, 'Fast', '["fast"]', now(), now() from t`,
    );
    await storeItems('2026-03-01T00:00:00Z', 500);
    const themed = await client.query('select count(*)::int as n from feedback_theme');
    expect(themed.rows[0]?.n).toBe(250);
    const before = await client.query(`select count(*)::int as n from feedback_rollup
                                        where grain = 'q'`);
    expect(before.rows[0]?.n).toBe(0);

    await orm.migrator.up();
    const added = await client.query(`select count(*)::int as n,
                                             count(*) filter (where value like 'theme:%')::int as themes
                                        from feedback_rollup where grain = 'q'`);
    expect(added.rows[0]?.n).toBeGreaterThan(500);
    expect(added.rows[0]?.themes).toBeGreaterThan(0);
    expect(await disagreements()).toEqual([]);

    await storeItems('2026-03-01T00:03:00Z', 300);
    expect(await disagreements()).toEqual([]);
  });
});
