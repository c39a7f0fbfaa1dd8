import { Migration } from '@mikro-orm/migrations';

export class Migration20261122074008_initial extends Migration {
  override name = 'Migration20261122074008_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "organisation" ("id" uuid not null, "slug" varchar(255) not null, "name" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "organisation" add constraint "organisation_slug_unique" unique ("slug");`,
    );

    this.addSql(
      `create table "team" ("id" uuid not null, "organisation_id" uuid not null, "slug" varchar(255) not null, "name" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "team" add constraint "team_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "api_key" ("id" uuid not null, "team_id" uuid not null, "key_type" varchar(2) not null, "key_prefix" varchar(255) not null, "key_hash" varchar(255) not null, "app_name" varchar(255) not null, "allowed_origins" jsonb not null default '[]', "rate_limit" int not null default 1000, "created_at" timestamptz not null, "expires_at" timestamptz null, "revoked_at" timestamptz null, "last_used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "api_key" add constraint "api_key_key_hash_unique" unique ("key_hash");`,
    );

    this.addSql(
      `alter table "team" add constraint "team_organisation_id_foreign" foreign key ("organisation_id") references "organisation" ("id");`,
    );

    this.addSql(
      `alter table "api_key" add constraint "api_key_team_id_foreign" foreign key ("team_id") references "team" ("id");`,
    );
  }
}
