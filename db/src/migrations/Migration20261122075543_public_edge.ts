import { Migration } from '@mikro-orm/migrations';

export class Migration20261122075543_public_edge extends Migration {
  override name = 'Migration20261122075543_public_edge';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "survey_definition" ("id" uuid not null, "team_id" uuid not null, "survey_id" text not null, "definition_hash" varchar(64) not null, "definition" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "survey_definition" add constraint "survey_definition_team_id_survey_id_unique" unique ("team_id", "survey_id");`,
    );

    this.addSql(
      `create table "feedback" ("id" uuid not null, "team_id" uuid not null, "survey_definition_id" uuid not null, "survey_id" text not null, "survey_type" varchar(255) not null, "answers" jsonb not null, "submitted_at" timestamptz not null, "received_at" timestamptz not null, "api_key_id" uuid not null, "app_name" varchar(255) not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "feedback_team_id_survey_id_received_at_index" on "feedback" ("team_id", "survey_id", "received_at");`,
    );

    this.addSql(
      `create table "api_key_event" ("id" uuid not null, "api_key_id" uuid not null, "team_id" uuid not null, "key_prefix" varchar(255) not null, "key_type" varchar(2) not null, "event_type" varchar(255) not null, "actor" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "api_key_event_team_id_created_at_index" on "api_key_event" ("team_id", "created_at");`,
    );

    this.addSql(`alter table "api_key" add "replaces_key_id" uuid null;`);

    this.addSql(
      `alter table "survey_definition" add constraint "survey_definition_team_id_foreign" foreign key ("team_id") references "team" ("id");`,
    );

    this.addSql(
      `alter table "feedback" add constraint "feedback_team_id_foreign" foreign key ("team_id") references "team" ("id");`,
    );
    this.addSql(
      `alter table "feedback" add constraint "feedback_survey_definition_id_foreign" foreign key ("survey_definition_id") references "survey_definition" ("id");`,
    );
    this.addSql(
      `alter table "feedback" add constraint "feedback_api_key_id_foreign" foreign key ("api_key_id") references "api_key" ("id");`,
    );

    this.addSql(
      `alter table "api_key_event" add constraint "api_key_event_api_key_id_foreign" foreign key ("api_key_id") references "api_key" ("id");`,
    );
    this.addSql(
      `alter table "api_key_event" add constraint "api_key_event_team_id_foreign" foreign key ("team_id") references "team" ("id");`,
    );

    // Per-key rate-limit counters (rate-limiter-flexible's layout). UNLOGGED: the counters are
    // ephemeral, so their updates need no WAL flush; a crash simply empties the table.
    this.addSql(
      `create unlogged table if not exists "heed_rate_limit" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint) with (fillfactor = 70);`,
    );
    this.addSql(`create index "heed_rate_limit_expire_index" on "heed_rate_limit" ("expire");`);
  }
}
