/**
 * Heed's database functions and triggers, each written out whole, once: the living definitions.
 * Migrations install them (older migrations hold frozen copies of what they installed then; a
 * change here needs a new migration that installs the new text), the entities declare the
 * triggers with these texts, and `functions.int.test.ts` checks that a migrated database holds
 * exactly these and nothing else. The ORM leaves functions it does not know alone
 * (`ignoreRoutines`); a function that serves triggers is created by its first trigger's
 * expression.
 *
 * No comments inside the SQL: PostgreSQL keeps a function's body as written, and the comparison
 * with the database reads the body.
 */

/** A function in the `public` schema: its name and its whole `create or replace function`. */
export interface DatabaseFunction {
  name: string;
  sql: string;
}

/**
 * A trigger: its table, the function it runs, and its whole `create trigger`; statement-level
 * unless `forEach` says `row`.
 */
export interface DatabaseTrigger {
  name: string;
  table: string;
  function: DatabaseFunction;
  timing: 'after';
  events: ('insert' | 'update' | 'delete')[];
  forEach?: 'statement' | 'row';
  sql: string;
}

/**
 * `feedback.answer_keys`, a stored generated column computed by this function: what an item
 * answered, as a `text[]` that the filters test with `@>` and the statistics count with
 * `unnest`, so neither reads the `answers` document. One key per answered field (a TEXT answer
 * only when not blank, as the statistics count it) with an empty value, and one per rating given
 * or option chosen: `<n>:<fieldId><value>`, `n` the number of characters of the field id (field
 * and option ids may hold any character, a colon too; the length keeps every key unambiguous).
 * The same encoding as a SQL expression is {@link answerKeyExpression}, its decoding
 * {@link answerKeyFieldSql} and {@link answerKeyValueSql}.
 */
export const feedbackAnswerKeysFunction: DatabaseFunction = {
  name: 'feedback_answer_keys',
  sql: `create or replace function "feedback_answer_keys"(answers jsonb)
  returns text[] language sql immutable parallel safe as $body$
  select coalesce(array_agg(char_length(a->>'fieldId') || ':' || (a->>'fieldId') || v.value), '{}')
    from jsonb_array_elements(answers) a
    cross join lateral (
      select ''::text as value
       where a->'value'->>'type' <> 'text' or btrim(a->'value'->>'text') <> ''
      union all select a->'value'->>'rating' where a->'value'->>'type' = 'rating'
      union all select a->'value'->>'selectedOptionId' where a->'value'->>'type' = 'singleChoice'
      union all select jsonb_array_elements_text(a->'value'->'selectedOptionIds')
       where a->'value'->>'type' = 'multiChoice'
    ) v
   where a->>'fieldId' is not null and v.value is not null
$body$`,
};

/** The answer key of field `field` with value `value` (both SQL text expressions; `''`: answered). */
export function answerKeyExpression(field: string, value: string): string {
  return `(char_length(${field}) || ':' || ${field} || ${value})`;
}

/** The field id of the answer key `key` (a SQL expression), the inverse of the encoding above. */
export function answerKeyFieldSql(key: string): string {
  return `substr(${key}, strpos(${key}, ':') + 1, split_part(${key}, ':', 1)::int)`;
}

/** The value of the answer key `key` (`''`: the field was answered at all). */
export function answerKeyValueSql(key: string): string {
  return `substr(${key}, strpos(${key}, ':') + 1 + split_part(${key}, ':', 1)::int)`;
}

/**
 * The TEXT fields an item (the row `item`) answered with more than blanks, as a `text[]`
 * expression: where its theme matches count. {@link feedbackThemeMatchesFunction} holds it for
 * the row `n`.
 */
export function answeredTextFieldsSql(item: string): string {
  return `array(select a->>'fieldId' from jsonb_array_elements(${item}.answers) a
                where a->'value'->>'type' = 'text' and btrim(a->'value'->>'text') <> ''
                  and a->>'fieldId' is not null)`;
}

