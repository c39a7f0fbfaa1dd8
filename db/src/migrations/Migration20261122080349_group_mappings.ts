import { Migration } from '@mikro-orm/migrations';

export class Migration20261122080349_group_mappings extends Migration {
  override name = 'Migration20261122080349_group_mappings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "group_mapping" ("id" uuid not null, "team_id" uuid not null, "oidc_group_id" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "group_mapping" add constraint "group_mapping_team_id_oidc_group_id_unique" unique ("team_id", "oidc_group_id");`,
    );

    this.addSql(
      `alter table "group_mapping" add constraint "group_mapping_team_id_foreign" foreign key ("team_id") references "team" ("id");`,
    );
  }
}
