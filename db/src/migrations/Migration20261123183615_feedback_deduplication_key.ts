import { Migration } from '@mikro-orm/migrations';

export class Migration20261123183615_feedback_deduplication_key extends Migration {
  override name = 'Migration20261123183615_feedback_deduplication_key';

  override up(): void | Promise<void> {
    this.addSql(`alter table "feedback" add "deduplication_key" varchar(255) null;`);
    this.addSql(
      `create unique index "feedback_deduplication_key_unique" on "feedback" ("team_id", "survey_id", "deduplication_key") where deduplication_key is not null;`,
    );
  }
}