/**
 * Theme matches at write time: when feedback with text is stored, the team's themes with a keyword
 * that occurs in the text as a phrase (`to_tsvector('simple', text) @@ phraseto_tsquery('simple',
 * keyword)`: whole words, in order, adjacent, case-insensitive) are recorded in `feedback_theme`,
 * with the item's survey, app, arrival and answered TEXT fields (for the theme counts). One
 * statement per inserted batch: the phrases of the batch's teams' themes are made once, and each
 * item's words once (none for an item of a team without themes). A keyword without any word
 * (punctuation only) matches nothing.
 */
export const feedbackThemeMatchesFunction: DatabaseFunction = {
  name: 'feedback_theme_matches_fn',
  sql: `create or replace function "feedback_theme_matches_fn"() returns trigger
  language plpgsql set jit = off as $body$
begin
  insert into feedback_theme (feedback_id, theme_id, team_id, survey_id, app_name, received_at,
                              text_fields)
  with phrases as materialized (
    select theme.id, theme.team_id, array_agg(phrase.query) as queries
      from theme
      cross join lateral jsonb_array_elements_text(theme.keywords) as keyword(value)
      cross join lateral phraseto_tsquery('simple', keyword.value) as phrase(query)
     where theme.team_id in (select team_id from new_rows) and numnode(phrase.query) > 0
     group by theme.id, theme.team_id),
  texts as materialized (
    select n.id, n.team_id, n.survey_id, n.app_name, n.received_at,
           to_tsvector('simple', n.text_content) as words,
           ${answeredTextFieldsSql('n')} as text_fields
      from new_rows n
     where n.text_content is not null and n.team_id in (select team_id from phrases))
  select t.id, p.id, p.team_id, t.survey_id, t.app_name, t.received_at, t.text_fields
    from texts t
    join phrases p on p.team_id = t.team_id
   where exists (select 1 from unnest(p.queries) as phrase(query) where t.words @@ phrase.query)
   order by 1, 2
  on conflict do nothing;
  return null;
end
$body$`,
};

/** The UTC grains of `feedback_rollup`, each with its bucket's length (a month's varies). */
const ROLLUP_GRAINS = `(values ('q', null), ('h', interval '1 hour'), ('d', interval '1 day'),
                           ('m', null)) g(grain, span)`;

/**
 * `keyed`: the quarter-hour sums of `quarter` (team, survey, UTC quarter hour, field, value, app,
 * text, n) counted in every grain. A quarter hour lies whole in one UTC hour, day and month, so
 * the coarser buckets are those of the quarter hour's start.
 */
const ROLLUP_KEYED = `keyed as (
      select q.team_id, q.survey_id, g.grain,
             case g.grain when 'q' then q.bucket
               when 'm' then date_trunc('month', q.bucket, 'UTC')
               else date_bin(g.span, q.bucket, timestamptz '2000-01-01 00:00:00+00') end
               as bucket,
             q.field_id, q.value, q.app_name, q.has_text, q.n
        from quarter q
        cross join ${ROLLUP_GRAINS})`;

/** The upsert of `keyed` into `feedback_rollup`, summed in key order. */
const ROLLUP_UPSERT = `insert into feedback_rollup as r (team_id, grain, field_id, survey_id, bucket,
                                      value, app_name, has_text, n)
      select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text, sum(n)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(n) <> 0
       order by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text)
      do update set n = r.n + excluded.n`;

