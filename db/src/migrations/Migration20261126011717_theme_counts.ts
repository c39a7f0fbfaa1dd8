import { Migration } from '@mikro-orm/migrations';

export class Migration20261126011717_theme_counts extends Migration {
  override name = 'Migration20261126011717_theme_counts';

  override up(): void | Promise<void> {
    // Writers wait until the new triggers count what they store; matches already stored get
    // their item's columns and their counts here.
    this.addSql(`lock table "feedback" in share row exclusive mode;`);
    this.addSql(`lock table "feedback_theme" in share row exclusive mode;`);
    this.addSql(`drop trigger if exists "theme_matches" on "feedback";`);
    this.addSql(`drop function if exists "feedback_theme_matches_fn"();`);
    this.addSql(`create or replace function "feedback_theme_matches_fn"() returns trigger
  language plpgsql set jit = off as $body$begin
  insert into feedback_theme (feedback_id, theme_id, team_id, survey_id, app_name, received_at,
                              text_fields)
  select n.id, theme.id, theme.team_id, n.survey_id, n.app_name, n.received_at,
         array(select a->>'fieldId' from jsonb_array_elements(n.answers) a
                where a->'value'->>'type' = 'text' and btrim(a->'value'->>'text') <> ''
                  and a->>'fieldId' is not null)
    from new_rows n
    cross join lateral (select to_tsvector('simple', n.text_content) as words) w
    join theme on theme.team_id = n.team_id
   where n.text_content is not null
     and exists (
       select 1
         from jsonb_array_elements_text(theme.keywords) as keyword(value)
         cross join lateral phraseto_tsquery('simple', keyword.value) as phrase(query)
        where numnode(phrase.query) > 0 and w.words @@ phrase.query)
   order by 1, 2
  on conflict do nothing;   return null; end$body$;`);
    this.addSql(`create trigger "feedback_theme_matches" after insert on "feedback"
  referencing new table as new_rows for each statement
  execute function "feedback_theme_matches_fn"();`);

    this.addSql(
      `alter table "feedback_theme" add "survey_id" text null, add "app_name" varchar(255) null, add "received_at" timestamptz null, add "text_fields" text[] not null default '{}';`,
    );
    this.addSql(`update "feedback_theme" m
   set survey_id = f.survey_id, app_name = f.app_name, received_at = f.received_at,
       text_fields = array(select a->>'fieldId' from jsonb_array_elements(f.answers) a
                            where a->'value'->>'type' = 'text' and btrim(a->'value'->>'text') <> ''
                              and a->>'fieldId' is not null)
  from "feedback" f
 where f.id = m.feedback_id;`);
    this.addSql(`insert into "feedback_rollup" as r ("team_id", "grain", "field_id", "survey_id", "bucket", "value", "app_name", "has_text", "n")
  select m.team_id, g.grain, field.field_id, m.survey_id,
         date_trunc(case g.grain when 'h' then 'hour' when 'd' then 'day' else 'month' end, m.received_at, 'UTC'),
         m.value, m.app_name, true, count(*)
    from (select team_id, survey_id, received_at, app_name, text_fields, 'theme:' || theme_id::text as value
            from "feedback_theme"
          union all
          select distinct on (feedback_id) team_id, survey_id, received_at, app_name, text_fields, 'theme:*'
            from "feedback_theme") m
   cross join unnest(m.text_fields) as field(field_id)
   cross join (values ('h'), ('d'), ('m')) g(grain)
   group by 1, 2, 3, 4, 5, 6, 7
   order by 1, 2, 3, 4, 5, 6, 7
  on conflict ("team_id", "grain", "field_id", "survey_id", "bucket", "value", "app_name", "has_text")
  do update set n = r.n + excluded.n;`);
    this.addSql(`create or replace function "feedback_theme_rollup_fn"() returns trigger
  language plpgsql set jit = off as $body$declare
  z_team uuid[]; z_survey text[]; z_grain text[]; z_bucket timestamptz[];   z_field text[]; z_value text[]; z_app text[]; z_text boolean[]; begin
  if tg_op = 'INSERT' then
    with changed as (select t.team_id, t.survey_id, t.received_at, t.app_name, t.text_fields,
           'theme:' || t.theme_id::text as value, 1 as sign
      from new_rows t
    union all
    select a.team_id, a.survey_id, a.received_at, a.app_name, a.text_fields, 'theme:*', 1
      from (select feedback_id, team_id, survey_id, received_at, app_name, text_fields,
                   count(*) as added
              from new_rows
             group by feedback_id, team_id, survey_id, received_at, app_name, text_fields) a
     where (select count(*) from feedback_theme m where m.feedback_id = a.feedback_id) = a.added), keyed as (select f.team_id, f.survey_id, g.grain, date_trunc(case g.grain when 'h' then 'hour' when 'd' then 'day' else 'month' end,
                    f.received_at, 'UTC') as bucket,
         field.field_id, f.value, f.app_name, true as has_text, f.sign
    from changed f
    cross join unnest(f.text_fields) as field(field_id)
    cross join (values ('h'), ('d'), ('m')) g(grain))
    insert into feedback_rollup as r (team_id, grain, field_id, survey_id, bucket,
                                        value, app_name, has_text, n)
      select team_id, grain, field_id, survey_id, bucket, value, app_name, has_text, sum(sign)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(sign) <> 0
       order by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict (team_id, grain, field_id, survey_id, bucket, value, app_name, has_text)
      do update set n = r.n + excluded.n;   else
    with changed as (select t.team_id, t.survey_id, t.received_at, t.app_name, t.text_fields,
           'theme:' || t.theme_id::text as value, -1 as sign
      from old_rows t
    union all
    select a.team_id, a.survey_id, a.received_at, a.app_name, a.text_fields, 'theme:*', -1
      from (select distinct feedback_id, team_id, survey_id, received_at, app_name, text_fields
              from old_rows) a
     where not exists (select 1 from feedback_theme m where m.feedback_id = a.feedback_id)), keyed as (select f.team_id, f.survey_id, g.grain, date_trunc(case g.grain when 'h' then 'hour' when 'd' then 'day' else 'month' end,
                    f.received_at, 'UTC') as bucket,
         field.field_id, f.value, f.app_name, true as has_text, f.sign
    from changed f
    cross join unnest(f.text_fields) as field(field_id)
    cross join (values ('h'), ('d'), ('m')) g(grain)), summed as (
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
    this.addSql(`create trigger "feedback_theme_rollup_delete" after delete on "feedback_theme"
  referencing old table as old_rows for each statement execute function "feedback_theme_rollup_fn"();`);
  }
}
