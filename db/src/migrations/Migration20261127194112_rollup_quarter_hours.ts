import { Migration } from '@mikro-orm/migrations';

/**
 * Quarter-hour counts (`grain` 'q') in `feedback_rollup`, so that a period in any zone (offsets are
 * multiples of 15 minutes: Kolkata +5:30, Kathmandu +5:45) is answered from the counts: both
 * rollup functions count each key in its UTC quarter hour too (and bucket by `date_bin`), and the
 * quarter-hour counts of what is stored — items and theme matches, as the triggers count them —
 * are added here. Writers wait from the first statement until the commit, so every row is counted
 * once: by this recount or by the new triggers.
 */
export class Migration20261127194112_rollup_quarter_hours extends Migration {
  override name = 'Migration20261127194112_rollup_quarter_hours';

  override up(): void | Promise<void> {
    this.addSql(`lock table "feedback" in share row exclusive mode;`);
    this.addSql(`lock table "feedback_theme" in share row exclusive mode;`);
    this.addSql(`drop trigger if exists "feedback_rollup_insert" on "feedback";`);
    this.addSql(`drop function if exists "feedback_feedback_rollup_insert_fn"();`);
    this.addSql(`create or replace function "feedback_rollup_fn"() returns trigger
  language plpgsql set jit = off as $body$declare
  z_team uuid[]; z_survey text[]; z_grain text[]; z_bucket timestamptz[];   z_field text[]; z_value text[]; z_app text[]; z_text boolean[]; begin
  if tg_op = 'INSERT' then
    with changed as (select n.*, 1 as sign from new_rows n),
    keyed as (
      select f.team_id, f.survey_id, g.grain,
             case g.grain when 'm' then date_trunc('month', f.received_at, 'UTC')
               else date_bin(g.span, f.received_at, timestamptz '2000-01-01 00:00:00+00') end
               as bucket,
             k.field_id, k.value, f.app_name, f.has_text, f.sign
        from changed f
        cross join lateral (
          select ''::text as field_id, ''::text as value
          union all
          select substr(key, strpos(key, ':') + 1, split_part(key, ':', 1)::int),
                 substr(key, strpos(key, ':') + 1 + split_part(key, ':', 1)::int)
            from unnest(f.answer_keys) key
        ) k
        cross join (values ('q', interval '15 minutes'), ('h', interval '1 hour'),
                           ('d', interval '1 day'), ('m', null)) g(grain, span))
    insert into feedback_rollup as r (team_id, grain, field_id, survey_id, bucket,
                                      value, app_name, has_text, n)
      select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text, sum(sign)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(sign) <> 0
       order by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text)
      do update set n = r.n + excluded.n;   elsif tg_op = 'DELETE' then
    with changed as (select o.*, -1 as sign from old_rows o),
    keyed as (
      select f.team_id, f.survey_id, g.grain,
             case g.grain when 'm' then date_trunc('month', f.received_at, 'UTC')
               else date_bin(g.span, f.received_at, timestamptz '2000-01-01 00:00:00+00') end
               as bucket,
             k.field_id, k.value, f.app_name, f.has_text, f.sign
        from changed f
        cross join lateral (
          select ''::text as field_id, ''::text as value
          union all
          select substr(key, strpos(key, ':') + 1, split_part(key, ':', 1)::int),
                 substr(key, strpos(key, ':') + 1 + split_part(key, ':', 1)::int)
            from unnest(f.answer_keys) key
        ) k
        cross join (values ('q', interval '15 minutes'), ('h', interval '1 hour'),
                           ('d', interval '1 day'), ('m', null)) g(grain, span)),
    summed as (
      insert into feedback_rollup as r (team_id, grain, field_id, survey_id, bucket,
                                        value, app_name, has_text, n)
      select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text, sum(sign)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(sign) <> 0
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
    keyed as (
      select f.team_id, f.survey_id, g.grain,
             case g.grain when 'm' then date_trunc('month', f.received_at, 'UTC')
               else date_bin(g.span, f.received_at, timestamptz '2000-01-01 00:00:00+00') end
               as bucket,
             k.field_id, k.value, f.app_name, f.has_text, f.sign
        from changed f
        cross join lateral (
          select ''::text as field_id, ''::text as value
          union all
          select substr(key, strpos(key, ':') + 1, split_part(key, ':', 1)::int),
                 substr(key, strpos(key, ':') + 1 + split_part(key, ':', 1)::int)
            from unnest(f.answer_keys) key
        ) k
        cross join (values ('q', interval '15 minutes'), ('h', interval '1 hour'),
                           ('d', interval '1 day'), ('m', null)) g(grain, span)),
    summed as (
      insert into feedback_rollup as r (team_id, grain, field_id, survey_id, bucket,
                                        value, app_name, has_text, n)
      select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text, sum(sign)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(sign) <> 0
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
    keyed as (
      select f.team_id, f.survey_id, g.grain,
             case g.grain when 'm' then date_trunc('month', f.received_at, 'UTC')
               else date_bin(g.span, f.received_at, timestamptz '2000-01-01 00:00:00+00') end
               as bucket,
             field.field_id, f.value, f.app_name, true as has_text, f.sign
        from changed f
        cross join unnest(f.text_fields) as field(field_id)
        cross join (values ('q', interval '15 minutes'), ('h', interval '1 hour'),
                           ('d', interval '1 day'), ('m', null)) g(grain, span))
    insert into feedback_rollup as r (team_id, grain, field_id, survey_id, bucket,
                                      value, app_name, has_text, n)
      select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text, sum(sign)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(sign) <> 0
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
    keyed as (
      select f.team_id, f.survey_id, g.grain,
             case g.grain when 'm' then date_trunc('month', f.received_at, 'UTC')
               else date_bin(g.span, f.received_at, timestamptz '2000-01-01 00:00:00+00') end
               as bucket,
             field.field_id, f.value, f.app_name, true as has_text, f.sign
        from changed f
        cross join unnest(f.text_fields) as field(field_id)
        cross join (values ('q', interval '15 minutes'), ('h', interval '1 hour'),
                           ('d', interval '1 day'), ('m', null)) g(grain, span)),
    summed as (
      insert into feedback_rollup as r (team_id, grain, field_id, survey_id, bucket,
                                        value, app_name, has_text, n)
      select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text, sum(sign)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(sign) <> 0
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

    // The quarter-hour counts of the stored items (the item and each answer key) and theme matches
    // (per answered TEXT field: the theme, and "any theme" once per item), summed per key.
    this.addSql(`set local work_mem = '256MB';`);
    this.addSql(`insert into "feedback_rollup" ("team_id", "grain", "field_id", "survey_id", "bucket",
                               "value", "app_name", "has_text", "n")
select team_id, 'q', field_id, survey_id, bucket, value, app_name, has_text, sum(n)
  from (
    select f.team_id, k.field_id, f.survey_id,
           date_bin('15 minutes', f.received_at, timestamptz '2000-01-01 00:00:00+00') as bucket,
           k.value, f.app_name, f.has_text, count(*) as n
      from "feedback" f
      cross join lateral (
        select ''::text as field_id, ''::text as value
        union all
        select substr(key, strpos(key, ':') + 1, split_part(key, ':', 1)::int),
               substr(key, strpos(key, ':') + 1 + split_part(key, ':', 1)::int)
          from unnest(f.answer_keys) key
      ) k
     group by 1, 2, 3, 4, 5, 6, 7
    union all
    select t.team_id, field.field_id, t.survey_id,
           date_bin('15 minutes', t.received_at, timestamptz '2000-01-01 00:00:00+00'),
           t.value, t.app_name, true, count(*)
      from (
        select m.team_id, m.survey_id, m.received_at, m.app_name, m.text_fields,
               'theme:' || m.theme_id::text as value
          from "feedback_theme" m
        union all
        select a.team_id, a.survey_id, a.received_at, a.app_name, a.text_fields, 'theme:*'
          from (select distinct m.feedback_id, m.team_id, m.survey_id, m.received_at,
                       m.app_name, m.text_fields
                  from "feedback_theme" m) a
      ) t
      cross join unnest(t.text_fields) as field(field_id)
     group by 1, 2, 3, 4, 5, 6, 7
  ) counted
 group by team_id, field_id, survey_id, bucket, value, app_name, has_text
 order by team_id, field_id, survey_id, bucket, value, app_name, has_text;`);
  }
}