/** The upsert of `keyed` as the CTE `summed`, then the counts it left at 0 removed. */
const ROLLUP_UPSERT_REMOVING_ZEROS = `summed as (
      ${ROLLUP_UPSERT}
      returning r.team_id, r.survey_id, r.grain, r.bucket, r.field_id, r.value, r.app_name,
                r.has_text, r.n)
    select array_agg(team_id), array_agg(survey_id), array_agg(grain), array_agg(bucket),
           array_agg(field_id), array_agg(value), array_agg(app_name), array_agg(has_text)
      into z_team, z_survey, z_grain, z_bucket, z_field, z_value, z_app, z_text
      from summed where n = 0;
    delete from feedback_rollup r
     using unnest(z_team, z_survey, z_grain, z_bucket, z_field, z_value, z_app, z_text)
           as z(team_id, survey_id, grain, bucket, field_id, value, app_name, has_text)
     where r.team_id = z.team_id and r.survey_id = z.survey_id and r.grain = z.grain
       and r.bucket = z.bucket and r.field_id = z.field_id and r.value = z.value
       and r.app_name = z.app_name and r.has_text = z.has_text and r.n = 0`;

/** The variables {@link ROLLUP_UPSERT_REMOVING_ZEROS} collects the emptied keys in. */
const ROLLUP_ZERO_VARIABLES = `z_team uuid[]; z_survey text[]; z_grain text[]; z_bucket timestamptz[];
  z_field text[]; z_value text[]; z_app text[]; z_text boolean[];`;

/**
 * `quarter`: the keys of the items in `changed` (rows of `feedback` with a `sign`) summed per UTC
 * quarter hour: the item itself and each of its answer keys (decoded as {@link answerKeyFieldSql}
 * and {@link answerKeyValueSql} do).
 */
const ITEM_QUARTERS = `quarter as (
      select f.team_id, f.survey_id,
             date_bin(interval '15 minutes', f.received_at, timestamptz '2000-01-01 00:00:00+00')
               as bucket,
             k.field_id, k.value, f.app_name, f.has_text, sum(f.sign)::int as n
        from changed f
        cross join lateral (
          select ''::text as field_id, ''::text as value
          union all
          select substr(key, strpos(key, ':') + 1, split_part(key, ':', 1)::int),
                 substr(key, strpos(key, ':') + 1 + split_part(key, ':', 1)::int)
            from unnest(f.answer_keys) key
        ) k
       group by 1, 2, 3, 4, 5, 6, 7 having sum(f.sign) <> 0)`;

/**
 * Keeps `feedback_rollup` (see there) current: adds the inserted rows and takes the deleted ones
 * off. An update nets the old rows against the new ones on the counted columns first, so rows
 * whose counted columns stayed as they were (a triage change of status or assignee) cancel out
 * before any key is made: such an update costs one aggregate, not a recount. The netting is an
 * aggregate, never a join of the transition tables, because a trigger function's plan is made once
 * per connection — for whatever number of rows its first statement had — and a join planned for
 * one row turns quadratic on thousands. The keys an item counts under, with `sign` +1 or -1: the
 * item itself and each of its answer keys, summed first per UTC quarter hour (a batch of
 * submissions shares a few quarter hours) and only then counted in the quarter hour, hour, day and
 * month (`date_bin` for the fixed lengths): the statement sorts the keys of the items once, and
 * the grains of their few sums. The signed keys are summed in key order, so that concurrent
 * statements lock the counters in the same order; counts that fell to 0 are removed by a second
 * statement (the rows a statement updates are not visible to itself). JIT is off: the planner
 * knows neither the transition table's size nor how many answers an item has, so it estimates
 * millions of keys and would compile each statement (about a second) to aggregate a handful.
 */
export const feedbackRollupFunction: DatabaseFunction = {
  name: 'feedback_rollup_fn',
  sql: `create or replace function "feedback_rollup_fn"() returns trigger
  language plpgsql set jit = off as $body$
declare
  ${ROLLUP_ZERO_VARIABLES}
begin
  if tg_op = 'INSERT' then
    with changed as (select n.*, 1 as sign from new_rows n),
    ${ITEM_QUARTERS},
    ${ROLLUP_KEYED}
    ${ROLLUP_UPSERT};
  elsif tg_op = 'DELETE' then
    with changed as (select o.*, -1 as sign from old_rows o),
    ${ITEM_QUARTERS},
    ${ROLLUP_KEYED},
    ${ROLLUP_UPSERT_REMOVING_ZEROS};
  else
    with changed as (
      select team_id, survey_id, received_at, app_name, has_text, answer_keys,
             sum(sign)::int as sign
        from (select o.team_id, o.survey_id, o.received_at, o.app_name, o.has_text,
                     o.answer_keys, -1 as sign
                from old_rows o
              union all
              select n.team_id, n.survey_id, n.received_at, n.app_name, n.has_text,
                     n.answer_keys, 1
                from new_rows n) u
       group by 1, 2, 3, 4, 5, 6 having sum(sign) <> 0),
    ${ITEM_QUARTERS},
    ${ROLLUP_KEYED},
    ${ROLLUP_UPSERT_REMOVING_ZEROS};
  end if;
  return null;
end
$body$`,
};

