import { Migration } from '@mikro-orm/migrations';

export class Migration20261123184219_feedback_theme_matches extends Migration {
  override name = 'Migration20261123184219_feedback_theme_matches';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "feedback_theme_matches_fn"() returns trigger
  language plpgsql as $body$declare
  words tsvector := to_tsvector('simple', new.text_content); begin
  insert into feedback_theme (feedback_id, theme_id, team_id)
  select new.id, theme.id, theme.team_id
    from theme
   where theme.team_id = new.team_id
     and exists (
       select 1
         from jsonb_array_elements_text(theme.keywords) as keyword(value)
         cross join lateral phraseto_tsquery('simple', keyword.value) as phrase(query)
        where numnode(phrase.query) > 0 and words @@ phrase.query)
  on conflict do nothing;   return null; end$body$;`);
    this.addSql(`create trigger "theme_matches" after insert on "feedback"
  for each row when (new.text_content is not null)
  execute function "feedback_theme_matches_fn"();`);
  }
}
