import {
  answerKeyFieldSql,
  answerKeyValueSql,
  type HeedDatabase,
  type HeedQueries,
  isoUtc,
} from '@heed/db';
import { type RawBuilder, type Selectable, sql } from 'kysely';

/**
 * The recount of `feedback_rollup` from the rows it counts, and the comparison and correction of
 * the stored counts (`heed rollups verify|rebuild`). The recount counts exactly what the triggers
 * of db/src/schema/functions.ts add up: per item, the item itself and each of its answer keys
 * (from `feedback`), and per theme match its theme and "any theme" for each answered TEXT field
 * (from `feedback_theme`, with the item's survey, app and time copied onto the match, as the
 * trigger counts them off later); each in its UTC quarter hour, hour, day and month.
 */

/**
 * What is recounted: one team, optionally one survey and the items received in `[from, to)`
 * (whole UTC months, so every quarter-hour, hour, day and month bucket of those items lies in the
 * range).
 */
export interface RollupScope {
  teamId: string;
  surveyId?: string;
  from?: string;
  to?: string;
}

/** Which keys a correction touches: the item counts, or the theme counts (`theme:…` values). */
export type RollupKeyKind = 'items' | 'themes';

const grains = sql`cross join (values ('q', interval '15 minutes'), ('h', interval '1 hour'),
                                     ('d', interval '1 day'), ('m', null)) g(grain, span)`;

function bucketOf(receivedAt: RawBuilder<unknown>): RawBuilder<Date> {
  return sql<Date>`case g.grain when 'm' then date_trunc('month', ${receivedAt}, 'UTC')
                     else date_bin(g.span, ${receivedAt}, timestamptz '2000-01-01 00:00:00+00') end`;
}

/** The conditions of `scope` on a table alias whose time column is `time`. */
function inScope(alias: string, time: string, scope: RollupScope): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql.join(
    [
      sql`${column('team_id')} = ${scope.teamId}`,
      ...(scope.surveyId === undefined ? [] : [sql`${column('survey_id')} = ${scope.surveyId}`]),
      ...(scope.from === undefined ? [] : [sql`${column(time)} >= ${scope.from}::timestamptz`]),
      ...(scope.to === undefined ? [] : [sql`${column(time)} < ${scope.to}::timestamptz`]),
    ],
    sql` and `,
  );
}

const KEY_COLUMNS = sql.raw(
  'team_id, grain, field_id, survey_id, bucket, value, app_name, has_text',
);

/**
 * The counts `feedback_rollup` should hold for `scope`, from `feedback` and `feedback_theme`
 * (columns in the rollup's key order, then `n`).
 */
function recountSql(scope: RollupScope): RawBuilder<unknown> {
  return sql`
    select ${KEY_COLUMNS}, sum(n)::bigint as n
      from (
        select f.team_id, g.grain, k.field_id, f.survey_id, ${bucketOf(sql.ref('f.received_at'))} as bucket,
               k.value, f.app_name, f.has_text, count(*) as n
          from feedback f
          cross join lateral (
            select ''::text as field_id, ''::text as value
            union all
            select ${sql.raw(answerKeyFieldSql('key'))}, ${sql.raw(answerKeyValueSql('key'))}
              from unnest(f.answer_keys) key
          ) k
          ${grains}
         where ${inScope('f', 'received_at', scope)}
         group by 1, 2, 3, 4, 5, 6, 7, 8
        union all
        select t.team_id, g.grain, field.field_id, t.survey_id, ${bucketOf(sql.ref('t.received_at'))},
               t.value, t.app_name, true, count(*)
          from (
            select m.team_id, m.survey_id, m.received_at, m.app_name, m.text_fields,
                   'theme:' || m.theme_id::text as value
              from feedback_theme m
             where ${inScope('m', 'received_at', scope)}
            union all
            select a.team_id, a.survey_id, a.received_at, a.app_name, a.text_fields, 'theme:*'
              from (select distinct m.feedback_id, m.team_id, m.survey_id, m.received_at,
                           m.app_name, m.text_fields
                      from feedback_theme m
                     where ${inScope('m', 'received_at', scope)}) a
          ) t
          cross join unnest(t.text_fields) as field(field_id)
          ${grains}
         group by 1, 2, 3, 4, 5, 6, 7, 8
      ) counted
     group by 1, 2, 3, 4, 5, 6, 7, 8`;
}

/**
 * The keys of `scope` whose stored count differs from the recount, read in one statement (one
 * snapshot: the rows and the counts as one moment saw them). `kind` narrows to item or theme
 * counts.
 */