/**
 * `quarter`: the theme keys of the matches in `changed` (with `value` and `sign`) summed per UTC
 * quarter hour, once per TEXT field the item answered; an item with a theme has text.
 */
const THEME_QUARTERS = `quarter as (
      select f.team_id, f.survey_id,
             date_bin(interval '15 minutes', f.received_at, timestamptz '2000-01-01 00:00:00+00')
               as bucket,
             field.field_id, f.value, f.app_name, true as has_text, sum(f.sign)::int as n
        from changed f
        cross join unnest(f.text_fields) as field(field_id)
       group by 1, 2, 3, 4, 5, 6 having sum(f.sign) <> 0)`;

/**
 * Keeps the theme counts of `feedback_rollup` (the overview's themes per TEXT field) current when
 * matches are recorded (new feedback, a theme created or changed) and removed (a theme changed or
 * deleted, feedback deleted). The keys of a match: per TEXT field the item answered,
 * `theme:<themeId>` counts the items of a theme and `theme:*` the items with any theme, summed per
 * UTC quarter hour, then counted in its quarter hour, hour, day and month, as in
 * {@link feedbackRollupFunction}; an item with a theme has text, so `has_text` is true. Inserted
 * matches count for their theme, and an item whose matches are all new (it had none before the
 * statement) once for "any theme"; deleted matches are taken off their theme, and an item left
 * without any off "any theme". The item's survey, app, time and answered TEXT fields are copied
 * onto the match, so a deletion cascading from `feedback` can still be counted off. Summed in
 * key order and JIT off, as in {@link feedbackRollupFunction}.
 */
export const feedbackThemeRollupFunction: DatabaseFunction = {
  name: 'feedback_theme_rollup_fn',
  sql: `create or replace function "feedback_theme_rollup_fn"() returns trigger
  language plpgsql set jit = off as $body$
declare
  ${ROLLUP_ZERO_VARIABLES}
begin
  if tg_op = 'INSERT' then
    with changed as (
      select t.team_id, t.survey_id, t.received_at, t.app_name, t.text_fields,
             'theme:' || t.theme_id::text as value, 1 as sign
        from new_rows t
      union all
      select a.team_id, a.survey_id, a.received_at, a.app_name, a.text_fields, 'theme:*', 1
        from (select feedback_id, team_id, survey_id, received_at, app_name, text_fields,
                     count(*) as added
                from new_rows
               group by feedback_id, team_id, survey_id, received_at, app_name, text_fields) a
       where (select count(*) from feedback_theme m where m.feedback_id = a.feedback_id) = a.added),
    ${THEME_QUARTERS},
    ${ROLLUP_KEYED}
    ${ROLLUP_UPSERT};
  else
    with changed as (
      select t.team_id, t.survey_id, t.received_at, t.app_name, t.text_fields,
             'theme:' || t.theme_id::text as value, -1 as sign
        from old_rows t
      union all
      select a.team_id, a.survey_id, a.received_at, a.app_name, a.text_fields, 'theme:*', -1
        from (select distinct feedback_id, team_id, survey_id, received_at, app_name, text_fields
                from old_rows) a
       where not exists (select 1 from feedback_theme m where m.feedback_id = a.feedback_id)),
    ${THEME_QUARTERS},
    ${ROLLUP_KEYED},
    ${ROLLUP_UPSERT_REMOVING_ZEROS};
  end if;
  return null;
end
$body$`,
};

