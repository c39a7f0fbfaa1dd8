import { Migration } from '@mikro-orm/migrations';

export class Migration20261127161522_alerts extends Migration {
  override name = 'Migration20261127161522_alerts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "alert_rule" ("id" uuid not null, "team_id" uuid not null, "name" varchar(80) not null, "survey_id" text not null, "filter" jsonb not null, "mode" varchar(8) not null, "digest_hour" smallint null, "tz" varchar(64) null, "enabled" boolean not null default true, "last_triggered_at" timestamptz null, "window_started_at" timestamptz null, "window_sent" int not null default 0, "window_held" int not null default 0, "next_digest_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "alert_rule_team_id_created_at_index" on "alert_rule" ("team_id", "created_at");`,
    );
    this.addSql(
      `create index "alert_rule_candidates_index" on "alert_rule" ("team_id", "survey_id");`,
    );

    this.addSql(
      `create table "alert_destination" ("id" uuid not null, "team_id" uuid not null, "rule_id" uuid not null, "position" smallint not null, "type" varchar(8) not null, "url_sealed" text null, "url_masked" varchar(120) null, "email_to" text[] null, "endpoint_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "alert_destination_rule_id_index" on "alert_destination" ("rule_id");`,
    );

    this.addSql(
      `alter table "webhook_message" add "alert_destination_id" uuid null, add "alert_rule_id" uuid null;`,
    );
    this.addSql(
      `alter table "webhook_message" add constraint "webhook_message_alert_destination_id_foreign" foreign key ("alert_destination_id") references "alert_destination" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_message" add constraint "webhook_message_alert_rule_id_foreign" foreign key ("alert_rule_id") references "alert_rule" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "webhook_message" alter column "endpoint_id" drop not null;`);
    this.addSql(
      `create index "webhook_message_alert_destination_due_index" on "webhook_message" ("alert_destination_id", "next_attempt_at") where "status" = 'pending' and "alert_destination_id" is not null;`,
    );
    this.addSql(
      `create index "webhook_message_alert_rule_log_index" on "webhook_message" ("alert_rule_id", "created_at", "id") where "alert_rule_id" is not null;`,
    );
    this.addSql(
      `alter table "webhook_message" add constraint "webhook_message_one_target_check" check ((endpoint_id is null) <> (alert_destination_id is null));`,
    );

    this.addSql(
      `alter table "alert_rule" add constraint "alert_rule_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "alert_destination" add constraint "alert_destination_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "alert_destination" add constraint "alert_destination_rule_id_foreign" foreign key ("rule_id") references "alert_rule" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "alert_destination" add constraint "alert_destination_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on delete cascade;`,
    );
  }
}
