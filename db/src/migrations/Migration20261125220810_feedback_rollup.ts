import { Migration } from '@mikro-orm/migrations';

export class Migration20261125220810_feedback_rollup extends Migration {
  override name = 'Migration20261125220810_feedback_rollup';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "feedback_rollup" ("team_id" uuid not null, "survey_id" text not null, "grain" varchar(1) not null, "bucket" timestamptz not null, "field_id" text not null, "value" text not null, "app_name" varchar(255) not null, "has_text" boolean not null, "n" bigint not null, primary key ("team_id", "survey_id", "grain", "bucket", "field_id", "value", "app_name", "has_text"));`,
    );

    this.addSql(
      `create index "feedback_team_id_survey_id_received_at_id_index" on "feedback" ("team_id", "survey_id", "received_at", "id");`,
    );
    // Counts of the feedback stored so far; writers wait until the triggers below take over.
    this.addSql(`lock table "feedback" in share row exclusive mode;`);
    this.addSql(`insert into "feedback_rollup" ("team_id", "survey_id", "grain", "bucket", "field_id", "value", "app_name", "has_text", "n")
  select f.team_id, f.survey_id, g.grain,
         date_trunc(case g.grain when 'h' then 'hour' else 'day' end, f.received_at, 'UTC'),
         k.field_id, k.value, f.app_name, f.has_text, count(*)
    from feedback f
    cross join lateral (
      select ''::text as field_id, ''::text as value
      union all
      select a->>'fieldId', v.value
        from jsonb_array_elements(f.answers) a
        cross join lateral (
          select ''::text as value
           where a->'value'->>'type' <> 'text' or btrim(a->'value'->>'text') <> ''
          union all select a->'value'->>'rating' where a->'value'->>'type' = 'rating'
          union all select a->'value'->>'selectedOptionId' where a->'value'->>'type' = 'singleChoice'
          union all select jsonb_array_elements_text(a->'value'->'selectedOptionIds')
           where a->'value'->>'type' = 'multiChoice'
        ) v
       where a->>'fieldId' is not null and v.value is not null
    ) k
    cross join (values ('h'), ('d')) g(grain)
   group by 1, 2, 3, 4, 5, 6, 7, 8;`);
    this.addSql(`create or replace function "feedback_rollup_fn"() returns trigger
  language plpgsql as $body$begin
  if tg_op = 'INSERT' then
    with changed as (select n.*, 1 as sign from new_rows n),
    keyed as (select f.team_id, f.survey_id, g.grain,
         date_trunc(case g.grain when 'h' then 'hour' else 'day' end, f.received_at, 'UTC') as bucket,
         k.field_id, k.value, f.app_name, f.has_text, f.sign
    from changed f
    cross join lateral (
      select ''::text as field_id, ''::text as value
      union all
      select a->>'fieldId', v.value
        from jsonb_array_elements(f.answers) a
        cross join lateral (
          select ''::text as value
           where a->'value'->>'type' <> 'text' or btrim(a->'value'->>'text') <> ''
          union all select a->'value'->>'rating' where a->'value'->>'type' = 'rating'
          union all select a->'value'->>'selectedOptionId' where a->'value'->>'type' = 'singleChoice'
          union all select jsonb_array_elements_text(a->'value'->'selectedOptionIds')
           where a->'value'->>'type' = 'multiChoice'
        ) v
       where a->>'fieldId' is not null and v.value is not null
    ) k
    cross join (values ('h'), ('d')) g(grain)),
    summed as (
      insert into feedback_rollup as r (team_id, survey_id, grain, bucket, field_id, value,
                                        app_name, has_text, n)
      select team_id, survey_id, grain, bucket, field_id, value, app_name, has_text, sum(sign)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(sign) <> 0
       order by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict (team_id, survey_id, grain, bucket, field_id, value, app_name, has_text)
      do update set n = r.n + excluded.n
      returning r.team_id, r.survey_id, r.grain, r.bucket, r.field_id, r.value, r.app_name,
                r.has_text, r.n
    )
    delete from feedback_rollup r using summed s
     where s.n = 0 and r.team_id = s.team_id and r.survey_id = s.survey_id and r.grain = s.grain
       and r.bucket = s.bucket and r.field_id = s.field_id and r.value = s.value
       and r.app_name = s.app_name and r.has_text = s.has_text;   elsif tg_op = 'DELETE' then
    with changed as (select o.*, -1 as sign from old_rows o),
    keyed as (select f.team_id, f.survey_id, g.grain,
         date_trunc(case g.grain when 'h' then 'hour' else 'day' end, f.received_at, 'UTC') as bucket,
         k.field_id, k.value, f.app_name, f.has_text, f.sign
    from changed f
    cross join lateral (
      select ''::text as field_id, ''::text as value
      union all
      select a->>'fieldId', v.value
        from jsonb_array_elements(f.answers) a
        cross join lateral (
          select ''::text as value
           where a->'value'->>'type' <> 'text' or btrim(a->'value'->>'text') <> ''
          union all select a->'value'->>'rating' where a->'value'->>'type' = 'rating'
          union all select a->'value'->>'selectedOptionId' where a->'value'->>'type' = 'singleChoice'
          union all select jsonb_array_elements_text(a->'value'->'selectedOptionIds')
           where a->'value'->>'type' = 'multiChoice'
        ) v
       where a->>'fieldId' is not null and v.value is not null
    ) k
    cross join (values ('h'), ('d')) g(grain)),
    summed as (
      insert into feedback_rollup as r (team_id, survey_id, grain, bucket, field_id, value,
                                        app_name, has_text, n)
      select team_id, survey_id, grain, bucket, field_id, value, app_name, has_text, sum(sign)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(sign) <> 0
       order by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict (team_id, survey_id, grain, bucket, field_id, value, app_name, has_text)
      do update set n = r.n + excluded.n
      returning r.team_id, r.survey_id, r.grain, r.bucket, r.field_id, r.value, r.app_name,
                r.has_text, r.n
    )
    delete from feedback_rollup r using summed s
     where s.n = 0 and r.team_id = s.team_id and r.survey_id = s.survey_id and r.grain = s.grain
       and r.bucket = s.bucket and r.field_id = s.field_id and r.value = s.value
       and r.app_name = s.app_name and r.has_text = s.has_text;   else
    with changed as (select o.*, -1 as sign from old_rows o union all select n.*, 1 from new_rows n),
    keyed as (select f.team_id, f.survey_id, g.grain,
         date_trunc(case g.grain when 'h' then 'hour' else 'day' end, f.received_at, 'UTC') as bucket,
         k.field_id, k.value, f.app_name, f.has_text, f.sign
    from changed f
    cross join lateral (
      select ''::text as field_id, ''::text as value
      union all
      select a->>'fieldId', v.value
        from jsonb_array_elements(f.answers) a
        cross join lateral (
          select ''::text as value
           where a->'value'->>'type' <> 'text' or btrim(a->'value'->>'text') <> ''
          union all select a->'value'->>'rating' where a->'value'->>'type' = 'rating'
          union all select a->'value'->>'selectedOptionId' where a->'value'->>'type' = 'singleChoice'
          union all select jsonb_array_elements_text(a->'value'->'selectedOptionIds')
           where a->'value'->>'type' = 'multiChoice'
        ) v
       where a->>'fieldId' is not null and v.value is not null
    ) k
    cross join (values ('h'), ('d')) g(grain)),
    summed as (
      insert into feedback_rollup as r (team_id, survey_id, grain, bucket, field_id, value,
                                        app_name, has_text, n)
      select team_id, survey_id, grain, bucket, field_id, value, app_name, has_text, sum(sign)
        from keyed group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(sign) <> 0
       order by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict (team_id, survey_id, grain, bucket, field_id, value, app_name, has_text)
      do update set n = r.n + excluded.n
      returning r.team_id, r.survey_id, r.grain, r.bucket, r.field_id, r.value, r.app_name,
                r.has_text, r.n
    )
    delete from feedback_rollup r using summed s
     where s.n = 0 and r.team_id = s.team_id and r.survey_id = s.survey_id and r.grain = s.grain
       and r.bucket = s.bucket and r.field_id = s.field_id and r.value = s.value
       and r.app_name = s.app_name and r.has_text = s.has_text;   end if;   return null; end$body$;`);
    this.addSql(`create trigger "feedback_rollup_insert" after insert on "feedback"
  referencing new table as new_rows for each statement execute function "feedback_rollup_fn"();`);
    this.addSql(`create trigger "feedback_rollup_update" after update on "feedback"
  referencing old table as old_rows new table as new_rows
  for each statement execute function "feedback_rollup_fn"();`);
    this.addSql(`create trigger "feedback_rollup_delete" after delete on "feedback"
  referencing old table as old_rows for each statement execute function "feedback_rollup_fn"();`);
  }
}
