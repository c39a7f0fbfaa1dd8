import { Migration } from '@mikro-orm/migrations';

/**
 * The search's words in a narrow table of their own, `feedback_search`: a row per item with text
 * (`to_tsvector('simple', text_content)` and the item's team, survey, app and arrival), kept by
 * triggers on `feedback` and deleted with its item, with a GIN index on the words and a btree in
 * the explorer's order. It replaces the expression index on `feedback`: counting the matches of a
 * common word read the wide `feedback` rows. The triggers come before the rows of the items stored
 * so far: creating them waits for writers of `feedback` and holds them off until the migration
 * commits, so no item is missed. The indexes and the key follow the rows (faster than one entry at
 * a time), and the table is analysed, so the planner knows how often words occur from the start.
 */
export class Migration20261127210114_feedback_search extends Migration {
  override name = 'Migration20261127210114_feedback_search';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "feedback_search" ("feedback_id" uuid not null, "team_id" uuid not null, "survey_id" text not null, "app_name" varchar(255) not null, "received_at" timestamptz not null, "words" tsvector not null, primary key ("feedback_id"));`,
    );

    this.addSql(`create or replace function "feedback_search_insert_fn"() returns trigger
  language plpgsql set jit = off as \$body\$begin
  insert into feedback_search (feedback_id, team_id, survey_id, app_name, received_at, words)
  select n.id, n.team_id, n.survey_id, n.app_name, n.received_at,
         to_tsvector('simple', n.text_content)
    from new_rows n
   where n.text_content is not null;   return null; end\$body\$;`);
    this.addSql(`create trigger "feedback_search_insert" after insert on "feedback"
  referencing new table as new_rows for each statement
  execute function "feedback_search_insert_fn"();`);
    this.addSql(`create or replace function "feedback_search_update_fn"() returns trigger
  language plpgsql as \$body\$begin
  if new.text_content is null then
    delete from feedback_search where feedback_id = new.id;   else
    insert into feedback_search (feedback_id, team_id, survey_id, app_name, received_at, words)
    values (new.id, new.team_id, new.survey_id, new.app_name, new.received_at,
            to_tsvector('simple', new.text_content))
    on conflict (feedback_id) do update
      set team_id = excluded.team_id, survey_id = excluded.survey_id,
          app_name = excluded.app_name, received_at = excluded.received_at,
          words = excluded.words;   end if;   return null; end\$body\$;`);
    this.addSql(`create trigger "feedback_search_update"
  after update of "text_content", "team_id", "survey_id", "app_name", "received_at" on "feedback"
  for each row
  when ((old.text_content, old.team_id, old.survey_id, old.app_name, old.received_at)
    is distinct from (new.text_content, new.team_id, new.survey_id, new.app_name, new.received_at))
  execute function "feedback_search_update_fn"();`);

    this.addSql(
      `insert into "feedback_search" ("feedback_id", "team_id", "survey_id", "app_name", "received_at", "words") select "id", "team_id", "survey_id", "app_name", "received_at", to_tsvector('simple', "text_content") from "feedback" where "text_content" is not null;`,
    );
    this.addSql(
      `create index "feedback_search_words_index" on "feedback_search" using gin ("words") with (gin_pending_list_limit = 1024);`,
    );
    this.addSql(
      `create index "feedback_search_order_index" on "feedback_search" ("team_id", "received_at", "feedback_id");`,
    );
    this.addSql(
      `alter table "feedback_search" add constraint "feedback_search_feedback_id_foreign" foreign key ("feedback_id") references "feedback" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`analyze "feedback_search";`);
    this.addSql(`drop index "feedback_text_content_search_index";`);
  }
}