/**
 * Keeps `feedback_triage_count` (items per team, survey and status: the overview's triage counts
 * and the list's total of a status filter) current: an insert adds its rows (a submission batch
 * is all `new`: one aggregated upsert of a row or two per statement), a delete takes its rows off,
 * an update takes its old rows off and adds its new ones, netted in one aggregate (rows whose
 * status stayed cancel out; no join of the transition tables, as in
 * {@link feedbackRollupFunction}). Summed in key order, so that concurrent statements lock the counters in the same order;
 * counts that fell to 0 are removed by a second statement (the rows a statement updates are not
 * visible to itself). JIT off, as in {@link feedbackRollupFunction}.
 */
export const feedbackTriageCountFunction: DatabaseFunction = {
  name: 'feedback_triage_count_fn',
  sql: `create or replace function "feedback_triage_count_fn"() returns trigger
  language plpgsql set jit = off as $body$
declare
  z_team uuid[]; z_survey text[]; z_status text[];
begin
  if tg_op = 'INSERT' then
    insert into feedback_triage_count as c (team_id, survey_id, status, n)
      select team_id, survey_id, status, count(*) from new_rows
       group by 1, 2, 3 order by 1, 2, 3
      on conflict (team_id, survey_id, status) do update set n = c.n + excluded.n;
    return null;
  elsif tg_op = 'DELETE' then
    with summed as (
      insert into feedback_triage_count as c (team_id, survey_id, status, n)
      select team_id, survey_id, status, -count(*) from old_rows
       group by 1, 2, 3 order by 1, 2, 3
      on conflict (team_id, survey_id, status) do update set n = c.n + excluded.n
      returning c.team_id, c.survey_id, c.status, c.n)
    select array_agg(team_id), array_agg(survey_id), array_agg(status)
      into z_team, z_survey, z_status
      from summed where n = 0;
  else
    with changed as (
      select team_id, survey_id, status, -1 as sign from old_rows
      union all
      select team_id, survey_id, status, 1 from new_rows),
    summed as (
      insert into feedback_triage_count as c (team_id, survey_id, status, n)
      select team_id, survey_id, status, sum(sign) from changed
       group by 1, 2, 3 having sum(sign) <> 0 order by 1, 2, 3
      on conflict (team_id, survey_id, status) do update set n = c.n + excluded.n
      returning c.team_id, c.survey_id, c.status, c.n)
    select array_agg(team_id), array_agg(survey_id), array_agg(status)
      into z_team, z_survey, z_status
      from summed where n = 0;
  end if;
  delete from feedback_triage_count c
   using unnest(z_team, z_survey, z_status) as z(team_id, survey_id, status)
   where c.team_id = z.team_id and c.survey_id = z.survey_id and c.status = z.status
     and c.n = 0;
  return null;
end
$body$`,
};

export const feedbackThemeMatchesTrigger: DatabaseTrigger = {
  name: 'feedback_theme_matches',
  table: 'feedback',
  function: feedbackThemeMatchesFunction,
  timing: 'after',
  events: ['insert'],
  sql: `create trigger "feedback_theme_matches" after insert on "feedback"
  referencing new table as new_rows for each statement
  execute function "feedback_theme_matches_fn"()`,
};

/**
 * PostgreSQL fires the triggers of one event in the order of their names. The two insert triggers
 * that update shared counters (`feedback_rollup`, `feedback_triage_count`), rows every batch of
 * submissions updates, are named to come last (`feedback_z_…`): a batch holds those rows from its
 * first update until its commit, and a concurrent batch waits on them, so the batch's search words
 * and theme matches are made before it takes them (only the theme counts, kept by the matches' own
 * trigger, are taken earlier).
 */
