import { Migration } from '@mikro-orm/migrations';

/**
 * Lighter write triggers, the same counts: both rollup functions sum a statement's keys per UTC
 * quarter hour first and count those few sums in every grain (they sorted every key of every row
 * once per grain), and theme matching makes each theme's phrases once per statement and each
 * item's words once, none for an item of a team without themes. Nothing stored changes, so
 * nothing is recounted; the functions are replaced in the migration's transaction.
 */
export class Migration20261128022747_rollups_by_quarter_first extends Migration {
  override name = 'Migration20261128022747_rollups_by_quarter_first';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger if exists "feedback_rollup_insert" on "feedback";`);
    this.addSql(`drop function if exists "feedback_feedback_rollup_insert_fn"();`);
    this.addSql(`drop trigger if exists "feedback_theme_matches" on "feedback";`);
    this.addSql(`drop function if exists "feedback_feedback_theme_matches_fn"();`);
    this.addSql(`create or replace function "feedback_rollup_fn"() returns trigger
  language plpgsql set jit = off as $body$declare
  z_team uuid[]; z_survey text[]; z_grain text[]; z_bucket timestamptz[];   z_field text[]; z_value text[]; z_app text[]; z_text boolean[]; begin
  if tg_op = 'INSERT' then
    with changed as (select n.*, 1 as sign from new_rows n),
    quarter as (
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
       group by 1, 2, 3, 4, 5, 6, 7 having sum(f.sign) <> 0),
    keyed as (
      select q.team_id, q.survey_id, g.grain,
             case g.grain when 'q' then q.bucket
               when 'm' then date_trunc('month', q.bucket, 'UTC')
               else date_bin(g.span, q.bucket, timestamptz '2000-01-01 00:00:00+00') end
               as bucket,
             q.field_id, q.value, q.app_name, q.has_text, q.n
        from quarter q
        cross join (values ('q', null), ('h', interval '1 hour'), ('d', interval '1 day'),
                           ('m', null)) g(grain, span))
    insert into feedback_rollup as r (team_id, grain, field_id, survey_id, bucket,
                                      value, app_name, has_text, n)
      select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text, sum(n)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(n) <> 0
       order by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text)
      do update set n = r.n + excluded.n;   elsif tg_op = 'DELETE' then
    with changed as (select o.*, -1 as sign from old_rows o),
    quarter as (
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
       group by 1, 2, 3, 4, 5, 6, 7 having sum(f.sign) <> 0),
    keyed as (
      select q.team_id, q.survey_id, g.grain,
             case g.grain when 'q' then q.bucket
               when 'm' then date_trunc('month', q.bucket, 'UTC')
               else date_bin(g.span, q.bucket, timestamptz '2000-01-01 00:00:00+00') end
               as bucket,
             q.field_id, q.value, q.app_name, q.has_text, q.n
        from quarter q
        cross join (values ('q', null), ('h', interval '1 hour'), ('d', interval '1 day'),
                           ('m', null)) g(grain, span)),
    summed as (
      insert into feedback_rollup as r (team_id, grain, field_id, survey_id, bucket,
                                      value, app_name, has_text, n)
      select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text, sum(n)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(n) <> 0
       order by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text)
      do update set n = r.n + excluded.n
      returning r.team_id, r.survey_id, r.grain, r.bucket, r.field_id, r.value, r.app_name,
                r.has_text, r.n)
    select array_agg(team_id), array_agg(survey_id), array_agg(grain), array_agg(bucket),
           array_agg(field_id), array_agg(value), array_agg(app_name), array_agg(has_text)
      into z_team, z_survey, z_grain, z_bucket, z_field, z_value, z_app, z_text
      from summed where n = 0;     delete from feedback_rollup r
     using unnest(z_team, z_survey, z_grain, z_bucket, z_field, z_value, z_app, z_text)
           as z(team_id, survey_id, grain, bucket, field_id, value, app_name, has_text)
     where r.team_id = z.team_id and r.survey_id = z.survey_id and r.grain = z.grain
       and r.bucket = z.bucket and r.field_id = z.field_id and r.value = z.value
       and r.app_name = z.app_name and r.has_text = z.has_text and r.n = 0;   else
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
    quarter as (
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
       group by 1, 2, 3, 4, 5, 6, 7 having sum(f.sign) <> 0),
    keyed as (
      select q.team_id, q.survey_id, g.grain,
             case g.grain when 'q' then q.bucket
               when 'm' then date_trunc('month', q.bucket, 'UTC')
               else date_bin(g.span, q.bucket, timestamptz '2000-01-01 00:00:00+00') end
               as bucket,
             q.field_id, q.value, q.app_name, q.has_text, q.n
        from quarter q
        cross join (values ('q', null), ('h', interval '1 hour'), ('d', interval '1 day'),
                           ('m', null)) g(grain, span)),
    summed as (
      insert into feedback_rollup as r (team_id, grain, field_id, survey_id, bucket,
                                      value, app_name, has_text, n)
      select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text, sum(n)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(n) <> 0
       order by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text)
      do update set n = r.n + excluded.n
      returning r.team_id, r.survey_id, r.grain, r.bucket, r.field_id, r.value, r.app_name,
                r.has_text, r.n)
    select array_agg(team_id), array_agg(survey_id), array_agg(grain), array_agg(bucket),
           array_agg(field_id), array_agg(value), array_agg(app_name), array_agg(has_text)
      into z_team, z_survey, z_grain, z_bucket, z_field, z_value, z_app, z_text
      from summed where n = 0;     delete from feedback_rollup r
     using unnest(z_team, z_survey, z_grain, z_bucket, z_field, z_value, z_app, z_text)
           as z(team_id, survey_id, grain, bucket, field_id, value, app_name, has_text)
     where r.team_id = z.team_id and r.survey_id = z.survey_id and r.grain = z.grain
       and r.bucket = z.bucket and r.field_id = z.field_id and r.value = z.value
       and r.app_name = z.app_name and r.has_text = z.has_text and r.n = 0;   end if;   return null; end$body$;`);
    this.addSql(`create trigger "feedback_rollup_insert" after insert on "feedback"
  referencing new table as new_rows for each statement execute function "feedback_rollup_fn"();`);
    this.addSql(`create or replace function "feedback_theme_matches_fn"() returns trigger
  language plpgsql set jit = off as $body$begin
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
           array(select a->>'fieldId' from jsonb_array_elements(n.answers) a
                where a->'value'->>'type' = 'text' and btrim(a->'value'->>'text') <> ''
                  and a->>'fieldId' is not null) as text_fields
      from new_rows n
     where n.text_content is not null and n.team_id in (select team_id from phrases))
  select t.id, p.id, p.team_id, t.survey_id, t.app_name, t.received_at, t.text_fields
    from texts t
    join phrases p on p.team_id = t.team_id
   where exists (select 1 from unnest(p.queries) as phrase(query) where t.words @@ phrase.query)
   order by 1, 2
  on conflict do nothing;   return null; end$body$;`);
    this.addSql(`create trigger "feedback_theme_matches" after insert on "feedback"
  referencing new table as new_rows for each statement
  execute function "feedback_theme_matches_fn"();`);

    this.addSql(`drop trigger if exists "feedback_theme_rollup_insert" on "feedback_theme";`);
    this.addSql(`drop function if exists "feedback_theme_feedback_theme_rollup_insert_fn"();`);
    this.addSql(`create or replace function "feedback_theme_rollup_fn"() returns trigger
  language plpgsql set jit = off as $body$declare
  z_team uuid[]; z_survey text[]; z_grain text[]; z_bucket timestamptz[];   z_field text[]; z_value text[]; z_app text[]; z_text boolean[]; begin
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
    quarter as (
      select f.team_id, f.survey_id,
             date_bin(interval '15 minutes', f.received_at, timestamptz '2000-01-01 00:00:00+00')
               as bucket,
             field.field_id, f.value, f.app_name, true as has_text, sum(f.sign)::int as n
        from changed f
        cross join unnest(f.text_fields) as field(field_id)
       group by 1, 2, 3, 4, 5, 6 having sum(f.sign) <> 0),
    keyed as (
      select q.team_id, q.survey_id, g.grain,
             case g.grain when 'q' then q.bucket
               when 'm' then date_trunc('month', q.bucket, 'UTC')
               else date_bin(g.span, q.bucket, timestamptz '2000-01-01 00:00:00+00') end
               as bucket,
             q.field_id, q.value, q.app_name, q.has_text, q.n
        from quarter q
        cross join (values ('q', null), ('h', interval '1 hour'), ('d', interval '1 day'),
                           ('m', null)) g(grain, span))
    insert into feedback_rollup as r (team_id, grain, field_id, survey_id, bucket,
                                      value, app_name, has_text, n)
      select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text, sum(n)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(n) <> 0
       order by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text)
      do update set n = r.n + excluded.n;   else
    with changed as (
      select t.team_id, t.survey_id, t.received_at, t.app_name, t.text_fields,
             'theme:' || t.theme_id::text as value, -1 as sign
        from old_rows t
      union all
      select a.team_id, a.survey_id, a.received_at, a.app_name, a.text_fields, 'theme:*', -1
        from (select distinct feedback_id, team_id, survey_id, received_at, app_name, text_fields
                from old_rows) a
       where not exists (select 1 from feedback_theme m where m.feedback_id = a.feedback_id)),
    quarter as (
      select f.team_id, f.survey_id,
             date_bin(interval '15 minutes', f.received_at, timestamptz '2000-01-01 00:00:00+00')
               as bucket,
             field.field_id, f.value, f.app_name, true as has_text, sum(f.sign)::int as n
        from changed f
        cross join unnest(f.text_fields) as field(field_id)
       group by 1, 2, 3, 4, 5, 6 having sum(f.sign) <> 0),
    keyed as (
      select q.team_id, q.survey_id, g.grain,
             case g.grain when 'q' then q.bucket
               when 'm' then date_trunc('month', q.bucket, 'UTC')
               else date_bin(g.span, q.bucket, timestamptz '2000-01-01 00:00:00+00') end
               as bucket,
             q.field_id, q.value, q.app_name, q.has_text, q.n
        from quarter q
        cross join (values ('q', null), ('h', interval '1 hour'), ('d', interval '1 day'),
                           ('m', null)) g(grain, span)),
    summed as (
      insert into feedback_rollup as r (team_id, grain, field_id, survey_id, bucket,
                                      value, app_name, has_text, n)
      select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text, sum(n)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(n) <> 0
       order by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text)
      do update set n = r.n + excluded.n
      returning r.team_id, r.survey_id, r.grain, r.bucket, r.field_id, r.value, r.app_name,
                r.has_text, r.n)
    select array_agg(team_id), array_agg(survey_id), array_agg(grain), array_agg(bucket),
           array_agg(field_id), array_agg(value), array_agg(app_name), array_agg(has_text)
      into z_team, z_survey, z_grain, z_bucket, z_field, z_value, z_app, z_text
      from summed where n = 0;     delete from feedback_rollup r
     using unnest(z_team, z_survey, z_grain, z_bucket, z_field, z_value, z_app, z_text)
           as z(team_id, survey_id, grain, bucket, field_id, value, app_name, has_text)
     where r.team_id = z.team_id and r.survey_id = z.survey_id and r.grain = z.grain
       and r.bucket = z.bucket and r.field_id = z.field_id and r.value = z.value
       and r.app_name = z.app_name and r.has_text = z.has_text and r.n = 0;   end if;   return null; end$body$;`);
    this.addSql(`create trigger "feedback_theme_rollup_insert" after insert on "feedback_theme"
  referencing new table as new_rows for each statement execute function "feedback_theme_rollup_fn"();`);
  }
}
