import { Migration } from '@mikro-orm/migrations';

export class Migration20261127132836_webhooks extends Migration {
  override name = 'Migration20261127132836_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoint" ("id" uuid not null, "team_id" uuid not null, "url_sealed" text not null, "description" varchar(200) not null default '', "event_types" text[] not null, "enabled" boolean not null default true, "disabled_reason" varchar(16) null, "secret_sealed" text not null, "previous_secret_sealed" text null, "previous_secret_expires_at" timestamptz null, "failing_since" timestamptz null, "last_success_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "webhook_endpoint_team_id_created_at_index" on "webhook_endpoint" ("team_id", "created_at");`,
    );

    this.addSql(
      `create table "webhook_message" ("id" uuid not null, "team_id" uuid not null, "endpoint_id" uuid not null, "event_type" varchar(40) not null, "feedback_id" uuid null, "payload" jsonb null, "status" varchar(16) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz null, "claimed_by" varchar(64) null, "claim_expires_at" timestamptz null, "last_attempt_at" timestamptz null, "last_http_status" int null, "last_error" varchar(64) null, "last_duration_ms" int null, "delivered_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "webhook_message_due_index" on "webhook_message" ("next_attempt_at") where "status" = 'pending';`,
    );
    this.addSql(
      `create index "webhook_message_endpoint_log_index" on "webhook_message" ("endpoint_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "webhook_message_created_at_index" on "webhook_message" ("created_at");`,
    );

    this.addSql(
      `create table "webhook_attempt" ("id" uuid not null, "message_id" uuid not null, "attempted_at" timestamptz not null, "http_status" int null, "error" varchar(64) null, "duration_ms" int not null, "response_body" text null, primary key ("id"));`,
    );
    this.addSql(
      `create index "webhook_attempt_message_id_attempted_at_index" on "webhook_attempt" ("message_id", "attempted_at");`,
    );

    this.addSql(
      `alter table "webhook_endpoint" add constraint "webhook_endpoint_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_message" add constraint "webhook_message_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_message" add constraint "webhook_message_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_attempt" add constraint "webhook_attempt_message_id_foreign" foreign key ("message_id") references "webhook_message" ("id") on delete cascade;`,
    );
  }
}
