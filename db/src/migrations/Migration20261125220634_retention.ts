import { Migration } from '@mikro-orm/migrations';

export class Migration20261125220634_retention extends Migration {
  override name = 'Migration20261125220634_retention';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "heed_job_state" ("name" varchar(255) not null, "last_started_at" timestamptz null, "last_success_at" timestamptz null, "last_count" int not null default 0, primary key ("name"));`,
    );

    this.addSql(`create index "feedback_received_at_index" on "feedback" ("received_at");`);
  }
}
