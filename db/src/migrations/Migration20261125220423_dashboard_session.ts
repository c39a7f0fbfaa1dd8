import { Migration } from '@mikro-orm/migrations';

export class Migration20261125220423_dashboard_session extends Migration {
  override name = 'Migration20261125220423_dashboard_session';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "dashboard_session" ("id_hash" varchar(64) not null, "tokens" text not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "absolute_expires_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id_hash"));`,
    );
    this.addSql(
      `create index "dashboard_session_expires_at_index" on "dashboard_session" ("expires_at");`,
    );
  }
}
