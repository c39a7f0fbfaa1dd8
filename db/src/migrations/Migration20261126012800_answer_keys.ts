import { Migration } from '@mikro-orm/migrations';

export class Migration20261126012800_answer_keys extends Migration {
  override name = 'Migration20261126012800_answer_keys';

  override up(): void | Promise<void> {
    // Adding the generated column rewrites `feedback` (writers and readers wait: about a
    // minute per million items); the indexes it replaces go first so the rewrite rebuilds fewer.
    this.addSql(`create or replace function "feedback_answer_keys"(answers jsonb)
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
$body$;`);
    this.addSql(`drop index "feedback_answers_gin_index";`);
    this.addSql(`drop index "feedback_team_id_survey_id_received_at_id_index";`);
    this.addSql(`drop index "feedback_team_id_survey_id_received_at_index";`);
    this.addSql(
      `alter table "feedback" add "answer_keys" text[] generated always as (feedback_answer_keys(answers)) stored null;`,
    );
    this.addSql(
      `create index "feedback_survey_order_index" on "feedback" ("team_id", "survey_id", "received_at", "id") include ("answer_keys", "app_name", "has_text");`,
    );
    this.addSql(
      `create index "feedback_answer_keys_gin_index" on "feedback" using gin ("answer_keys");`,
    );
  }
}