function differencesSql(scope: RollupScope, kind?: RollupKeyKind): RawBuilder<unknown> {
  const ofKind =
    kind === undefined
      ? sql`true`
      : kind === 'themes'
        ? sql`value like 'theme:%'`
        : sql`value not like 'theme:%'`;
  return sql`
    counted as (${recountSql(scope)}),
    stored as (
      select ${KEY_COLUMNS}, r.n from feedback_rollup r where ${inScope('r', 'bucket', scope)}),
    difference as (
      select ${KEY_COLUMNS}, coalesce(stored.n, 0)::bigint as stored,
             coalesce(counted.n, 0)::bigint as counted
        from counted full join stored
       using (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text)
       where coalesce(stored.n, 0) <> coalesce(counted.n, 0) and ${ofKind})`;
}

/**
 * A key whose stored count differs from the recount: the rollup's key columns, the bucket's start
 * as ISO 8601 UTC, the stored count (0: no row) and the recounted one (0: nothing to count).
 */
export type RollupDifference = Omit<Selectable<HeedDatabase['feedback_rollup']>, 'n' | 'bucket'> & {
  bucket: string;
  stored: number;
  counted: number;
};

const DIFFERENCE_COLUMNS = sql`team_id, grain, field_id, survey_id, ${isoUtc(sql.ref('bucket'))} as bucket,
  value, app_name, has_text, stored::int as stored, counted::int as counted`;

const DIFFERENCE_ORDER = sql`order by survey_id, grain, bucket, field_id, value, app_name, has_text`;

/** The differences between the stored counts of `scope` and the recount, in one snapshot. */
export async function rollupDifferences(
  db: HeedQueries,
  scope: RollupScope,
): Promise<RollupDifference[]> {
  const result = await sql<RollupDifference>`
    with ${differencesSql(scope)}
    select ${DIFFERENCE_COLUMNS} from difference ${DIFFERENCE_ORDER}`.execute(db);
  return result.rows;
}

/**
 * Brings the stored counts of `scope` (of one kind) to the recount, in one statement, and returns
 * what it changed (stored and counted as its snapshot saw them).
 *
 * Why a correction by difference and not "delete the bucket, insert the recount": submissions go
 * on while this runs, and their triggers add their items to the counts as signed increments. The
 * statement reads the rows and the counts at one snapshot, so an item either shows in both (its
 * transaction committed before) or in neither (it commits after: its trigger's increment is not
 * in the stored count read, nor its row in the recount). Adding `counted - stored` to whatever
 * the count is when the statement reaches the row (`n = r.n + excluded.n`, as the triggers do)
 * therefore leaves every increment of concurrent writers in place, where a delete and insert
 * would lose those committed after the snapshot. No table lock: the rows are updated in the
 * rollup's key order, as the triggers lock them, and one kind of key at a time (a submission's
 * transaction locks its item counts, then its theme counts), so the two cannot deadlock. The
 * caller holds an advisory lock per batch so that two rebuilds never apply one difference twice.
 */
export async function correctRollups(
  db: HeedQueries,
  scope: RollupScope,
  kind: RollupKeyKind,
): Promise<RollupDifference[]> {
  const result = await sql<RollupDifference & { zeroed: boolean }>`
    with ${differencesSql(scope, kind)},
    applied as (
      insert into feedback_rollup as r (${KEY_COLUMNS}, n)
      select ${KEY_COLUMNS}, counted - stored from difference
       order by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text)
      do update set n = r.n + excluded.n
      returning ${KEY_COLUMNS}, r.n)
    select ${DIFFERENCE_COLUMNS}, applied.n = 0 as zeroed
      from difference join applied using (${KEY_COLUMNS})
     ${DIFFERENCE_ORDER}`.execute(db);
  const zeroed = result.rows.filter((row) => row.zeroed);
  if (zeroed.length > 0) {
    // A count the correction brought to 0 goes, as the triggers remove theirs: only the rows this
    // transaction has just written (and so holds), in a second statement (the rows a statement
    // writes are not visible to itself). Deleting every zero of the scope instead would wait on
    // rows a submission holds, out of key order, and could deadlock with it.
    const column = <T>(pick: (row: RollupDifference) => T) => zeroed.map(pick);
    await sql`delete from feedback_rollup r
      using unnest(${column((row) => row.team_id)}::uuid[], ${column((row) => row.grain)}::text[],
                   ${column((row) => row.field_id)}::text[], ${column((row) => row.survey_id)}::text[],
                   ${column((row) => row.bucket)}::timestamptz[], ${column((row) => row.value)}::text[],
                   ${column((row) => row.app_name)}::text[], ${column((row) => row.has_text)}::boolean[])
            as z(team_id, grain, field_id, survey_id, bucket, value, app_name, has_text)
     where (r.team_id, r.grain, r.field_id, r.survey_id, r.bucket, r.value, r.app_name, r.has_text)
         = (z.team_id, z.grain, z.field_id, z.survey_id, z.bucket, z.value, z.app_name, z.has_text)
       and r.n = 0`.execute(db);
  }
  return result.rows.map(({ zeroed: _zeroed, ...difference }) => difference);
}

