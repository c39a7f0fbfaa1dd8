import { Migration } from '@mikro-orm/migrations';

/**
 * Triage: each item's status, assignee and when its status last changed; the partial indexes of
 * the triage filters (a new item is `new` and unassigned, so they cost the submission nothing);
 * the team's members; the triage counts, kept by triggers from here on and started from the
 * items stored so far. The rollup's update branch now nets the old rows against the new ones on
 * the counted columns before making keys, so a triage change costs it one aggregate.
 */
export class Migration20261127163506_triage extends Migration {
  override name = 'Migration20261127163506_triage';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "feedback_triage_count" ("team_id" uuid not null, "survey_id" text not null, "status" varchar(16) not null, "n" bigint not null, primary key ("team_id", "survey_id", "status"));`,
    );

    this.addSql(
      `create table "team_member" ("team_id" uuid not null, "user_ref" varchar(32) not null, "name" varchar(200) not null, "role" varchar(10) not null, "last_seen_at" timestamptz not null, primary key ("team_id", "user_ref"));`,
    );

    this.addSql(`drop trigger if exists "feedback_rollup_insert" on "feedback";`);
    this.addSql(`drop function if exists "feedback_feedback_rollup_insert_fn"();`);
    this.addSql(
      `alter table "feedback" add "status" varchar(16) not null default 'new', add "assignee_ref" varchar(32) null, add "status_changed_at" timestamptz null;`,
    );
    this.addSql(
      `create index "feedback_triage_status_index" on "feedback" ("team_id", "status", "received_at", "id") where "status" <> 'new';`,
    );
    this.addSql(
      `create index "feedback_assignee_index" on "feedback" ("team_id", "assignee_ref", "received_at", "id") where "assignee_ref" is not null;`,
    );
    this.addSql(
      `alter table "feedback" add constraint "feedback_status_check" check (status in ('new', 'in_progress', 'resolved', 'ignored'));`,
    );
    // Every stored item is `new` now: the triage counts start from them, before their triggers.
    this.addSql(
      `insert into "feedback_triage_count" ("team_id", "survey_id", "status", "n") select "team_id", "survey_id", 'new', count(*) from "feedback" group by 1, 2;`,
    );
    this.addSql(`create or replace function "feedback_triage_count_fn"() returns trigger
  language plpgsql set jit = off as $body$declare
  z_team uuid[]; z_survey text[]; z_status text[]; begin
  if tg_op = 'INSERT' then
    insert into feedback_triage_count as c (team_id, survey_id, status, n)
      select team_id, survey_id, status, count(*) from new_rows
       group by 1, 2, 3 order by 1, 2, 3
      on conflict (team_id, survey_id, status) do update set n = c.n + excluded.n;     return null;   elsif tg_op = 'DELETE' then
    with summed as (
      insert into feedback_triage_count as c (team_id, survey_id, status, n)
      select team_id, survey_id, status, -count(*) from old_rows
       group by 1, 2, 3 order by 1, 2, 3
      on conflict (team_id, survey_id, status) do update set n = c.n + excluded.n
      returning c.team_id, c.survey_id, c.status, c.n)
    select array_agg(team_id), array_agg(survey_id), array_agg(status)
      into z_team, z_survey, z_status
      from summed where n = 0;   else
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
      from summed where n = 0;   end if;   delete from feedback_triage_count c
   using unnest(z_team, z_survey, z_status) as z(team_id, survey_id, status)
   where c.team_id = z.team_id and c.survey_id = z.survey_id and c.status = z.status
     and c.n = 0;   return null; end$body$;`);
    this.addSql(`create trigger "feedback_triage_count_insert" after insert on "feedback"
  referencing new table as new_rows for each statement
  execute function "feedback_triage_count_fn"();`);
    this.addSql(`create trigger "feedback_triage_count_update" after update on "feedback"
  referencing old table as old_rows new table as new_rows
  for each statement execute function "feedback_triage_count_fn"();`);
    this.addSql(`create trigger "feedback_triage_count_delete" after delete on "feedback"
  referencing old table as old_rows for each statement
  execute function "feedback_triage_count_fn"();`);
    this.addSql(`create or replace function "feedback_rollup_fn"() returns trigger
  language plpgsql set jit = off as $body$declare
  z_team uuid[]; z_survey text[]; z_grain text[]; z_bucket timestamptz[];   z_field text[]; z_value text[]; z_app text[]; z_text boolean[]; begin
  if tg_op = 'INSERT' then
    with changed as (select n.*, 1 as sign from new_rows n),
    keyed as (
      select f.team_id, f.survey_id, g.grain,
             date_trunc(case g.grain when 'h' then 'hour' when 'd' then 'day' else 'month' end,
                        f.received_at, 'UTC') as bucket,
             k.field_id, k.value, f.app_name, f.has_text, f.sign
        from changed f
        cross join lateral (
          select ''::text as field_id, ''::text as value
          union all
          select substr(key, strpos(key, ':') + 1, split_part(key, ':', 1)::int),
                 substr(key, strpos(key, ':') + 1 + split_part(key, ':', 1)::int)
            from unnest(f.answer_keys) key
        ) k
        cross join (values ('h'), ('d'), ('m')) g(grain))
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
             date_trunc(case g.grain when 'h' then 'hour' when 'd' then 'day' else 'month' end,
                        f.received_at, 'UTC') as bucket,
             k.field_id, k.value, f.app_name, f.has_text, f.sign
        from changed f
        cross join lateral (
          select ''::text as field_id, ''::text as value
          union all
          select substr(key, strpos(key, ':') + 1, split_part(key, ':', 1)::int),
                 substr(key, strpos(key, ':') + 1 + split_part(key, ':', 1)::int)
            from unnest(f.answer_keys) key
        ) k
        cross join (values ('h'), ('d'), ('m')) g(grain)),
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
             date_trunc(case g.grain when 'h' then 'hour' when 'd' then 'day' else 'month' end,
                        f.received_at, 'UTC') as bucket,
             k.field_id, k.value, f.app_name, f.has_text, f.sign
        from changed f
        cross join lateral (
          select ''::text as field_id, ''::text as value
          union all
          select substr(key, strpos(key, ':') + 1, split_part(key, ':', 1)::int),
                 substr(key, strpos(key, ':') + 1 + split_part(key, ':', 1)::int)
            from unnest(f.answer_keys) key
        ) k
        cross join (values ('h'), ('d'), ('m')) g(grain)),
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

    this.addSql(
      `alter table "team_member" add constraint "team_member_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`,
    );
  }
}