export const feedbackRollupInsertTrigger: DatabaseTrigger = {
  name: 'feedback_z_rollup_insert',
  table: 'feedback',
  function: feedbackRollupFunction,
  timing: 'after',
  events: ['insert'],
  sql: `create trigger "feedback_z_rollup_insert" after insert on "feedback"
  referencing new table as new_rows for each statement execute function "feedback_rollup_fn"()`,
};

export const feedbackRollupUpdateTrigger: DatabaseTrigger = {
  name: 'feedback_rollup_update',
  table: 'feedback',
  function: feedbackRollupFunction,
  timing: 'after',
  events: ['update'],
  sql: `create trigger "feedback_rollup_update" after update on "feedback"
  referencing old table as old_rows new table as new_rows
  for each statement execute function "feedback_rollup_fn"()`,
};

export const feedbackRollupDeleteTrigger: DatabaseTrigger = {
  name: 'feedback_rollup_delete',
  table: 'feedback',
  function: feedbackRollupFunction,
  timing: 'after',
  events: ['delete'],
  sql: `create trigger "feedback_rollup_delete" after delete on "feedback"
  referencing old table as old_rows for each statement execute function "feedback_rollup_fn"()`,
};

export const feedbackThemeRollupInsertTrigger: DatabaseTrigger = {
  name: 'feedback_theme_rollup_insert',
  table: 'feedback_theme',
  function: feedbackThemeRollupFunction,
  timing: 'after',
  events: ['insert'],
  sql: `create trigger "feedback_theme_rollup_insert" after insert on "feedback_theme"
  referencing new table as new_rows for each statement execute function "feedback_theme_rollup_fn"()`,
};

export const feedbackThemeRollupDeleteTrigger: DatabaseTrigger = {
  name: 'feedback_theme_rollup_delete',
  table: 'feedback_theme',
  function: feedbackThemeRollupFunction,
  timing: 'after',
  events: ['delete'],
  sql: `create trigger "feedback_theme_rollup_delete" after delete on "feedback_theme"
  referencing old table as old_rows for each statement execute function "feedback_theme_rollup_fn"()`,
};

/** Named to come last among the insert triggers, as {@link feedbackRollupInsertTrigger}. */
export const feedbackTriageCountInsertTrigger: DatabaseTrigger = {
  name: 'feedback_z_triage_count_insert',
  table: 'feedback',
  function: feedbackTriageCountFunction,
  timing: 'after',
  events: ['insert'],
  sql: `create trigger "feedback_z_triage_count_insert" after insert on "feedback"
  referencing new table as new_rows for each statement
  execute function "feedback_triage_count_fn"()`,
};

export const feedbackTriageCountUpdateTrigger: DatabaseTrigger = {
  name: 'feedback_triage_count_update',
  table: 'feedback',
  function: feedbackTriageCountFunction,
  timing: 'after',
  events: ['update'],
  sql: `create trigger "feedback_triage_count_update" after update on "feedback"
  referencing old table as old_rows new table as new_rows
  for each statement execute function "feedback_triage_count_fn"()`,
};

export const feedbackTriageCountDeleteTrigger: DatabaseTrigger = {
  name: 'feedback_triage_count_delete',
  table: 'feedback',
  function: feedbackTriageCountFunction,
  timing: 'after',
  events: ['delete'],
  sql: `create trigger "feedback_triage_count_delete" after delete on "feedback"
  referencing old table as old_rows for each statement
  execute function "feedback_triage_count_fn"()`,
};

/**
 * `feedback_search` (the search's words, see its entity): when feedback is stored, a row for each
 * item with text, `to_tsvector('simple', text_content)` with the item's team, survey, app and
 * arrival. One statement per inserted batch.
 */
export const feedbackSearchInsertFunction: DatabaseFunction = {
  name: 'feedback_search_insert_fn',
  sql: `create or replace function "feedback_search_insert_fn"() returns trigger
  language plpgsql set jit = off as $body$
begin
  insert into feedback_search (feedback_id, team_id, survey_id, app_name, received_at, words)
  select n.id, n.team_id, n.survey_id, n.app_name, n.received_at,
         to_tsvector('simple', n.text_content)
    from new_rows n
   where n.text_content is not null;
  return null;
end
$body$`,
};