/**
 * Serialises corrections of one batch across processes until the transaction ends: a second
 * rebuild of the same batch waits, then reads the first one's result at its own snapshot.
 */
export async function lockRollupBatch(db: HeedQueries, scope: RollupScope): Promise<void> {
  const name = [scope.teamId, scope.surveyId ?? '', scope.from ?? '', scope.to ?? ''].join('|');
  await sql`select pg_advisory_xact_lock(hashtext('heed.feedback_rollup'), hashtext(${name}))`.execute(
    db,
  );
}

/**
 * The batches a rebuild of a team goes through: each survey and UTC month that holds items,
 * matches or counts (a count without items is corrected away too).
 */
export function rollupBatches(db: HeedQueries, teamId: string) {
  const monthOf = (column: string) =>
    isoUtc(sql`date_trunc('month', ${sql.ref(column)}, 'UTC')`).as('month');
  return db
    .selectFrom('feedback as f')
    .select(['f.survey_id as surveyId', monthOf('f.received_at')])
    .where('f.team_id', '=', teamId)
    .union(
      db
        .selectFrom('feedback_rollup as r')
        .select(['r.survey_id as surveyId', monthOf('r.bucket')])
        .where('r.team_id', '=', teamId),
    )
    .union(
      db
        .selectFrom('feedback_theme as m')
        .select([sql<string>`coalesce(m.survey_id, '')`.as('surveyId'), monthOf('m.received_at')])
        .where('m.team_id', '=', teamId)
        .where('m.received_at', 'is not', null),
    )
    .orderBy('surveyId')
    .orderBy('month')
    .execute();
}

/**
 * A key of `feedback_triage_count` (team, survey, status) whose stored count differs from the
 * recount of the team's items (0 stored: no row; 0 counted: no such item).
 */
export interface TriageCountDifference {
  team_id: string;
  survey_id: string;
  status: string;
  stored: number;
  counted: number;
}

/** The team's triage counts that differ from a recount of its items, in one statement. */
function triageDifferencesSql(teamId: string): RawBuilder<unknown> {
  return sql`
    counted as (
      select team_id, survey_id, status::text as status, count(*)::bigint as n
        from feedback where team_id = ${teamId} group by 1, 2, 3),
    stored as (
      select team_id, survey_id, status::text as status, n
        from feedback_triage_count where team_id = ${teamId}),
    difference as (
      select team_id, survey_id, status, coalesce(stored.n, 0)::bigint as stored,
             coalesce(counted.n, 0)::bigint as counted
        from counted full join stored using (team_id, survey_id, status)
       where coalesce(stored.n, 0) <> coalesce(counted.n, 0))`;
}

/** The differences between the team's triage counts and the recount. */
export async function triageCountDifferences(
  db: HeedQueries,
  teamId: string,
): Promise<TriageCountDifference[]> {
  const result = await sql<TriageCountDifference>`
    with ${triageDifferencesSql(teamId)}
    select team_id, survey_id, status, stored::int as stored, counted::int as counted
      from difference order by survey_id, status`.execute(db);
  return result.rows;
}

/**
 * Brings the team's triage counts to the recount, in one statement, by adding each difference to
 * the count as the triggers add theirs (so concurrent changes stay counted, as in
 * `correctRollups`); counts it brought to 0 go in a second statement. Returns what it changed.
 */
export async function correctTriageCounts(
  db: HeedQueries,
  teamId: string,
): Promise<TriageCountDifference[]> {
  const result = await sql<TriageCountDifference & { zeroed: boolean }>`
    with ${triageDifferencesSql(teamId)},
    applied as (
      insert into feedback_triage_count as c (team_id, survey_id, status, n)
      select team_id, survey_id, status, counted - stored from difference order by 1, 2, 3
      on conflict (team_id, survey_id, status) do update set n = c.n + excluded.n
      returning c.team_id, c.survey_id, c.status, c.n)
    select d.team_id, d.survey_id, d.status, d.stored::int as stored, d.counted::int as counted,
           applied.n = 0 as zeroed
      from difference d join applied using (team_id, survey_id, status)
     order by d.survey_id, d.status`.execute(db);
  const zeroed = result.rows.filter((row) => row.zeroed);
  if (zeroed.length > 0) {
    await sql`delete from feedback_triage_count c
      using unnest(${zeroed.map((row) => row.survey_id)}::text[],
                   ${zeroed.map((row) => row.status)}::text[]) as z(survey_id, status)
      where c.team_id = ${teamId} and c.survey_id = z.survey_id and c.status = z.status
        and c.n = 0`.execute(db);
  }
  return result.rows.map(({ zeroed: _zeroed, ...difference }) => difference);
}
