import { Migration } from '@mikro-orm/migrations';

export class Migration20261126020200_rollup_from_answer_keys extends Migration {
  override name = 'Migration20261126020200_rollup_from_answer_keys';

  override up(): void | Promise<void> {
    // The counts read each item's answer keys (computed once, as a column) instead of expanding
    // its answers again; the function is replaced with its trigger, in this transaction.
    this.addSql(`drop trigger if exists "feedback_rollup_insert" on "feedback";`);
    this.addSql(`create or replace function "feedback_rollup_fn"() returns trigger
  language plpgsql set jit = off as $body$declare
  z_team uuid[]; z_survey text[]; z_grain text[]; z_bucket timestamptz[];   z_field text[]; z_value text[]; z_app text[]; z_text boolean[]; begin
  if tg_op = 'INSERT' then
    with changed as (select n.*, 1 as sign from new_rows n), keyed as (select f.team_id, f.survey_id, g.grain, date_trunc(case g.grain when 'h' then 'hour' when 'd' then 'day' else 'month' end,
                    f.received_at, 'UTC') as bucket,
         k.field_id, k.value, f.app_name, f.has_text, f.sign
    from changed f
    cross join lateral (
      select ''::text as field_id, ''::text as value
      union all
      select substr(key, strpos(key, ':') + 1, split_part(key, ':', 1)::int), substr(key, strpos(key, ':') + 1 + split_part(key, ':', 1)::int)
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
    with changed as (select o.*, -1 as sign from old_rows o), keyed as (select f.team_id, f.survey_id, g.grain, date_trunc(case g.grain when 'h' then 'hour' when 'd' then 'day' else 'month' end,
                    f.received_at, 'UTC') as bucket,
         k.field_id, k.value, f.app_name, f.has_text, f.sign
    from changed f
    cross join lateral (
      select ''::text as field_id, ''::text as value
      union all
      select substr(key, strpos(key, ':') + 1, split_part(key, ':', 1)::int), substr(key, strpos(key, ':') + 1 + split_part(key, ':', 1)::int)
        from unnest(f.answer_keys) key
    ) k
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
       and r.app_name = z.app_name and r.has_text = z.has_text and r.n = 0;   else
    with changed as (select o.*, -1 as sign from old_rows o union all select n.*, 1 from new_rows n), keyed as (select f.team_id, f.survey_id, g.grain, date_trunc(case g.grain when 'h' then 'hour' when 'd' then 'day' else 'month' end,
                    f.received_at, 'UTC') as bucket,
         k.field_id, k.value, f.app_name, f.has_text, f.sign
    from changed f
    cross join lateral (
      select ''::text as field_id, ''::text as value
      union all
      select substr(key, strpos(key, ':') + 1, split_part(key, ':', 1)::int), substr(key, strpos(key, ':') + 1 + split_part(key, ':', 1)::int)
        from unnest(f.answer_keys) key
    ) k
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
    this.addSql(`create trigger "feedback_rollup_insert" after insert on "feedback"
  referencing new table as new_rows for each statement execute function "feedback_rollup_fn"();`);
  }
}
