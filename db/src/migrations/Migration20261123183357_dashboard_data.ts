import { Migration } from '@mikro-orm/migrations';

export class Migration20261123183357_dashboard_data extends Migration {
  override name = 'Migration20261123183357_dashboard_data';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "marker" ("id" uuid not null, "team_id" uuid not null, "survey_id" text not null, "date" varchar(10) not null, "label" varchar(80) not null, "description" varchar(500) null, "color" varchar(7) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "marker_team_id_survey_id_date_index" on "marker" ("team_id", "survey_id", "date");`,
    );

    this.addSql(
      `create table "feedback_tag" ("feedback_id" uuid not null, "tag" varchar(50) not null, "team_id" uuid not null, "created_at" timestamptz not null, primary key ("feedback_id", "tag"));`,
    );
    this.addSql(
      `create index "feedback_tag_team_id_tag_index" on "feedback_tag" ("team_id", "tag");`,
    );

    this.addSql(
      `create table "theme" ("id" uuid not null, "team_id" uuid not null, "name" varchar(60) not null, "keywords" jsonb not null, "color" varchar(7) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "theme" add constraint "theme_team_id_name_unique" unique ("team_id", "name");`,
    );

    this.addSql(
      `create table "feedback_theme" ("feedback_id" uuid not null, "theme_id" uuid not null, "team_id" uuid not null, primary key ("feedback_id", "theme_id"));`,
    );
    this.addSql(`create index "feedback_theme_theme_id_index" on "feedback_theme" ("theme_id");`);

    this.addSql(
      `alter table "feedback" add "context" jsonb null, add "device_type" varchar(10) null, add "started_at" timestamptz null, add "time_to_complete_ms" int null, add "sensitive_data_redacted" boolean not null default false, add "has_text" boolean not null default false, add "text_content" text null;`,
    );
    this.addSql(
      `create index "feedback_team_id_received_at_id_index" on "feedback" ("team_id", "received_at", "id");`,
    );
    this.addSql(
      `create index "feedback_answers_gin_index" on "feedback" using gin ("answers" jsonb_path_ops);`,
    );
    this.addSql(
      `create index "feedback_text_content_search_index" on "feedback" using gin (to_tsvector('simple', coalesce("text_content", '')));`,
    );

    this.addSql(
      `alter table "marker" add constraint "marker_team_id_foreign" foreign key ("team_id") references "team" ("id");`,
    );

    this.addSql(
      `alter table "feedback_tag" add constraint "feedback_tag_feedback_id_foreign" foreign key ("feedback_id") references "feedback" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "feedback_tag" add constraint "feedback_tag_team_id_foreign" foreign key ("team_id") references "team" ("id");`,
    );

    this.addSql(
      `alter table "theme" add constraint "theme_team_id_foreign" foreign key ("team_id") references "team" ("id");`,
    );

    this.addSql(
      `alter table "feedback_theme" add constraint "feedback_theme_feedback_id_foreign" foreign key ("feedback_id") references "feedback" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "feedback_theme" add constraint "feedback_theme_theme_id_foreign" foreign key ("theme_id") references "theme" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "feedback_theme" add constraint "feedback_theme_team_id_foreign" foreign key ("team_id") references "team" ("id");`,
    );
  }
}