/**
 * `feedback_search` follows an item whose text (or anything else it copies) changed: the row is
 * written anew, or removed when the item has no text any more. A row-level trigger on those
 * columns only: Heed's updates of feedback (triage) never set them and cost it nothing.
 */
export const feedbackSearchUpdateFunction: DatabaseFunction = {
  name: 'feedback_search_update_fn',
  sql: `create or replace function "feedback_search_update_fn"() returns trigger
  language plpgsql as $body$
begin
  if new.text_content is null then
    delete from feedback_search where feedback_id = new.id;
  else
    insert into feedback_search (feedback_id, team_id, survey_id, app_name, received_at, words)
    values (new.id, new.team_id, new.survey_id, new.app_name, new.received_at,
            to_tsvector('simple', new.text_content))
    on conflict (feedback_id) do update
      set team_id = excluded.team_id, survey_id = excluded.survey_id,
          app_name = excluded.app_name, received_at = excluded.received_at,
          words = excluded.words;
  end if;
  return null;
end
$body$`,
};

export const feedbackSearchInsertTrigger: DatabaseTrigger = {
  name: 'feedback_search_insert',
  table: 'feedback',
  function: feedbackSearchInsertFunction,
  timing: 'after',
  events: ['insert'],
  sql: `create trigger "feedback_search_insert" after insert on "feedback"
  referencing new table as new_rows for each statement
  execute function "feedback_search_insert_fn"()`,
};

export const feedbackSearchUpdateTrigger: DatabaseTrigger = {
  name: 'feedback_search_update',
  table: 'feedback',
  function: feedbackSearchUpdateFunction,
  timing: 'after',
  events: ['update'],
  forEach: 'row',
  sql: `create trigger "feedback_search_update"
  after update of "text_content", "team_id", "survey_id", "app_name", "received_at" on "feedback"
  for each row
  when ((old.text_content, old.team_id, old.survey_id, old.app_name, old.received_at)
    is distinct from (new.text_content, new.team_id, new.survey_id, new.app_name, new.received_at))
  execute function "feedback_search_update_fn"()`,
};

/** Every function of Heed's schema. */
export const databaseFunctions: readonly DatabaseFunction[] = [
  feedbackAnswerKeysFunction,
  feedbackThemeMatchesFunction,
  feedbackRollupFunction,
  feedbackThemeRollupFunction,
  feedbackTriageCountFunction,
  feedbackSearchInsertFunction,
  feedbackSearchUpdateFunction,
];

/** Every trigger of Heed's schema. */
export const databaseTriggers: readonly DatabaseTrigger[] = [
  feedbackThemeMatchesTrigger,
  feedbackRollupInsertTrigger,
  feedbackRollupUpdateTrigger,
  feedbackRollupDeleteTrigger,
  feedbackThemeRollupInsertTrigger,
  feedbackThemeRollupDeleteTrigger,
  feedbackTriageCountInsertTrigger,
  feedbackTriageCountUpdateTrigger,
  feedbackTriageCountDeleteTrigger,
  feedbackSearchInsertTrigger,
  feedbackSearchUpdateTrigger,
];

/**
 * The entity's declaration of `trigger` (MikroORM `triggers`). With `createsFunction` its
 * expression creates the trigger's function first: the ORM runs a new trigger's expression as
 * it is, and knows no functions of its own.
 */
export function entityTrigger(
  trigger: DatabaseTrigger,
  options: { createsFunction?: boolean } = {},
) {
  return {
    name: trigger.name,
    timing: trigger.timing,
    events: trigger.events,
    forEach: trigger.forEach ?? ('statement' as const),
    expression: options.createsFunction ? `${trigger.function.sql};\n${trigger.sql}` : trigger.sql,
  };
}
